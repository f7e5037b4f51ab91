/**
 * Calendar arithmetic on ISO dates ('YYYY-MM-DD'). A booking date is a calendar day, not an instant, so
 * every computation runs on UTC midnights and every format call uses `timeZone: 'UTC'`: the result is the
 * same whatever the visitor's (or the test runner's) time zone and locale.
 */

import { dateTimeFormat } from '../../intl';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 0 = Sunday … 6 = Saturday, as `Date#getUTCDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** True for a well-formed ISO date that exists ('2026-02-30' is not one). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value) return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = fromIso(value);
  return toIso(date) === value;
}

export function fromIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

export function toIso(date: Date): string {
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(iso: string, days: number): string {
  const date = fromIso(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** Same day of another month, clamped to that month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = fromIso(iso);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return toIso(target);
}

export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function endOfMonth(iso: string): string {
  return addDays(addMonths(startOfMonth(iso), 1), -1);
}

export function weekday(iso: string): Weekday {
  return fromIso(iso).getUTCDay() as Weekday;
}

export function startOfWeek(iso: string, weekStartsOn: Weekday): string {
  return addDays(iso, -((weekday(iso) - weekStartsOn + 7) % 7));
}

export function endOfWeek(iso: string, weekStartsOn: Weekday): string {
  return addDays(startOfWeek(iso, weekStartsOn), 6);
}

/** ISO dates compare as strings. */
export function clampDate(iso: string, min: string | undefined, max: string | undefined): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

/** The weeks of the month holding `iso`: rows of seven ISO dates, `null` for days of other months. */
export function monthGrid(iso: string, weekStartsOn: Weekday): (string | null)[][] {
  const first = startOfMonth(iso);
  const last = endOfMonth(iso);
  const weeks: (string | null)[][] = [];
  let day = startOfWeek(first, weekStartsOn);
  while (day <= last) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day >= first && day <= last ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** Today's calendar date in a time zone; the business runs on Dubai time. */
export function todayIn(timeZone = 'Asia/Dubai', now: Date = new Date()): string {
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, part) => {
      acc[part.type] = part.value;
      return acc;
    }, {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' });
}

/**
 * The locales the site speaks: English and Arabic as written in the UAE. Their calendars start the week on
 * Monday: CLDR (Intl.Locale#getWeekInfo) gives firstDay 1 and a Saturday–Sunday weekend for both, as the UAE's
 * working week has run Monday to Friday since 2022 (older CLDR data, before that change, said Saturday).
 */
export const uaeWeekStartsOn: Weekday = 1;

/** The day of the month in the locale's digits ('22'; '٢٢' where a locale writes Arabic-Indic digits). */
export function formatDayNumber(iso: string, locale = 'en-GB'): string {
  return formatter(locale, { day: 'numeric' }).format(fromIso(iso));
}

function formatYear(iso: string, locale: string): string {
  return formatter(locale, { year: 'numeric' }).format(fromIso(iso));
}

/**
 * 'Sunday 22 November 2026' in en-GB, 'الأحد 22 نوفمبر 2026' in ar-AE. Composed from its parts, so the text does
 * not depend on the ICU version's choice of commas; each part (digits included) is the locale's own.
 */
export function formatLongDate(iso: string, locale = 'en-GB'): string {
  const weekdayName = formatter(locale, { weekday: 'long' }).format(fromIso(iso));
  return `${weekdayName} ${formatDayMonthYear(iso, locale)}`;
}

/** '22 November 2026' in en-GB. */
export function formatDayMonthYear(iso: string, locale = 'en-GB'): string {
  const month = formatter(locale, { month: 'long' }).format(fromIso(iso));
  return `${formatDayNumber(iso, locale)} ${month} ${formatYear(iso, locale)}`;
}

/** 'November 2026'. */
export function formatMonthYear(iso: string, locale = 'en-GB'): string {
  return `${formatter(locale, { month: 'long' }).format(fromIso(iso))} ${formatYear(iso, locale)}`;
}

/**
 * Weekday names in display order: `short` for the column headers, `long` for screen readers. A locale that has
 * no abbreviations (Arabic's short names are the full ones, too wide for a day's column) gets its narrow names
 * in the headers instead ('ن', 'ث', … in ar-AE).
 */
export function weekdayNames(weekStartsOn: Weekday, locale = 'en-GB'): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  const dates = Array.from({ length: 7 }, (_, i) => fromIso(`2023-01-0${1 + ((weekStartsOn + i) % 7)}`));
  const names = (weekday: 'narrow' | 'short' | 'long') =>
    dates.map((date) => formatter(locale, { weekday }).format(date));
  const long = names('long');
  const abbreviated = names('short');
  const short = abbreviated.every((name, i) => name === long[i]) ? names('narrow') : abbreviated;
  return long.map((name, i) => ({ short: short[i] ?? name, long: name }));
}
