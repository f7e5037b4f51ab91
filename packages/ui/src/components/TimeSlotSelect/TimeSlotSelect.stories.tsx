import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTimeSlots as timeSlots } from '../private/bookingStoryData';
import { TimeSlotSelect } from './TimeSlotSelect';

const meta = {
  title: 'Forms/TimeSlotSelect',
  component: TimeSlotSelect,
  args: { name: 'timeSlot', slots: timeSlots, onValueChange: fn() },
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

/** Fixture: a Sunday (open 9:00 AM–5:00 PM) seen at 8:30 AM, with the 11:00 AM and 12:00 PM blocks taken. */
const sundayUnavailable = {
  '08:00 AM': 'Outside opening hours',
  '09:00 AM': 'Too soon',
  '10:00 AM': 'Too soon',
  '11:00 AM': 'Fully booked',
  '12:00 PM': 'Fully booked',
  '04:00 PM': 'Outside opening hours',
  '05:00 PM': 'Outside opening hours',
  '06:00 PM': 'Outside opening hours',
  '07:00 PM': 'Outside opening hours',
} as const;

/** Slots that cannot be booked stay listed, disabled, with the reason in their text (and so in their name). */
export const Unavailable: Story = {
  args: { unavailable: sundayUnavailable },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Time' });
    const full = canvas.getByRole('option', { name: '11:00 AM (Fully booked)' });
    await expect(full).toBeDisabled();
    await expect(canvas.getByRole('option', { name: '09:00 AM (Too soon)' })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: '07:00 PM (Outside opening hours)' })).toBeDisabled();
    // The free ones look and read as before.
    await expect(canvas.getByRole('option', { name: '01:00 PM' })).toBeEnabled();
    await expect(
      canvas.getAllByRole('option').filter((option) => !(option as HTMLOptionElement).disabled),
    ).toHaveLength(1 + 3);
    // Choosing a disabled slot does nothing; a free one is chosen as usual.
    await userEvent.selectOptions(select, '11:00 AM');
    await expect(select).toHaveValue('');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, '01:00 PM');
    await expect(select).toHaveValue('01:00 PM');
    await expect(args.onValueChange).toHaveBeenCalledWith('01:00 PM');
  },
};

/** A slot chosen earlier that has since been taken: it shows why, with the form's error under it. */
export const ChosenSlotTaken: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    value: '11:00 AM',
    unavailable: sundayUnavailable,
    error: 'Sorry, 11:00 AM was just booked. Free slots: 01:00 PM, 02:00 PM.',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Time' });
    await expect(select).toHaveDisplayValue('11:00 AM (Fully booked)');
    await expect(select).toHaveAccessibleDescription(
      'Error: Sorry, 11:00 AM was just booked. Free slots: 01:00 PM, 02:00 PM.',
    );
  },
};
