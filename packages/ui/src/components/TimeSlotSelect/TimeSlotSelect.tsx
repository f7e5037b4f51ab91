import { dateTimeFormat } from '../../intl';
import { useUiLocale } from '../Link/LinkProvider';
import { Select, type SelectProps } from '../Select/Select';

/**
 * A booking slot as the booking stores it: its start on a 12-hour clock, '08:00 AM'. Which slots there are is the
 * booking rules' business: they come in through the `slots` prop.
 */
export type TimeSlot = string;

export interface TimeSlotSelectProps extends Omit<SelectProps<TimeSlot>, 'options' | 'label' | 'placeholder'> {
  /** The slots to choose from, in order ('08:00 AM' … '07:00 PM'): the booking rules' hourly slots. */
  slots: readonly TimeSlot[];
  /** @default 'Time' */
  label?: SelectProps<TimeSlot>['label'];
  /** @default 'Select a time' */
  placeholder?: string;
  /**
   * The slots that cannot be booked, each with the reason people read and hear ('Fully booked', 'Too soon',
   * 'Outside opening hours'). Such a slot stays in the list, in its place, but is disabled: neither the mouse
   * nor the keyboard can choose it, and its option reads '10:00 AM (Fully booked)'.
   */
  unavailable?: Partial<Record<TimeSlot, string>>;
  /**
   * Language of the times shown ('ar-AE': '08:00 ص'). The values stay the slots' English text ('08:00 AM'), which
   * is what the booking stores. `UiProvider`'s locale by default; without any the options read as the values.
   */
  locale?: string;
}

/**
 * A slot as the locale writes a time on a 12-hour clock with two-digit hours ('08:00 ص' in ar-AE, '08:00 AM' in
 * en-AE); the slot's own text without a locale.
 */
export function formatTimeSlot(slot: TimeSlot, locale?: string): string {
  if (!locale) return slot;
  const [, hh = '0', mm = '0', half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(slot) ?? [];
  const hours = (Number(hh) % 12) + (half === 'PM' ? 12 : 0);
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 1, hours, Number(mm))),
  );
}

/** The text of a slot's option: the slot, then why it cannot be booked if it cannot. */
export function timeSlotOptionLabel(slot: TimeSlot, reason: string | undefined, locale?: string): string {
  const time = formatTimeSlot(slot, locale);
  return reason ? `${time} (${reason})` : time;
}

/**
 * Chooses one of the booking's hourly slots (`slots`); the value is the slot's text, e.g. '08:00 AM'. A native select, so
 * an unavailable slot is a disabled `<option>`: every browser skips it on arrow keys, type-ahead and clicks.
 */
export function TimeSlotSelect({
  slots,
  label = 'Time',
  placeholder = 'Select a time',
  unavailable,
  locale: localeProp,
  ...props
}: TimeSlotSelectProps) {
  const uiLocale = useUiLocale();
  const locale = localeProp ?? uiLocale;
  const options = slots.map((slot) => {
    const reason = unavailable?.[slot];
    return { value: slot, label: timeSlotOptionLabel(slot, reason, locale), disabled: Boolean(reason) };
  });
  return <Select<TimeSlot> {...props} label={label} placeholder={placeholder} options={options} />;
}
