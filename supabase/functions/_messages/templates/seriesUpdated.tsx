import { contact } from '../../_shared/company.ts';
import { firstName, manageUrl } from '../bookingParts.tsx';
import { ltr } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph } from '../layout.tsx';
import { parseSeriesMessage, SeriesDetails, type SeriesMessage, SeriesVisits, seriesName } from '../seriesParts.tsx';
import { type EmailProps, type MessageTemplate, PayloadError } from '../template.ts';

type Change = 'changed' | 'paused' | 'resumed' | 'cancelled';
const changes: readonly Change[] = ['changed', 'paused', 'resumed', 'cancelled'];

interface SeriesUpdate extends SeriesMessage {
  change: Change;
}

const texts = {
  en: {
    subject: { changed: 'changed', paused: 'paused', resumed: 'resumed', cancelled: 'cancelled' },
    title: {
      changed: 'Your regular cleaning has a new day or time',
      paused: 'Your regular cleaning is paused',
      resumed: 'Your regular cleaning is back on',
      cancelled: 'Your regular cleaning is cancelled',
    },
    intro: {
      changed: (name: string) => `Hello ${name}, your regular cleaning now comes as below.`,
      paused: (name: string) =>
        `Hello ${name}, we will not come until the date below; your visits start again after it.`,
      resumed: (name: string) => `Hello ${name}, your regular cleaning continues: your coming visits are below.`,
      cancelled: (name: string) =>
        `Hello ${name}, your regular cleaning is cancelled and no more visits will be made. Thank you for having us.`,
    },
    manage: 'Manage your visits',
    whatsapp: (name: string, series: string, what: string, url: string) =>
      `Hello ${name}, your ${series} is ${what}.${url ? ` Details: ${url}` : ''} Questions: ${contact.phone}`,
  },
  ar: {
    subject: { changed: 'تم تغييره', paused: 'تم إيقافه مؤقتاً', resumed: 'تم استئنافه', cancelled: 'تم إلغاؤه' },
    title: {
      changed: 'لتنظيفك المنتظم يوم أو وقت جديد',
      paused: 'تم إيقاف تنظيفك المنتظم مؤقتاً',
      resumed: 'عاد تنظيفك المنتظم',
      cancelled: 'تم إلغاء تنظيفك المنتظم',
    },
    intro: {
      changed: (name: string) => `مرحباً ${name}، أصبح تنظيفك المنتظم كما يلي.`,
      paused: (name: string) => `مرحباً ${name}، لن نأتي حتى التاريخ أدناه، ثم تعود زياراتك.`,
      resumed: (name: string) => `مرحباً ${name}، يستمر تنظيفك المنتظم، وهذه زياراتك القادمة.`,
      cancelled: (name: string) => `مرحباً ${name}، تم إلغاء تنظيفك المنتظم ولن تكون هناك زيارات أخرى. شكراً لثقتك بنا.`,
    },
    manage: 'إدارة زياراتك',
    whatsapp: (name: string, series: string, what: string, url: string) =>
      `مرحباً ${name}، ${series}: ${what}.${url ? ` التفاصيل: ${url}` : ''} للاستفسار: ${contact.phone}`,
  },
} as const;

function SeriesUpdatedEmail({ payload, locale, context, frame }: EmailProps<SeriesUpdate>) {
  const t = texts[locale];
  const url = manageUrl(payload, context);
  const active = payload.change !== 'cancelled';
  return (
    <EmailLayout
      locale={locale}
      preview={`${seriesName(payload.series, locale)}: ${t.subject[payload.change]}`}
      title={t.title[payload.change]}
      frame={frame}
    >
      <Paragraph>{t.intro[payload.change](firstName(payload.name))}</Paragraph>
      <SeriesDetails series={payload.series} locale={locale} />
      {active ? <SeriesVisits visits={payload.visits} locale={locale} /> : null}
      {url && active ? <ActionButton href={url}>{t.manage}</ActionButton> : null}
    </EmailLayout>
  );
}

/** A whole series changed by its customer (or the office): new day or time, paused, resumed or cancelled. */
export const seriesUpdated: MessageTemplate<SeriesUpdate> = {
  kind: 'series_updated',
  audience: 'customer',
  parse: (payload) => {
    const change = payload.change as Change;
    if (!changes.includes(change)) throw new PayloadError('series_updated', 'change');
    return { ...parseSeriesMessage('series_updated', payload), change };
  },
  subject: (payload, locale) =>
    locale === 'ar'
      ? `${seriesName(payload.series, 'ar')}: ${texts.ar.subject[payload.change]}`
      : `Regular cleaning ${payload.series.reference} ${texts.en.subject[payload.change]}`,
  Email: SeriesUpdatedEmail,
  whatsapp: (payload, locale, context) => {
    const url = manageUrl(payload, context) ?? '';
    const name = firstName(payload.name);
    const what = texts[locale].subject[payload.change];
    return {
      text: texts[locale].whatsapp(name, seriesName(payload.series, locale), what, url),
      parameters: [name, ltr(payload.series.reference, locale), what, url || '-'],
    };
  },
};
