import { Select, type SelectProps } from '../Select/Select';

/** The twelve hourly booking slots, 08:00 AM through 07:00 PM (spec section 9). */
export const timeSlots = [
  '08:00 AM',
  '09:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '01:00 PM',
  '02:00 PM',
  '03:00 PM',
  '04:00 PM',
  '05:00 PM',
  '06:00 PM',
  '07:00 PM',
] as const;
export type TimeSlot = (typeof timeSlots)[number];

const timeSlotOptions = timeSlots.map((slot) => ({ value: slot, label: slot }));

export interface TimeSlotSelectProps extends Omit<SelectProps<TimeSlot>, 'options' | 'label' | 'placeholder'> {
  /** @default 'Time' */
  label?: SelectProps<TimeSlot>['label'];
  /** @default 'Select a time' */
  placeholder?: string;
}

/** Chooses one of the twelve hourly slots; the value is the slot's text, e.g. '08:00 AM'. */
export function TimeSlotSelect({ label = 'Time', placeholder = 'Select a time', ...props }: TimeSlotSelectProps) {
  return <Select<TimeSlot> {...props} label={label} placeholder={placeholder} options={timeSlotOptions} />;
}
