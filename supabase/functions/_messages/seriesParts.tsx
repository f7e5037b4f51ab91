import { bookingFrequencies } from '../_shared/booking.ts';
import { type BookingMessage, parseBooking } from './bookingParts.tsx';
import { longDate, ltr, type MessageLocale, slotInDubai } from './format.ts';
import { Details } from './layout.tsx';
import { PayloadError, payloadReader } from './template.ts';

/** A series as its messages name it (`private.series_message_part`). */
export interface SeriesPart {
  reference: string;
  frequency: string;
  /** ISO weekday of its visits, 1 (Monday) to 7. */
  weekday: number;
  timeSlot: string;
  discountPercent?: number | undefined;
  pausedUntil?: string | undefined;
}

/** One visit of a series as its messages list it (`private.series_message_visits`). */
export interface SeriesVisit {
  date: string;
  timeSlot: string;
  /** 'booked', 'flagged', 'skipped', 'paused' or 'cancelled'. */
  state: string;
}

/** A series' message about its first visit and the series: the booking's facts, the series and its visits. */
export interface SeriesMessage extends BookingMessage {
  series: SeriesPart;
  visits: SeriesVisit[];
}

const record = (kind: string, field: string, value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new PayloadError(kind, field);
  return value as Record<string, unknown>;
};

export function parseSeriesPart(kind: string, value: unknown): SeriesPart {
  const read = payloadReader(kind, record(kind, 'series', value));
  const weekday = read.amount('weekday');
  if (weekday === undefined || weekday < 1 || weekday > 7) throw new PayloadError(kind, 'series.weekday');
  return {
    reference: read.text('reference'),
    frequency: read.text('frequency'),
    weekday,
    timeSlot: read.text('time_slot'),
    discountPercent: read.amount('discount_percent'),
    pausedUntil: read.optionalText('paused_until'),
  };
}

export function parseSeriesVisits(kind: string, value: unknown): SeriesVisit[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new PayloadError(kind, 'visits');
  return value.map((item) => {
    const read = payloadReader(kind, record(kind, 'visits', item));
    return { date: read.text('date'), timeSlot: read.text('time_slot'), state: read.text('state') };
  });
}

export function parseSeriesMessage(kind: string, payload: Record<string, unknown>): SeriesMessage {
  return {
    ...parseBooking(kind, payload),
    series: parseSeriesPart(kind, payload.series),
    visits: parseSeriesVisits(kind, payload.visits),
  };
}

const frequencyNames: Record<MessageLocale, Record<string, string>> = {
  en: Object.fromEntries(bookingFrequencies.map((frequency) => [frequency.value, frequency.label])),
  ar: { once: 'مرة واحدة', weekly: 'أسبوعياً', biweekly: 'كل أسبوعين', fourweekly: 'كل 4 أسابيع' },
};

const weekdayNames: Record<MessageLocale, readonly string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ar: ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'],
};

export const frequencyName = (frequency: string, locale: MessageLocale) =>
  frequencyNames[locale][frequency] ?? frequency;

const seriesTexts = {
  en: {
    caption: 'Your regular cleaning',
    series: 'Series',
    how: 'How often',
    pattern: (s: SeriesPart) => `${frequencyName(s.frequency, 'en')}, ${weekdayNames.en[s.weekday - 1]}s`,
    discount: 'Discount',
    discountLine: (percent: number) => `${percent}% off every visit, before VAT`,
    pausedUntil: 'Paused until',
    visitsCaption: 'Coming visits',
    states: {
      booked: 'Booked',
      flagged: 'Needs a new time',
      skipped: 'Skipped',
      paused: 'Paused',
      cancelled: 'Cancelled',
    } as Record<string, string>,
    name: (s: SeriesPart) => `regular cleaning ${s.reference}`,
  },
  ar: {
    caption: 'تنظيفك المنتظم',
    series: 'السلسلة',
    how: 'التكرار',
    pattern: (s: SeriesPart) => `${frequencyName(s.frequency, 'ar')}، يوم ${weekdayNames.ar[s.weekday - 1]}`,
    discount: 'الخصم',
    discountLine: (percent: number) => `خصم ${percent}٪ على كل زيارة قبل الضريبة`,
    pausedUntil: 'متوقفة حتى',
    visitsCaption: 'الزيارات القادمة',
    states: {
      booked: 'محجوزة',
      flagged: 'تحتاج إلى موعد جديد',
      skipped: 'تم تخطيها',
      paused: 'متوقفة',
      cancelled: 'ملغاة',
    } as Record<string, string>,
    name: (s: SeriesPart) => `التنظيف المنتظم ${ltr(s.reference, 'ar')}`,
  },
} as const;

/** 'regular cleaning SC-…' / 'التنظيف المنتظم SC-…': how a message names the series. */
export const seriesName = (series: SeriesPart, locale: MessageLocale) => seriesTexts[locale].name(series);

/** The series: its reference, how often and on which day, its discount, a pause. */
export function SeriesDetails({ series, locale }: { series: SeriesPart; locale: MessageLocale }) {
  const t = seriesTexts[locale];
  const rows: [string, string][] = [
    [t.series, ltr(series.reference, locale)],
    [t.how, t.pattern(series)],
    ...(series.discountPercent ? ([[t.discount, t.discountLine(series.discountPercent)]] as [string, string][]) : []),
    ...(series.pausedUntil ? ([[t.pausedUntil, longDate(series.pausedUntil, locale)]] as [string, string][]) : []),
  ];
  return <Details caption={t.caption} rows={rows} />;
}

/** The series' visits from today on, each with its state. */
export function SeriesVisits({ visits, locale }: { visits: readonly SeriesVisit[]; locale: MessageLocale }) {
  const t = seriesTexts[locale];
  if (visits.length === 0) return null;
  return (
    <Details
      caption={t.visitsCaption}
      rows={visits.map((visit) => [
        slotInDubai(visit.date, visit.timeSlot, locale),
        t.states[visit.state] ?? visit.state,
      ])}
    />
  );
}
