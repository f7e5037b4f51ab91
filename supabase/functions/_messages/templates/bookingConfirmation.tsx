import { contact } from '../../_shared/company.ts';
import {
  BookingDetails,
  type BookingMessage,
  calendarAttachment,
  firstName,
  manageUrl,
  parseBooking,
  priceLine,
} from '../bookingParts.tsx';
import { ltr, type MessageLocale, serviceName, slotInDubai } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph, SmallPrint } from '../layout.tsx';
import type { EmailProps, MessageTemplate } from '../template.ts';

const texts = {
  en: {
    subject: (b: BookingMessage) => `Booking ${b.reference} received: ${serviceName(b.service, 'en')}`,
    title: (b: BookingMessage) => `Thank you, ${firstName(b.name)}: we have your booking`,
    preview: (b: BookingMessage) => `${serviceName(b.service, 'en')}, ${slotInDubai(b.date, b.timeSlot, 'en')}`,
    intro: 'Your booking request is in. Our team will confirm it by phone or WhatsApp shortly.',
    manage: 'Manage your booking',
    manageHint: 'Reschedule or cancel online up to 24 hours before the appointment.',
    noLink: 'To change or cancel the booking, call us or write on WhatsApp.',
    calendar: 'The appointment is attached as a calendar file (.ics): open it to add it to your calendar.',
    whatsapp: (b: BookingMessage, slot: string, price: string, url: string) =>
      `Hello ${firstName(b.name)}, thank you for booking with us. Reference ${b.reference}: ${serviceName(b.service, 'en')}, ${slot}.${price ? ` Price: ${price}.` : ''}${url ? ` Manage your booking: ${url}` : ''} Questions: ${contact.phone}`,
  },
  ar: {
    subject: (b: BookingMessage) => `تم استلام الحجز ${b.reference}: ${serviceName(b.service, 'ar')}`,
    title: (b: BookingMessage) => `شكراً لك يا ${firstName(b.name)}: وصلنا حجزك`,
    preview: (b: BookingMessage) => `${serviceName(b.service, 'ar')}، ${slotInDubai(b.date, b.timeSlot, 'ar')}`,
    intro: 'وصلنا طلب حجزك. سيؤكده فريقنا قريباً بالهاتف أو على واتساب.',
    manage: 'إدارة حجزك',
    manageHint: 'يمكنك تغيير الموعد أو الإلغاء عبر الإنترنت حتى 24 ساعة قبل الموعد.',
    noLink: 'لتغيير الحجز أو إلغائه، اتصل بنا أو راسلنا على واتساب.',
    calendar: 'أرفقنا الموعد كملف تقويم (.ics): افتحه لإضافته إلى تقويمك.',
    whatsapp: (b: BookingMessage, slot: string, price: string, url: string) =>
      `مرحباً ${firstName(b.name)}، شكراً لحجزك معنا. رقم الحجز ${b.reference}: ${serviceName(b.service, 'ar')}، ${slot}.${price ? ` السعر: ${price}.` : ''}${url ? ` لإدارة حجزك: ${url}` : ''} للاستفسار: ${contact.phone}`,
  },
} as const;

function BookingConfirmationEmail({ payload, locale, context, frame }: EmailProps<BookingMessage>) {
  const t = texts[locale];
  const url = manageUrl(payload, context);
  return (
    <EmailLayout locale={locale} preview={t.preview(payload)} title={t.title(payload)} frame={frame}>
      <Paragraph>{t.intro}</Paragraph>
      <BookingDetails booking={payload} locale={locale} />
      {url ? (
        <>
          <ActionButton href={url}>{t.manage}</ActionButton>
          <SmallPrint>{t.manageHint}</SmallPrint>
        </>
      ) : (
        <SmallPrint>{t.noLink}</SmallPrint>
      )}
      <SmallPrint>{t.calendar}</SmallPrint>
    </EmailLayout>
  );
}

/** The booking's confirmation: reference, slot in Dubai time, price with VAT, manage link, and the .ics attached. */
export const bookingConfirmation: MessageTemplate<BookingMessage> = {
  kind: 'booking_confirmation',
  audience: 'customer',
  parse: (payload) => parseBooking('booking_confirmation', payload),
  subject: (payload, locale) => texts[locale].subject(payload),
  Email: BookingConfirmationEmail,
  attachments: (payload, locale, context) => [calendarAttachment(payload, locale, context)],
  whatsapp: (payload, locale: MessageLocale, context) => {
    const slot = slotInDubai(payload.date, payload.timeSlot, locale);
    const price = priceLine(payload, locale) ?? '';
    const url = manageUrl(payload, context) ?? '';
    return {
      text: texts[locale].whatsapp(payload, slot, price, url),
      parameters: [
        firstName(payload.name),
        ltr(payload.reference, locale),
        serviceName(payload.service, locale),
        slot,
        price || '-',
        url || '-',
      ],
    };
  },
};
