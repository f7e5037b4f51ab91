import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SeriesPanel } from './SeriesPanel';

const onSkip = fn();
const onPlace = fn();
const onCancel = fn();

const meta = {
  title: 'Admin/SeriesPanel',
  component: SeriesPanel,
  args: {
    reference: 'SR-4KQ7',
    frequency: 'Weekly',
    discount: '15%',
    state: 'Active',
    canCancel: true,
    onSkip,
    onPlace,
    onCancel,
    link: <a href="/admin/bookings?series=1">All visits of this series</a>,
    visits: [
      {
        id: '2026-12-01',
        when: 'Tue 1 Dec, 10:00 AM – 12:00 PM',
        state: 'Booked',
        tone: 'brand',
        canChange: true,
        current: true,
      },
      { id: '2026-12-08', when: 'Tue 8 Dec, 10:00 AM – 12:00 PM', state: 'Skipped', canChange: false },
      {
        id: '2026-12-15',
        when: 'Tue 15 Dec, 10:00 AM – 12:00 PM',
        state: 'Needs a slot',
        tone: 'critical',
        flagged: 'The slot is full. Nearest free slots:',
        suggestions: [
          { value: '2026-12-15|12:00 PM', label: 'Tue 15 Dec, 12:00 PM' },
          { value: '2026-12-16|10:00 AM', label: 'Wed 16 Dec, 10:00 AM' },
        ],
        canChange: true,
      },
    ],
  },
} satisfies Meta<typeof SeriesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Skip a visit, place a flagged one at a suggested slot, and cancel the series only after the question. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    onSkip.mockClear();
    onPlace.mockClear();
    onCancel.mockClear();
    await expect(canvas.getByRole('heading', { name: 'Regular cleaning' })).toBeVisible();
    await expect(canvas.getByText('Weekly')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip visit (Tue 1 Dec, 10:00 AM – 12:00 PM)' }));
    await expect(onSkip).toHaveBeenCalledWith('2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Place on Wed 16 Dec, 10:00 AM' }));
    await expect(onPlace).toHaveBeenCalledWith('2026-12-15', '2026-12-16|10:00 AM');

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the series' }));
    await expect(canvas.getByText('Cancel this series and all its visits from today on?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Cancel the series' })).toHaveFocus();
    await expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the series' }));
    await userEvent.click(canvas.getByRole('group').querySelector('button') as HTMLButtonElement);
    await expect(onCancel).toHaveBeenCalledOnce();
  },
};

/** A refusal in the database's words, while nothing runs; a cancelled series offers no actions. */
export const CancelledWithError: Story = {
  args: {
    state: 'Cancelled',
    canCancel: false,
    error: 'This visit cannot be changed any more',
    visits: [{ id: '2026-12-01', when: 'Tue 1 Dec, 10:00 AM – 12:00 PM', state: 'Cancelled', canChange: false }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This visit cannot be changed any more');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A skip under way: its button says so and the others wait. */
export const Pending: Story = {
  args: { pending: { action: 'skip', visitId: '2026-12-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel the series' })).toBeDisabled();
  },
};
