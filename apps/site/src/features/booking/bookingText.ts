import { plural, t } from '@lingui/core/macro';
import {
  type BookingFrequency,
  bookingFrequencies,
  formatFils,
  frequencyDiscount,
  type PriceList,
  propertyKindOf,
  type SlotAvailability,
  type SlotUnavailableReason,
  slotAt,
  slotHour,
  type TimeSlot,
} from '@sparkle/company/booking';
import type { BookingService, BookingStatus, ManagedSeries, ManagedSeriesVisit } from '@sparkle/machines';
import { dateTimeFormat, numberFormat } from '@sparkle/ui/intl';
import { bookableServiceName } from '../../i18n/businessTexts';
import { currentLocale, intlLocale } from '../../i18n/i18n';
import { hourTime, slotTime } from '../../i18n/machineMessages';

/**
 * How the booking pages word what the booking rules and the database answer: slot reasons, statuses,
 * dates and times, sizes and extras, in the page's language (every text made when asked for).
 */

/** Why a slot cannot be chosen, as the time list shows and reads it next to the time. */
export function slotReasonLabel(reason: SlotUnavailableReason): string {
  switch (reason) {
    case 'full':
      return t`Fully booked`;
    case 'tooSoon':
      return t`Too soon`;
    case 'outsideHours':
      return t`Outside opening hours`;
    case 'closed':
      return t`Closed`;
    case 'past':
      return t`In the past`;
    case 'tooFar':
      return t`Too far ahead`;
  }
}

export function statusLabel(status: BookingStatus): string {
  switch (status) {
    case 'pending':
      return t`Awaiting confirmation`;
    case 'confirmed':
      return t`Confirmed`;
    case 'completed':
      return t`Completed`;
    case 'cancelled':
      return t`Cancelled`;
  }
}

export const statusTones = {
  pending: 'accent',
  confirmed: 'brand',
  completed: 'positive',
  cancelled: 'critical',
} as const satisfies Record<BookingStatus, string>;

/** A service's name in the page's language; an unknown value as it is. */
export function serviceName(service: BookingService | string): string {
  return bookableServiceName(service);
}

/**
 * 'Tuesday 1 December 2026', as the calendar names the day (the same in every browser: no comma); in Arabic,
 * Intl's 'الثلاثاء، 1 ديسمبر 2026'.
 */
export function longDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  if (currentLocale() !== 'en') {
    const format = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    return dateTimeFormat(intlLocale(), format).format(date);
  }
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(date);
  return `${part({ weekday: 'long' })} ${date.getUTCDate()} ${part({ month: 'long' })} ${date.getUTCFullYear()}`;
}

/** '10:00 AM – 12:00 PM': the slot's 2-hour block ('10:00 ص – 12:00 م' in Arabic). */
export function slotRange(slot: TimeSlot): string {
  const endHour = slotHour(slot) + 2;
  if (currentLocale() !== 'en') return `${slotTime(slot)} – ${hourTime(endHour)}`;
  const end =
    slotAt(endHour) ?? `${String(((endHour + 11) % 12) + 1).padStart(2, '0')}:00 ${endHour >= 12 ? 'PM' : 'AM'}`;
  return `${slot} – ${end}`;
}

/** Between the parts of an address or a list: ', ' ('، ' in Arabic). */
export const listSeparator = (): string => t({ message: ', ', comment: 'Between the items of a list (Arabic: "، ")' });

/** The slots of a day that cannot be chosen, with their reason's words. */
export function unavailableSlots(slots: readonly SlotAvailability[] | undefined): Partial<Record<TimeSlot, string>> {
  const unavailable: Partial<Record<TimeSlot, string>> = {};
  for (const { slot, reason } of slots ?? []) if (reason) unavailable[slot] = slotReasonLabel(reason);
  return unavailable;
}

/**
 * The price list's sizes and extras are stored with English labels (an admin may edit them): English pages
 * show the stored label, other languages the site's translation of the code, or the stored label for a code
 * the site does not know.
 */
const sizeLabels = (): Record<string, string> => ({
  studio: t`Studio`,
  '1br': t`1 bedroom`,
  '2br': t`2 bedrooms`,
  '3br': t`3 bedrooms`,
  '4br': t`4 bedrooms`,
  '5br': t`5 bedrooms`,
  'villa-3': t`Villa, 3 bedrooms`,
  'villa-4': t`Villa, 4 bedrooms`,
  'villa-5': t`Villa, 5+ bedrooms`,
  'office-s': t`Up to 1,000 sq ft`,
  'office-m': t`1,001–2,500 sq ft`,
  'office-l': t`2,501–5,000 sq ft`,
  'office-xl': t`5,001–10,000 sq ft`,
  item: t`Per item (rug, sofa seat, mattress)`,
});

const extraLabels = (): Record<string, string> => ({
  fridge: t`Inside the fridge`,
  oven: t`Inside the oven`,
  balcony: t`Balcony`,
  ironing: t`Ironing (1 hour)`,
  materials: t`We bring the cleaning materials`,
});

function translatedLabel(labels: () => Record<string, string>, code: string, stored: string): string {
  if (currentLocale() === 'en') return stored;
  return Object.hasOwn(labels(), code) ? (labels()[code] as string) : stored;
}

/** A size option's label in the page's language. */
export function sizeLabel(code: string, stored: string): string {
  return translatedLabel(sizeLabels, code, stored);
}

