/** Dates and sizes as the dashboard shows them: Dubai time, British day-month order (the company's own). */

const timestampFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
});

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-03-02T05:14:00Z` → `{ dateTime, label: '2 Mar 2026, 09:14' }`, for InboxItem's `time`. */
export function timestamp(iso: string): { dateTime: string; label: string } {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? { dateTime: iso, label: iso }
    : { dateTime: iso, label: timestampFormat.format(date) };
}

/** A booking's calendar day (`YYYY-MM-DD`, no time zone) → 'Fri, 6 Mar 2026'. */
export function bookingDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
