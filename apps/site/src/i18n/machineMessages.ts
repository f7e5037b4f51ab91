import { slotHour, type TimeSlot, timeSlots } from '@sparkle/company/booking';
import { dateTimeFormat } from '@sparkle/ui/intl';
import { currentLocale, intlLocale, localeTables } from './i18n';

/**
 * The texts the machines make (packages/machines/src/messages.ts: English, the product's words; the machines know
 * nothing of Lingui) in the page's language. Toasts, field errors and statuses pass through
 * `machineText` where the site shows them. On an English page it is the text itself; the translations are in
 * ./translateMachineText.ts, which comes with the Arabic catalogue (src/locales/ar.ts), so English pages never
 * load them.
 */

/** A slot's start ('08:00 AM') in the page's language: itself in English, '08:00 ص' in Arabic (as the time list). */
export function slotTime(slot: string): string {
  if (currentLocale() === 'en' || !(timeSlots as readonly string[]).includes(slot)) return slot;
  return hourTime(slotHour(slot as TimeSlot));
}

/** An hour of the day (0–24) as the page's language writes a slot's time: '08:00 AM', '08:00 ص'. */
export function hourTime(hour: number): string {
  const format = { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' } as const;
  return dateTimeFormat(intlLocale(), format).format(new Date(Date.UTC(2026, 0, 1, hour)));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The machines' short day ('Tue 1 Dec', formatBookingDay) in the page's language: itself in English,
 * 'الثلاثاء، 1 ديسمبر' in Arabic. The year is the nearest one whose date falls on that weekday.
 */
export function bookingDay(day: string): string {
  if (currentLocale() === 'en') return day;
  const [, weekday, date, month] = /^(\w{3}) (\d{1,2}) (\w{3})$/.exec(day) ?? [];
  const w = WEEKDAYS.indexOf(weekday ?? '');
  const m = MONTHS.indexOf(month ?? '');
  if (w < 0 || m < 0) return day;
  const thisYear = new Date().getUTCFullYear();
  const year = [thisYear, thisYear + 1, thisYear - 1].find(
    (y) => new Date(Date.UTC(y, m, Number(date))).getUTCDay() === w,
  );
  if (year === undefined) return day;
  return dateTimeFormat(intlLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m, Number(date))));
}

/**
 * A text of the machines (packages/machines/src/messages.ts) in the page's language; any other text (a
 * server's message, a name) as it is.
 */
export function machineText(english: string): string {
  return localeTables()?.machineText(english) ?? english;
}
