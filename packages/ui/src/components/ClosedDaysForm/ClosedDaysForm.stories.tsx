import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ClosedDaysForm } from './ClosedDaysForm';

const onAdd = fn();
const onRemove = fn();

const days = [
  { date: '2026-12-03', reason: 'National Day' },
  { date: '2026-12-02', reason: 'National Day' },
  { date: '2027-01-01', reason: null },
];

const meta = {
  title: 'Admin/ClosedDaysForm',
  component: ClosedDaysForm,
  args: { days, onAdd, onRemove, today: '2026-11-30' },
} satisfies Meta<typeof ClosedDaysForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The closed days in date order, each with Remove; a day and reason to add. */
export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent }) => {
    onAdd.mockClear();
    onRemove.mockClear();
    const list = canvas.getByRole('list', { name: 'Closed days' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Wednesday 2 December 2026');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Thursday 3 December 2026' }));
    await expect(onRemove).toHaveBeenCalledWith('2026-12-03');
    // Pick a day with the keyboard in the calendar, give a reason, add.
    await userEvent.click(canvas.getByRole('button', { name: /^Date/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thursday 10 December 2026' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Staff training');
    await userEvent.click(canvas.getByRole('button', { name: 'Add closed day' }));
    await expect(onAdd).toHaveBeenCalledWith({ date: '2026-12-10', reason: 'Staff training' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** No date chosen: refused under the field, focus on it, nothing sent. */
export const NoDate: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    onAdd.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Add closed day' }));
    await expect(onAdd).not.toHaveBeenCalled();
    const date = canvas.getByRole('button', { name: /^Date/ });
    await expect(date).toHaveAccessibleDescription(/Please select a date\./);
    // The form moves focus after React has shown the errors (the next frame).
    await waitFor(() => expect(date).toHaveFocus());
    date.blur();
  },
};

/** Past days and days already closed cannot be chosen in the calendar. */
export const PastDay: Story = {
  args: { today: '2026-12-05' },
  play: async ({ canvas, userEvent }) => {
    onAdd.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /^Date/ }));
    const dialog = await screen.findByRole('dialog');
    const yesterday = within(dialog).getByRole('button', { name: 'Friday 4 December 2026' });
    await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(yesterday);
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Saturday 5 December 2026' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Date Pick a date' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add closed day' }));
    await expect(onAdd).not.toHaveBeenCalled();
  },
};

/** Adding failed: the message is announced, the chosen day and reason stay. */
export const Failed: Story = {
  tags: ['screenshot'],
  args: { error: 'The day could not be added. Please try again.', days: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('No closed days ahead.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Eid Al Fitr');
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be added');
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveValue('Eid Al Fitr');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Removing a day: its button says so, the others wait. */
export const Removing: Story = {
  args: { removing: '2026-12-02' },
  play: async ({ canvas }) => {
    const item = canvas.getByText('Wednesday 2 December 2026').closest('li') as HTMLElement;
    await expect(within(item).getByRole('button', { name: 'Removing...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Remove Friday 1 January 2027' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Where a reason is required (the back office): an empty one is refused under its field and nothing is sent. */
export const ReasonRequired: Story = {
  args: { reasonRequired: true, texts: { reasonHint: 'e.g. National Day' } },
  play: async ({ canvas, userEvent }) => {
    onAdd.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /^Date/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Friday 4 December 2026' }));
    const reason = canvas.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Add closed day' }));
    await expect(onAdd).not.toHaveBeenCalled();
    await expect(reason).toHaveAccessibleDescription(/Say why the day is closed/);
    // The form moves focus after React has shown the errors (the next frame).
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.type(reason, 'Staff training');
    await userEvent.click(canvas.getByRole('button', { name: 'Add closed day' }));
    await expect(onAdd).toHaveBeenCalledWith({ date: '2026-12-04', reason: 'Staff training' });
    reason.blur();
  },
};
