import { contact } from '../../_shared/company.ts';
import { BookingDetails, calendarAttachment, firstName, manageUrl, priceLine } from '../bookingParts.tsx';
import { ltr, slotInDubai } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph, SmallPrint } from '../layout.tsx';
import {
  frequencyName,
  parseSeriesMessage,
  SeriesDetails,
  type SeriesMessage,
  SeriesVisits,
  seriesName,
} from '../seriesParts.tsx';
import type { EmailProps, MessageTemplate } from '../template.ts';

const texts = {
  en: {
    subject: (m: SeriesMessage) =>
      `Regular cleaning ${m.series.reference} booked: ${frequencyName(m.series.frequency, 'en')}, from ${slotInDubai(m.date, m.timeSlot, 'en')}`,
    title: 'Your regular cleaning is booked',
    intro: (m: SeriesMessage) =>
      `Hello ${firstName(m.name)}, thank you for booking ${seriesName(m.series, 'en')}. Here is your first visit, and the ones after it.`,
    manage: 'Manage your visits',
    rule: 'You can skip or move a visit, pause or cancel the series up to 24 hours before a visit.',
    calendar: 'The first visit is attached as a calendar file (.ics).',
    whatsapp: (m: SeriesMessage, slot: string, url: string) =>
      `Hello ${firstName(m.name)}, your ${seriesName(m.series, 'en')} (${frequencyName(m.series.frequency, 'en')}) is booked. First visit: ${slot}.${url ? ` Manage it: ${url}` : ''} Questions: ${contact.phone}`,
  },
  ar: {
    subject: (m: SeriesMessage) =>
      `تم حجز التنظيف المنتظم ${m.series.reference}: ${frequencyName(m.series.frequency, 'ar')}، ابتداءً من ${slotInDubai(m.date, m.timeSlot, 'ar')}`,
    title: 'تم حجز تنظيفك المنتظم',
    intro: (m: SeriesMessage) =>
      `مرحباً ${firstName(m.name)}، شكراً لحجزك ${seriesName(m.series, 'ar')}. هذه زيارتك الأولى والزيارات التي تليها.`,
    manage: 'إدارة زياراتك',
    rule: 'يمكنك تخطي زيارة أو نقلها، أو إيقاف السلسلة مؤقتاً أو إلغاؤها حتى 24 ساعة قبل الزيارة.',
    calendar: 'أرفقنا الزيارة الأولى كملف تقويم (.ics).',
    whatsapp: (m: SeriesMessage, slot: string, url: string) =>
      `مرحباً ${firstName(m.name)}، تم حجز ${seriesName(m.series, 'ar')} (${frequencyName(m.series.frequency, 'ar')}). الزيارة الأولى: ${slot}.${url ? ` لإدارتها: ${url}` : ''} للاستفسار: ${contact.phone}`,
  },
} as const;

function SeriesConfirmationEmail({ payload, locale, context, frame }: EmailProps<SeriesMessage>) {
  const t = texts[locale];
  const url = manageUrl(payload, context);
  return (
    <EmailLayout locale={locale} preview={t.subject(payload)} title={t.title} frame={frame}>
      <Paragraph>{t.intro(payload)}</Paragraph>
      <BookingDetails booking={payload} locale={locale} />
      <SeriesDetails series={payload.series} locale={locale} />
      <SeriesVisits visits={payload.visits} locale={locale} />
      {url ? <ActionButton href={url}>{t.manage}</ActionButton> : null}
      <Paragraph>{t.rule}</Paragraph>
      <SmallPrint>{t.calendar}</SmallPrint>
    </EmailLayout>
  );
}

/** A regular cleaning booked: the series, its first visit with its price and its coming visits, with the manage link. */
export const seriesConfirmation: MessageTemplate<SeriesMessage> = {
  kind: 'series_confirmation',
  audience: 'customer',
  parse: (payload) => parseSeriesMessage('series_confirmation', payload),
  subject: (payload, locale) => texts[locale].subject(payload),
  Email: SeriesConfirmationEmail,
  attachments: (payload, locale, context) => [calendarAttachment(payload, locale, context)],
  whatsapp: (payload, locale, context) => {
    const slot = slotInDubai(payload.date, payload.timeSlot, locale);
    const url = manageUrl(payload, context) ?? '';
    return {
      text: texts[locale].whatsapp(payload, slot, url),
      parameters: [
        firstName(payload.name),
        ltr(payload.series.reference, locale),
        frequencyName(payload.series.frequency, locale),
        slot,
        priceLine(payload, locale) ?? '-',
        url || '-',
      ],
    };
  },
};