/** An extra's label in the page's language. */
export function extraLabel(code: string, stored: string): string {
  return translatedLabel(extraLabels, code, stored);
}

/** 'AED 50' ('AED 157.50'); in Arabic, Intl's AED ('50 د.إ.' between Arabic letter marks, @sparkle/ui/intl). */
export function money(fils: number): string {
  if (currentLocale() === 'en') return formatFils(fils);
  const whole = fils % 100 === 0;
  return numberFormat(intlLocale(), {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(fils / 100);
}

/** The size options of a service ('home' and 'office' kinds), from the price list. */
export function sizeOptions(list: PriceList, service: BookingService | '') {
  if (!service || propertyKindOf[service] === 'items') return [];
  return list.options
    .filter((o) => o.service === service)
    .map((o) => ({ value: o.code, label: sizeLabel(o.code, o.label) }));
}

/** The extras a service can have, each with its price: 'Inside the fridge' + 'AED 50'. */
export function extraOptions(list: PriceList, service: BookingService | '') {
  if (!service) return [];
  return list.extras
    .filter((e) => e.services.includes(service))
    .map((e) => ({ value: e.code, label: extraLabel(e.code, e.label), suffix: `+ ${money(e.price * 100)}` }));
}

/** How often a cleaning comes, in the page's language. */
export function frequencyName(frequency: BookingFrequency): string {
  switch (frequency) {
    case 'weekly':
      return t`Weekly`;
    case 'biweekly':
      return t`Every 2 weeks`;
    case 'fourweekly':
      return t`Every 4 weeks`;
    default:
      return t`One time`;
  }
}

/** The booking form's frequencies, each with the discount it gets from `list`: 'Weekly (15% off)'. */
export function frequencyOptions(list: PriceList) {
  return bookingFrequencies.map(({ value }) => {
    const percent = frequencyDiscount(list, value);
    const name = frequencyName(value);
    return { value, label: percent > 0 ? t`${name} (${percent}% off)` : name };
  });
}

/** What was booked, in words: '2 bedrooms', or '3 items'; with the extras. */
export function jobSummary(list: PriceList, service: BookingService, property: string, quantity: number): string {
  if (propertyKindOf[service] === 'items') return plural(quantity, { one: '# item', other: '# items' });
  const option = list.options.find((o) => o.service === service && o.code === property);
  return option ? sizeLabel(option.code, option.label) : property;
}

/** An ISO weekday (1 Monday … 7 Sunday) by name: 'Thursday', 'الخميس'. */
function weekdayName(isoWeekday: number): string {
  // 5 January 2026 was a Monday.
  const date = new Date(Date.UTC(2026, 0, 4 + isoWeekday));
  return dateTimeFormat(currentLocale() === 'en' ? 'en-GB' : intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** How often and when a series comes: 'Weekly on Thursday, 10:00 AM – 12:00 PM'. */
export function seriesSummary(series: ManagedSeries): string {
  const frequency = frequencyName(series.frequency);
  const weekday = weekdayName(series.weekday);
  const time = slotRange(series.timeSlot);
  return t({
    message: `${frequency} on ${weekday}, ${time}`,
    comment: 'e.g. "Weekly on Thursday, 10:00 AM – 12:00 PM"',
  });
}

/** What a change of the series' day and time did: 'From Thursday 10 December 2026 on: Weekly on Thursday, …'. */
export function seriesChangedNotice(series: ManagedSeries, from: string): string {
  const date = longDate(from);
  const summary = seriesSummary(series);
  return t({
    message: `Your visits from ${date} on have moved: ${summary}.`,
    comment:
      'After the day and time of a regular cleaning changed; summary e.g. "Weekly on Thursday, 10:00 AM – 12:00 PM"',
  });
}

/** A series' state when it is not simply going on: cancelled, or paused until a date. */
export function seriesStatus(series: ManagedSeries): { label: string; tone: 'critical' | 'accent' } | undefined {
  if (series.status === 'cancelled') return { label: t`Cancelled`, tone: 'critical' };
  if (series.pausedUntil) {
    const until = longDate(series.pausedUntil);
    return { label: t`Paused until ${until}`, tone: 'accent' };
  }
  return undefined;
}

/** A visit of a series as its list shows it: its state, a tone, and why a flagged one needs a new time. */
export function seriesVisitState(visit: ManagedSeriesVisit): {
  state: string;
  tone: 'neutral' | 'accent' | 'brand' | 'positive' | 'critical';
  note?: string;
} {
  switch (visit.state) {
    case 'booked':
      return visit.status
        ? { state: statusLabel(visit.status), tone: statusTones[visit.status] }
        : { state: t`Booked`, tone: 'brand' };
    case 'flagged':
      return {
        state: t`Needs a new time`,
        tone: 'critical',
        note:
          visit.flagReason === 'full'
            ? t`The slot is fully booked. We will call you with the nearest free time.`
            : visit.flagReason === 'closed'
              ? t`We are closed that day. We will call you with the nearest free time.`
              : t`This time cannot be booked. We will call you with the nearest free time.`,
      };
    case 'skipped':
      return { state: t`Skipped`, tone: 'neutral' };
    case 'paused':
      return { state: t`Paused`, tone: 'neutral' };
    default:
      return { state: t`Cancelled`, tone: 'critical' };
  }
}
