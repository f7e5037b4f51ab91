import { contact } from '../../_shared/company.ts';
import {
  BookingDetails,
  type BookingMessage,
  calendarAttachment,
  firstName,
  manageUrl,
  parseBooking,
} from '../bookingParts.tsx';
import { ltr, serviceName, slotInDubai } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph, SmallPrint } from '../layout.tsx';
import type { EmailProps, MessageTemplate } from '../template.ts';

const texts = {
  en: {
    subject: (b: BookingMessage) => `Booking ${b.reference} moved to ${slotInDubai(b.date, b.timeSlot, 'en')}`,
    title: 'Your booking has a new time',
    intro: (b: BookingMessage) => `Hello ${firstName(b.name)}, your booking now takes place at the time below.`,
    manage: 'Manage your booking',
    calendar: 'The updated calendar file (.ics) is attached.',
    whatsapp: (b: BookingMessage, slot: string, url: string) =>
      `Hello ${firstName(b.name)}, your booking ${b.reference} (${serviceName(b.service, 'en')}) is now on ${slot}.${url ? ` Manage it: ${url}` : ''} Questions: ${contact.phone}`,
  },
  ar: {
    subject: (b: BookingMessage) => `تم نقل الحجز ${b.reference} إلى ${slotInDubai(b.date, b.timeSlot, 'ar')}`,
    title: 'لحجزك موعد جديد',
    intro: (b: BookingMessage) => `مرحباً ${firstName(b.name)}، أصبح موعد حجزك كما يلي.`,
    manage: 'إدارة حجزك',
    calendar: 'أرفقنا ملف التقويم (.ics) المحدَّث.',
    whatsapp: (b: BookingMessage, slot: string, url: string) =>
      `مرحباً ${firstName(b.name)}، أصبح موعد حجزك ${b.reference} (${serviceName(b.service, 'ar')}) ${slot}.${url ? ` لإدارته: ${url}` : ''} للاستفسار: ${contact.phone}`,
  },
} as const;

function BookingRescheduledEmail({ payload, locale, context, frame }: EmailProps<BookingMessage>) {
  const t = texts[locale];
  const url = manageUrl(payload, context);
  return (
    <EmailLayout locale={locale} preview={t.subject(payload)} title={t.title} frame={frame}>
      <Paragraph>{t.intro(payload)}</Paragraph>
      <BookingDetails booking={payload} locale={locale} />
      {url ? <ActionButton href={url}>{t.manage}</ActionButton> : null}
      <SmallPrint>{t.calendar}</SmallPrint>
    </EmailLayout>
  );
}

/** A booking moved to another slot (by the customer's manage link or by the company). */
export const bookingRescheduled: MessageTemplate<BookingMessage> = {
  kind: 'booking_rescheduled',
  audience: 'customer',
  parse: (payload) => parseBooking('booking_rescheduled', payload),
  subject: (payload, locale) => texts[locale].subject(payload),
  Email: BookingRescheduledEmail,
  attachments: (payload, locale, context) => [calendarAttachment(payload, locale, context)],
  whatsapp: (payload, locale, context) => {
    const slot = slotInDubai(payload.date, payload.timeSlot, locale);
    const url = manageUrl(payload, context) ?? '';
    return {
      text: texts[locale].whatsapp(payload, slot, url),
      parameters: [firstName(payload.name), ltr(payload.reference, locale), slot, url || '-'],
    };
  },
};
