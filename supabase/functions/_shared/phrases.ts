/**
 * How the facts are written in each language the site speaks (`@sparkle/company/phrases`): amounts, times of day,
 * dates, lists and counted nouns, for the FAQ and the chat assistant. Written out by hand rather than through `Intl`:
 * a function instance makes its first `Intl` formatter in tens of milliseconds, and the answers must read the same on
 * every runtime. Amounts and times read as on the site: 'AED 420' and '10:00 AM' in English, '420 درهم' and
 * '10:00 ص' in Arabic, with Western digits as the UAE writes Arabic.
 */
import { monthNamesAr, weekdayNamesAr } from './arabic.ts';
import { isoWeekday, slotHour, type TimeSlot } from './booking.ts';

export type Locale = 'en' | 'ar';

const grouped = (value: number, fractionDigits: number) => {
  const [whole, fraction] = value.toFixed(fractionDigits).split('.');
  const withCommas = (whole as string).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${withCommas}.${fraction}` : withCommas;
};

/** A whole number grouped by thousands: '15,000'. */
export const count = (value: number): string => grouped(value, 0);

/** An amount in dirhams: 'AED 1,050' / 'AED 157.50'; '1,050 درهم'. */
export function aed(amount: number, locale: Locale): string {
  const text = grouped(amount, Number.isInteger(amount) ? 0 : 2);
  return locale === 'ar' ? `${text} درهم` : `AED ${text}`;
}

/** An amount in fils (1/100 AED), as `aed`. */
export const fils = (value: number, locale: Locale): string => aed(value / 100, locale);

/** A whole hour of the day (0–24): '8:00 AM', '1:00 PM'; '8:00 ص', '1:00 م'. */
export function hourOfDay(hour: number, locale: Locale): string {
  const h = hour % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  const morning = h < 12;
  if (locale === 'ar') return `${twelve}:00 ${morning ? 'ص' : 'م'}`;
  return `${twelve}:00 ${morning ? 'AM' : 'PM'}`;
}

/** A booking slot: '10:00 AM' (the stored value) in English, '10:00 ص' in Arabic. */
export function slotText(slot: TimeSlot, locale: Locale): string {
  return locale === 'en' ? slot : hourOfDay(slotHour(slot), locale);
}

const weekdaysEn = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const monthsEn = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A weekday by ISO number (1 Monday … 7 Sunday). */
export function weekdayName(weekday: number, locale: Locale): string {
  return (locale === 'ar' ? weekdayNamesAr : weekdaysEn)[weekday - 1] as string;
}

/** A Dubai date `YYYY-MM-DD` in words: 'Saturday 28 November'; 'السبت 28 نوفمبر'. */
export function dateText(date: string, locale: Locale): string {
  const [, month, day] = date.split('-').map(Number);
  const months = locale === 'ar' ? monthNamesAr : monthsEn;
  return `${weekdayName(isoWeekday(date), locale)} ${day} ${months[(month as number) - 1]}`;
}

/** 'a, b and c'; 'أ، ب و ج'. */
export function list(items: readonly string[], locale: Locale, conjunction: 'and' | 'or' = 'and'): string {
  const word = locale === 'ar' ? (conjunction === 'and' ? 'و' : 'أو') : conjunction;
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).join(locale === 'ar' ? '، ' : ', ');
  return `${head} ${word} ${items[items.length - 1]}`;
}

/** A number of hours: '24 hours', '2 hours'; '24 ساعة', 'ساعتان'. */
export function hours(count: number, locale: Locale): string {
  if (locale === 'en') return count === 1 ? '1 hour' : `${count} hours`;
  if (count === 1) return 'ساعة واحدة';
  if (count === 2) return 'ساعتان';
  return count <= 10 ? `${count} ساعات` : `${count} ساعة`;
}

/** A number of days: '60 days'; '60 يومًا'. */
export function days(count: number, locale: Locale): string {
  if (locale === 'en') return count === 1 ? '1 day' : `${count} days`;
  if (count === 1) return 'يوم واحد';
  if (count === 2) return 'يومان';
  return count <= 10 ? `${count} أيام` : `${count} يومًا`;
}

/** A number of items (rugs, sofa seats, mattresses): '3 items'; '3 قطع'. */
export function items(count: number, locale: Locale): string {
  if (locale === 'en') return count === 1 ? '1 item' : `${count} items`;
  if (count === 1) return 'قطعة واحدة';
  if (count === 2) return 'قطعتان';
  return count <= 10 ? `${count} قطع` : `${count} قطعة`;
}
