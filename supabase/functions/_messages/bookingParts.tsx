import { vatPercent } from '../_shared/booking.ts';
import { bookingCalendarFile } from '../_shared/calendar.ts';
import { companyName, contact } from '../_shared/company.ts';
import { ltr, type MessageLocale, money, serviceName, slotInDubai } from './format.ts';
import { Details } from './layout.tsx';
import { type MessageAttachment, type MessageContext, payloadReader, siteLink } from './template.ts';

/** What the booking's messages read from their payload (written by the database, `private.booking_message_payload`). */
export interface BookingMessage {
  reference: string;
  service: string;
  /** Dubai date, 'YYYY-MM-DD'. */
  date: string;
  timeSlot: string;
  name: string;
  address: string;
  phone?: string | undefined;
  email?: string | undefined;
  subtotal?: number | undefined;
  vat?: number | undefined;
  total?: number | undefined;
  /** '/booking/<token>' or '/ar/booking/<token>': only in the messages of the customer's own calls. */
  managePath?: string | undefined;
}

export function parseBooking(kind: string, payload: Record<string, unknown>): BookingMessage {
  const read = payloadReader(kind, payload);
  const date = read.text('date');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`The ${kind} message's date is not a date: ${date}`);
  return {
    reference: read.text('reference'),
    service: read.text('service'),
    date,
    timeSlot: read.text('time_slot'),
    name: read.text('name'),
    address: read.text('address'),
    phone: read.optionalText('phone'),
    email: read.optionalText('email'),
    subtotal: read.amount('subtotal_aed'),
    vat: read.amount('vat_aed'),
    total: read.amount('total_aed'),
    managePath: read.optionalText('manage_path'),
  };
}

/** 'Aisha Khan' → 'Aisha'. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const detailTexts = {
  en: {
    caption: 'Booking details',
    reference: 'Reference',
    service: 'Service',
    when: 'When',
    address: 'Address',
    price: 'Price',
    priceLine: (subtotal: string, vat: string, total: string) =>
      `${subtotal} + ${vatPercent}% VAT ${vat} = ${total} incl. VAT`,
    customer: 'Customer',
  },
  ar: {
    caption: 'تفاصيل الحجز',
    reference: 'رقم الحجز',
    service: 'الخدمة',
    when: 'الموعد',
    address: 'العنوان',
    price: 'السعر',
    priceLine: (subtotal: string, vat: string, total: string) =>
      `${subtotal} + ضريبة القيمة المضافة ${vatPercent}٪ ${vat} = ${total} شاملة الضريبة`,
    customer: 'العميل',
  },
} as const;

/** The price with VAT in one line, or nothing for a booking without one. */
export function priceLine(booking: BookingMessage, locale: MessageLocale): string | undefined {
  if (booking.total === undefined || booking.subtotal === undefined || booking.vat === undefined) return undefined;
  return detailTexts[locale].priceLine(
    money(booking.subtotal, locale),
    money(booking.vat, locale),
    money(booking.total, locale),
  );
}

export function BookingDetails({
  booking,
  locale,
  withCustomer = false,
}: {
  booking: BookingMessage;
  locale: MessageLocale;
  withCustomer?: boolean;
}) {
  const t = detailTexts[locale];
  const price = priceLine(booking, locale);
  const rows: [string, string][] = [
    [t.reference, ltr(booking.reference, locale)],
    [t.service, serviceName(booking.service, locale)],
    [t.when, slotInDubai(booking.date, booking.timeSlot, locale)],
    [t.address, booking.address],
    ...(price ? ([[t.price, price]] as [string, string][]) : []),
    ...(withCustomer
      ? ([[t.customer, [booking.name, booking.phone, booking.email].filter(Boolean).join(' · ')]] as [string, string][])
      : []),
  ];
  return <Details caption={t.caption} rows={rows} />;
}

/** The manage link, absolute, when the message has one. */
export function manageUrl(booking: BookingMessage, context: MessageContext): string | undefined {
  return booking.managePath ? siteLink(context, booking.managePath) : undefined;
}

const calendarTexts = {
  en: (booking: BookingMessage, url: string | undefined) =>
    `Booking ${booking.reference}.${url ? ` Reschedule or cancel up to 24 hours before: ${url}` : ''}\nQuestions: ${contact.phone}`,
  ar: (booking: BookingMessage, url: string | undefined) =>
    `الحجز ${booking.reference}.${url ? ` لتغيير الموعد أو الإلغاء حتى 24 ساعة قبله: ${url}` : ''}\nللاستفسار: ${contact.phone}`,
} as const;

/** The booking as an .ics file, the same one the site's confirmation panel and manage page offer. */
export function calendarAttachment(
  booking: BookingMessage,
  locale: MessageLocale,
  context: MessageContext,
): MessageAttachment {
  const url = manageUrl(booking, context);
  return {
    filename: `${booking.reference}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: bookingCalendarFile(
      {
        reference: booking.reference,
        serviceName: serviceName(booking.service, locale),
        date: booking.date,
        timeSlot: booking.timeSlot as Parameters<typeof bookingCalendarFile>[0]['timeSlot'],
        location: booking.address,
        manageUrl: url ?? '',
        companyName,
        companyPhone: contact.phone,
        description: calendarTexts[locale](booking, url),
      },
      context.now,
    ),
  };
}
