import { bookableServiceNamesAr } from '../_shared/arabic.ts';
import {
  type BookableServiceId,
  bookableServices,
  bookingLimits,
  dubaiTimeZone,
  slotHour,
  type TimeSlot,
} from '../_shared/booking.ts';

/** The customer's language: the page they booked or wrote on. */
export type MessageLocale = 'en' | 'ar';
export const messageLocales: readonly MessageLocale[] = ['en', 'ar'];

export const isMessageLocale = (value: unknown): value is MessageLocale => value === 'en' || value === 'ar';

/** `Intl` locales as the site uses them: Western digits in both (ar-AE writes them so). */
const intlLocale = { en: 'en-AE', ar: 'ar-AE' } as const;

/**
 * The services' names: in English as the booking form offers them (the booking rules' `bookableServices`), in Arabic
 * as the Arabic site shows them (the company's one Arabic name each).
 */
type ServiceNames = Readonly<Record<BookableServiceId, string>>;
const serviceNames: Record<MessageLocale, ServiceNames> = {
  en: Object.fromEntries(bookableServices.map((service) => [service.value, service.label])) as ServiceNames,
  ar: bookableServiceNamesAr,
};

export function serviceName(service: string, locale: MessageLocale): string {
  return serviceNames[locale][service as BookableServiceId] ?? service;
}

/** 'Tuesday, 1 December 2026' / 'الثلاثاء، 1 ديسمبر 2026' for a Dubai date 'YYYY-MM-DD'. */
export function longDate(date: string, locale: MessageLocale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** '1:00 PM – 3:00 PM' in Dubai time: the slot's 2-hour block. */
export function slotRange(timeSlot: string, locale: MessageLocale): string {
  const start = slotHour(timeSlot as TimeSlot);
  const time = new Intl.DateTimeFormat(intlLocale[locale], {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  });
  const at = (hour: number) => time.format(new Date(Date.UTC(2000, 0, 1, hour)));
  return `${at(start)} – ${at(start + bookingLimits.blockHours)}`;
}

/** The slot with its time zone named, as a person far from Dubai needs it. */
export function slotInDubai(date: string, timeSlot: string, locale: MessageLocale): string {
  return locale === 'ar'
    ? `${longDate(date, locale)}، ${slotRange(timeSlot, locale)} (بتوقيت دبي)`
    : `${longDate(date, locale)}, ${slotRange(timeSlot, locale)} (Dubai time)`;
}

/** 'AED 157.50' / '‏157.50 د.إ.‏' */
export function money(aed: number | string | null | undefined, locale: MessageLocale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(aed ?? 0));
}

/** A date and time of a stamp ('2026-11-27T10:00:00Z') in Dubai. */
export function dubaiDateTime(instant: string, locale: MessageLocale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: dubaiTimeZone,
  }).format(new Date(instant));
}

/** Text isolated left to right inside Arabic (phone numbers, e-mail addresses, references). */
export function ltr(text: string, locale: MessageLocale): string {
  return locale === 'ar' ? `\u2066${text}\u2069` : text;
}
