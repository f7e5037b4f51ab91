import { firstName } from '../bookingParts.tsx';
import { longDate, ltr, serviceName } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph, SmallPrint } from '../layout.tsx';
import { type EmailProps, type MessageTemplate, PayloadError, payloadReader, siteLink } from '../template.ts';

/** What the review request reads from its payload (written by the database, `private.review_request_payload`). */
export interface ReviewRequestMessage {
  firstName: string;
  reference: string;
  service: string;
  /** The appointment's Dubai date, 'YYYY-MM-DD'. */
  date: string;
  /** '/review/<token>' or '/ar/review/<token>': the private link, in the customer's language. */
  reviewPath: string;
  /** When the link stops working (ISO). */
  expiresAt?: string | undefined;
}

export function parseReviewRequest(payload: Record<string, unknown>): ReviewRequestMessage {
  const read = payloadReader('review_request', payload);
  const reviewPath = read.text('review_path');
  if (!/^(\/ar)?\/review\/[A-Za-z0-9_-]{16,200}$/.test(reviewPath))
    throw new PayloadError('review_request', 'review_path');
  const date = read.text('date');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new PayloadError('review_request', 'date');
  return {
    firstName: firstName(read.text('first_name')),
    reference: read.text('reference'),
    service: read.text('service'),
    date,
    reviewPath,
    expiresAt: read.optionalText('expires_at'),
  };
}

/** The day the link stops working, in Dubai ('Thursday, 31 December 2026'). */
function untilDay(expiresAt: string, locale: 'en' | 'ar'): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date(expiresAt));
  return longDate(day, locale);
}

const texts = {
  en: {
    subject: (m: ReviewRequestMessage) => `How was your ${serviceName(m.service, 'en')}?`,
    title: (m: ReviewRequestMessage) => `How did we do, ${m.firstName}?`,
    intro: (m: ReviewRequestMessage) =>
      `Our crew finished your ${serviceName(m.service, 'en')} (${m.reference}) on ${longDate(m.date, 'en')}. Would you tell us how it went? It takes a minute: a few stars and a few words, and a photo if you like.`,
    action: 'Review your cleaning',
    published: 'Once our team has read it, we publish your stars and words with your first name and community only.',
    until: (day: string) => `The link is yours alone and works until ${day}.`,
    whatsapp: (m: ReviewRequestMessage, url: string) =>
      `Hello ${m.firstName}, thank you for choosing us for your ${serviceName(m.service, 'en')} (${m.reference}). How did we do? Tell us in a minute: ${url}`,
  },
  ar: {
    subject: (m: ReviewRequestMessage) => `كيف كانت خدمة ${serviceName(m.service, 'ar')}؟`,
    title: (m: ReviewRequestMessage) => `كيف كان أداؤنا يا ${m.firstName}؟`,
    intro: (m: ReviewRequestMessage) =>
      `أنهى فريقنا خدمة ${serviceName(m.service, 'ar')} (${ltr(m.reference, 'ar')}) يوم ${longDate(m.date, 'ar')}. هل تخبرنا كيف كانت؟ لن يستغرق ذلك أكثر من دقيقة: بعض النجوم وبعض الكلمات، وصورة إن أحببت.`,
    action: 'قيّم خدمة التنظيف',
    published: 'بعد أن يقرأه فريقنا، ننشر نجومك وكلماتك مع اسمك الأول ومنطقتك فقط.',
    until: (day: string) => `هذا الرابط خاص بك ويعمل حتى ${day}.`,
    whatsapp: (m: ReviewRequestMessage, url: string) =>
      `مرحباً ${m.firstName}، شكراً لاختيارك خدمة ${serviceName(m.service, 'ar')} (${ltr(m.reference, 'ar')}). كيف كان أداؤنا؟ أخبرنا في دقيقة: ${url}`,
  },
} as const;

function ReviewRequestEmail({ payload, locale, context, frame }: EmailProps<ReviewRequestMessage>) {
  const t = texts[locale];
  return (
    <EmailLayout locale={locale} preview={t.subject(payload)} title={t.title(payload)} frame={frame}>
      <Paragraph>{t.intro(payload)}</Paragraph>
      <ActionButton href={siteLink(context, payload.reviewPath)}>{t.action}</ActionButton>
      <SmallPrint>{t.published}</SmallPrint>
      {payload.expiresAt ? <SmallPrint>{t.until(untilDay(payload.expiresAt, locale))}</SmallPrint> : null}
    </EmailLayout>
  );
}

/** Two hours after an admin marks the job done: the private link to review it. */
export const reviewRequest: MessageTemplate<ReviewRequestMessage> = {
  kind: 'review_request',
  audience: 'customer',
  parse: parseReviewRequest,
  subject: (payload, locale) => texts[locale].subject(payload),
  Email: ReviewRequestEmail,
  whatsapp: (payload, locale, context) => {
    const url = siteLink(context, payload.reviewPath);
    return {
      text: texts[locale].whatsapp(payload, url),
      parameters: [payload.firstName, serviceName(payload.service, locale), ltr(payload.reference, locale), url],
    };
  },
};
