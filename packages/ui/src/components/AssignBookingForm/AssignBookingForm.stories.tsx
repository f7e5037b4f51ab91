import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storySlots } from '../private/adminStoryData';
import { AssignBookingForm } from './AssignBookingForm';

const onSubmit = fn();

const meta = {
  title: 'Admin/AssignBookingForm',
  component: AssignBookingForm,
  args: {
    value: { teamId: null, date: '2026-11-30', slot: '10:00 AM' },
    teams: [
      { value: 't1', label: 'Team Falcon' },
      { value: 't2', label: 'Team Oryx' },
    ],
    slots: storySlots,
    today: '2026-11-27',
    onSubmit,
  },
} satisfies Meta<typeof AssignBookingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the keyboard alone: the team, then the time, then Enter. */
export const AssignWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    const team = canvas.getByRole('combobox', { name: 'Team' });
    await expect(team).toHaveValue('none');
    await userEvent.selectOptions(team, 'Team Oryx');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time' }), '12:00 PM');
    await userEvent.click(canvas.getByRole('button', { name: 'Save team and time' }));
    await expect(onSubmit).toHaveBeenCalledWith({ teamId: 't2', date: '2026-11-30', slot: '12:00 PM' });
  },
};

/** Nothing changed: said, nothing sent. */
export const Unchanged: Story = {
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Save team and time' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose another team, day or time first.');
  },
};

/** The rules refused the move: the reason is announced and the choice stays. */
export const Refused: Story = {
  args: {
    value: { teamId: 't1', date: '2026-11-30', slot: '10:00 AM' },
    error: 'Team Oryx already has the SC-7K2M9Q job at 10:00 AM. Choose another team or time.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Team' }), 'Team Oryx');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose another team or time.');
    await expect(canvas.getByRole('combobox', { name: 'Team' })).toHaveValue('t2');
  },
};
