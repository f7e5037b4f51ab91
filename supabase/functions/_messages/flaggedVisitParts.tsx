import { type MessageLocale, slotInDubai } from './format.ts';
import { Details } from './layout.tsx';
import { parseSeriesPart, type SeriesPart } from './seriesParts.tsx';
import { PayloadError, payloadReader } from './template.ts';

/** A visit of a series that cannot keep its time (`private.enqueue_visit_flagged`). */
export interface FlaggedVisit {
  name: string;
  service: string;
  address: string;
  phone?: string | undefined;
  email?: string | undefined;
  /** The visit's day and slot as the series would have them. */
  date: string;
  timeSlot: string;
  /** 'full', 'closed', 'outsideHours', 'tooSoon', 'past' or 'tooFar'. */
  reason: string;
  /** The nearest free slots. */
  suggestions: { date: string; timeSlot: string }[];
  series: SeriesPart;
  seriesId?: string | undefined;
  managePath?: string | undefined;
}

export function parseFlaggedVisit(kind: string, payload: Record<string, unknown>): FlaggedVisit {
  const read = payloadReader(kind, payload);
  const suggestions = payload.suggestions ?? [];
  if (!Array.isArray(suggestions)) throw new PayloadError(kind, 'suggestions');
  return {
    name: read.text('name'),
    service: read.text('service'),
    address: read.text('address'),
    phone: read.optionalText('phone'),
    email: read.optionalText('email'),
    date: read.text('date'),
    timeSlot: read.text('time_slot'),
    reason: read.text('reason'),
    suggestions: suggestions.map((item) => {
      const slot = payloadReader(kind, (item ?? {}) as Record<string, unknown>);
      return { date: slot.text('date'), timeSlot: slot.text('time_slot') };
    }),
    series: parseSeriesPart(kind, payload.series),
    seriesId: read.optionalText('series_id'),
    managePath: read.optionalText('manage_path'),
  };
}

const texts = {
  en: {
    reasons: {
      full: 'every team is already booked at that time',
      closed: 'we are closed that day',
    } as Record<string, string>,
    otherReason: 'that time can no longer be booked',
    caption: 'The nearest free times',
    option: (n: number) => `Option ${n}`,
  },
  ar: {
    reasons: {
      full: 'جميع فرقنا محجوزة في ذلك الوقت',
      closed: 'نحن مغلقون في ذلك اليوم',
    } as Record<string, string>,
    otherReason: 'لم يعد بالإمكان الحجز في ذلك الوقت',
    caption: 'أقرب الأوقات المتاحة',
    option: (n: number) => `الخيار ${n}`,
  },
} as const;

export const flagReason = (reason: string, locale: MessageLocale) =>
  texts[locale].reasons[reason] ?? texts[locale].otherReason;

export function Suggestions({ visit, locale }: { visit: FlaggedVisit; locale: MessageLocale }) {
  const t = texts[locale];
  if (visit.suggestions.length === 0) return null;
  return (
    <Details
      caption={t.caption}
      rows={visit.suggestions.map((slot, index) => [
        t.option(index + 1),
        slotInDubai(slot.date, slot.timeSlot, locale),
      ])}
    />
  );
}
