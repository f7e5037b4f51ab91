import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TimeSlotSelect, timeSlots } from './TimeSlotSelect';

const meta = {
  title: 'Forms/TimeSlotSelect',
  component: TimeSlotSelect,
  args: { name: 'timeSlot', onValueChange: fn() },
} satisfies Meta<typeof TimeSlotSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Time' });
    // The placeholder, then the twelve hourly slots from 08:00 AM to 07:00 PM.
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Select a time', ...timeSlots]);
    await expect(timeSlots).toHaveLength(12);
    await userEvent.selectOptions(select, '02:00 PM');
    await expect(select).toHaveValue('02:00 PM');
    await expect(args.onValueChange).toHaveBeenCalledWith('02:00 PM');
  },
};

export const Chosen: Story = {
  tags: ['screenshot'],
  args: { defaultValue: '10:00 AM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Time' })).toHaveDisplayValue('10:00 AM');
  },
};

export const WithError: Story = {
  args: { error: 'Please select a time slot', 'aria-required': true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Time' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Error: Please select a time slot');
  },
};
