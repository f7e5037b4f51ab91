import { contact } from '../../_shared/company.ts';
import { firstName } from '../bookingParts.tsx';
import { type FlaggedVisit, flagReason, parseFlaggedVisit, Suggestions } from '../flaggedVisitParts.tsx';
import { ltr, slotInDubai } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph } from '../layout.tsx';
import { SeriesDetails, seriesName } from '../seriesParts.tsx';
import { type EmailProps, type MessageTemplate, siteLink } from '../template.ts';

const texts = {
  en: {
    subject: (v: FlaggedVisit) =>
      `Your visit on ${slotInDubai(v.date, v.timeSlot, 'en')} needs a new time (${v.series.reference})`,
    title: 'One visit needs a new time',
    intro: (v: FlaggedVisit) =>
      `Hello ${firstName(v.name)}, your ${seriesName(v.series, 'en')} has a visit on ${slotInDubai(v.date, v.timeSlot, 'en')}, but ${flagReason(v.reason, 'en')}. We have kept the visit: choose another time, or our office will call you to agree one.`,
    choose: 'Choose another time',
    rest: 'Your other visits are not affected.',
    whatsapp: (v: FlaggedVisit, url: string) =>
      `Hello ${firstName(v.name)}, your visit on ${slotInDubai(v.date, v.timeSlot, 'en')} (${seriesName(v.series, 'en')}) needs a new time: ${flagReason(v.reason, 'en')}.${url ? ` Choose another: ${url}` : ''} Questions: ${contact.phone}`,
  },
  ar: {
    subject: (v: FlaggedVisit) =>
      `زيارتك في ${slotInDubai(v.date, v.timeSlot, 'ar')} تحتاج إلى موعد جديد (${v.series.reference})`,
    title: 'زيارة واحدة تحتاج إلى موعد جديد',
    intro: (v: FlaggedVisit) =>
      `مرحباً ${firstName(v.name)}، لديك في ${seriesName(v.series, 'ar')} زيارة في ${slotInDubai(v.date, v.timeSlot, 'ar')}، لكن ${flagReason(v.reason, 'ar')}. احتفظنا بالزيارة: اختر وقتاً آخر، أو سيتصل بك مكتبنا للاتفاق على موعد.`,
    choose: 'اختر وقتاً آخر',
    rest: 'زياراتك الأخرى لا تتأثر.',
    whatsapp: (v: FlaggedVisit, url: string) =>
      `مرحباً ${firstName(v.name)}، زيارتك في ${slotInDubai(v.date, v.timeSlot, 'ar')} (${seriesName(v.series, 'ar')}) تحتاج إلى موعد جديد: ${flagReason(v.reason, 'ar')}.${url ? ` اختر وقتاً آخر: ${url}` : ''} للاستفسار: ${contact.phone}`,
  },
} as const;

function SeriesVisitFlaggedEmail({ payload, locale, context, frame }: EmailProps<FlaggedVisit>) {
  const t = texts[locale];
  const url = payload.managePath ? siteLink(context, payload.managePath) : undefined;
  return (
    <EmailLayout locale={locale} preview={t.subject(payload)} title={t.title} frame={frame}>
      <Paragraph>{t.intro(payload)}</Paragraph>
      <Suggestions visit={payload} locale={locale} />
      {url ? <ActionButton href={url}>{t.choose}</ActionButton> : null}
      <SeriesDetails series={payload.series} locale={locale} />
      <Paragraph>{t.rest}</Paragraph>
    </EmailLayout>
  );
}

/** A visit of a series whose slot is full or closed: kept, and the customer told with the nearest free times. */
export const seriesVisitFlagged: MessageTemplate<FlaggedVisit> = {
  kind: 'series_visit_flagged',
  audience: 'customer',
  parse: (payload) => parseFlaggedVisit('series_visit_flagged', payload),
  subject: (payload, locale) => texts[locale].subject(payload),
  Email: SeriesVisitFlaggedEmail,
  whatsapp: (payload, locale, context) => {
    const url = payload.managePath ? siteLink(context, payload.managePath) : '';
    return {
      text: texts[locale].whatsapp(payload, url),
      parameters: [
        firstName(payload.name),
        ltr(payload.series.reference, locale),
        slotInDubai(payload.date, payload.timeSlot, locale),
        url || '-',
      ],
    };
  },
};
