import { contact } from '../../_shared/company.ts';
import { BookingDetails, type BookingMessage, firstName, parseBooking } from '../bookingParts.tsx';
import { ltr, serviceName, slotInDubai } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph } from '../layout.tsx';
import { type EmailProps, type MessageTemplate, siteLink } from '../template.ts';

const texts = {
  en: {
    subject: (b: BookingMessage) => `Booking ${b.reference} cancelled`,
    title: 'Your booking is cancelled',
    intro: (b: BookingMessage) =>
      `Hello ${firstName(b.name)}, the booking below is cancelled: no crew will come. Nothing is charged.`,
    again: 'Book another time',
    bookPath: '/book-now',
    whatsapp: (b: BookingMessage, slot: string) =>
      `Hello ${firstName(b.name)}, your booking ${b.reference} (${serviceName(b.service, 'en')}, ${slot}) is cancelled. To book again or ask anything: ${contact.phone}`,
  },
  ar: {
    subject: (b: BookingMessage) => `تم إلغاء الحجز ${b.reference}`,
    title: 'تم إلغاء حجزك',
    intro: (b: BookingMessage) =>
      `مرحباً ${firstName(b.name)}، تم إلغاء الحجز التالي: لن يأتي أي فريق، ولن يُحتسب أي مبلغ.`,
    again: 'احجز موعداً آخر',
    bookPath: '/ar/book-now',
    whatsapp: (b: BookingMessage, slot: string) =>
      `مرحباً ${firstName(b.name)}، تم إلغاء حجزك ${b.reference} (${serviceName(b.service, 'ar')}، ${slot}). للحجز من جديد أو لأي سؤال: ${contact.phone}`,
  },
} as const;

function BookingCancelledEmail({ payload, locale, context, frame }: EmailProps<BookingMessage>) {
  const t = texts[locale];
  return (
    <EmailLayout locale={locale} preview={t.subject(payload)} title={t.title} frame={frame}>
      <Paragraph>{t.intro(payload)}</Paragraph>
      <BookingDetails booking={payload} locale={locale} />
      <ActionButton href={siteLink(context, t.bookPath)}>{t.again}</ActionButton>
    </EmailLayout>
  );
}

/** A booking cancelled, by the customer's manage link or by the company. */
export const bookingCancelled: MessageTemplate<BookingMessage> = {
  kind: 'booking_cancelled',
  audience: 'customer',
  parse: (payload) => parseBooking('booking_cancelled', payload),
  subject: (payload, locale) => texts[locale].subject(payload),
  Email: BookingCancelledEmail,
  whatsapp: (payload, locale) => {
    const slot = slotInDubai(payload.date, payload.timeSlot, locale);
    return {
      text: texts[locale].whatsapp(payload, slot),
      parameters: [firstName(payload.name), ltr(payload.reference, locale), serviceName(payload.service, locale), slot],
    };
  },
};
