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
import { EmailLayout, Paragraph, SmallPrint, TextLink } from '../layout.tsx';
import type { EmailProps, MessageTemplate } from '../template.ts';

const texts = {
  en: {
    subject: (b: BookingMessage) =>
      `Reminder: ${serviceName(b.service, 'en')} tomorrow, ${slotInDubai(b.date, b.timeSlot, 'en')}`,
    title: (b: BookingMessage) => `See you tomorrow, ${firstName(b.name)}`,
    intro: 'Our crew comes tomorrow at the time below. Please make sure someone can let them in.',
    change: 'The appointment is less than a day away: to change it, call us or write on WhatsApp.',
    view: 'See your booking',
    whatsapp: (b: BookingMessage, slot: string) =>
      `Hello ${firstName(b.name)}, a reminder: our crew comes for your ${serviceName(b.service, 'en')} (${b.reference}) on ${slot}, at ${b.address}. To change it, call ${contact.phone}.`,
  },
  ar: {
    subject: (b: BookingMessage) =>
      `تذكير: ${serviceName(b.service, 'ar')} غداً، ${slotInDubai(b.date, b.timeSlot, 'ar')}`,
    title: (b: BookingMessage) => `نراك غداً يا ${firstName(b.name)}`,
    intro: 'يصل فريقنا غداً في الموعد التالي. يرجى التأكد من وجود من يفتح لهم.',
    change: 'بقي على الموعد أقل من يوم: لتغييره اتصل بنا أو راسلنا على واتساب.',
    view: 'عرض حجزك',
    whatsapp: (b: BookingMessage, slot: string) =>
      `مرحباً ${firstName(b.name)}، للتذكير: يصل فريقنا لخدمة ${serviceName(b.service, 'ar')} (${b.reference}) ${slot}، في ${b.address}. لتغيير الموعد اتصل على ${contact.phone}.`,
  },
} as const;

function BookingReminderEmail({ payload, locale, context, frame }: EmailProps<BookingMessage>) {
  const t = texts[locale];
  const url = manageUrl(payload, context);
  return (
    <EmailLayout locale={locale} preview={t.subject(payload)} title={t.title(payload)} frame={frame}>
      <Paragraph>{t.intro}</Paragraph>
      <BookingDetails booking={payload} locale={locale} />
      <SmallPrint>{t.change}</SmallPrint>
      {url ? (
        <SmallPrint>
          <TextLink href={url}>{t.view}</TextLink>
        </SmallPrint>
      ) : null}
    </EmailLayout>
  );
}

/** The day before: written with the booking, sent 24 hours before the appointment (moved and dropped with it). */
export const bookingReminder: MessageTemplate<BookingMessage> = {
  kind: 'booking_reminder',
  audience: 'customer',
  parse: (payload) => parseBooking('booking_reminder', payload),
  subject: (payload, locale) => texts[locale].subject(payload),
  Email: BookingReminderEmail,
  attachments: (payload, locale, context) => [calendarAttachment(payload, locale, context)],
  whatsapp: (payload, locale) => {
    const slot = slotInDubai(payload.date, payload.timeSlot, locale);
    return {
      text: texts[locale].whatsapp(payload, slot),
      parameters: [
        firstName(payload.name),
        serviceName(payload.service, locale),
        ltr(payload.reference, locale),
        slot,
        payload.address,
      ],
    };
  },
};
