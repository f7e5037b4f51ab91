import { addDays, dubaiDate, isoWeekday } from '@sparkle/company/booking';

/** The schedule's place in the URL (/admin?view=week&date=2026-12-02), so a reload or a shared link shows the same. */
export interface TodaySearch {
  view?: 'day' | 'week';
  /** A day of the period shown ('YYYY-MM-DD'); today in Dubai when absent. */
  date?: string;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function todaySearch(search: Record<string, unknown> | TodaySearch): TodaySearch {
  const raw = search as Record<string, unknown>;
  return {
    view: raw.view === 'week' ? 'week' : undefined,
    date: isDay(raw.date) ? raw.date : undefined,
  };
}

/** The days a view shows: the day itself, or its week from Monday (the UAE's working week starts on Monday). */
export function scheduleDays(view: 'day' | 'week', date: string): string[] {
  if (view === 'day') return [date];
  const monday = addDays(date, 1 - isoWeekday(date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Today in Dubai. */
export const todayInDubai = () => dubaiDate(Date.now());
