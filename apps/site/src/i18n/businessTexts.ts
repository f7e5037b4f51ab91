import { t } from '@lingui/core/macro';
import { businessHours, formatBusinessHours } from '@sparkle/company';
import { type BookableServiceId, bookableServices } from '@sparkle/company/booking';
import { dateTimeFormat } from '@sparkle/ui/intl';
import { currentLocale, intlLocale } from './i18n';

/**
 * The company's facts that are words (@sparkle/company: the services the booking form offers, the business
 * hours) in the page's language. The package stays English (the chat function's system prompt reads
 * it); the English here is the package's, exactly.
 */

/** The bookable services' names, by value, translated when asked for. */
const serviceNames = (): Record<BookableServiceId, string> => ({
  residential: t`Residential Cleaning`,
  office: t`Office Cleaning`,
  deep: t`Deep Cleaning`,
  movein: t`Move-In/Out Cleaning`,
  carpet: t`Carpet/Upholstery Cleaning`,
});

/** A bookable service's name in the page's language: 'Deep Cleaning'; an unknown value as it is. */
export function bookableServiceName(service: string): string {
  const names = serviceNames();
  return service in names ? names[service as BookableServiceId] : service;
}

/** The booking form's service options ({ value, label }), labels in the page's language. */
export function bookableServiceOptions(): { value: BookableServiceId; label: string }[] {
  const names = serviceNames();
  return bookableServices.map(({ value }) => ({ value, label: names[value] }));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Monday-Saturday' → 'الاثنين - السبت' (Intl's weekday names); English as it is. */
function daysText(days: string): string {
  if (currentLocale() === 'en') return days;
  const weekday = (name: string) => {
    const index = WEEKDAYS.indexOf(name.trim());
    if (index < 0) return name;
    // 2023-01-01 was a Sunday.
    return dateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2023, 0, 1 + index)),
    );
  };
  return days.split('-').map(weekday).join(' - ');
}

/** '8:00 AM' → '8:00 ص' (Intl); English as it is. */
function timeText(time: string): string {
  if (currentLocale() === 'en') return time;
  const [, hh, mm, ampm] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time) ?? [];
  if (!hh) return time;
  const hour = (Number(hh) % 12) + (ampm === 'PM' ? 12 : 0);
  return dateTimeFormat(intlLocale(), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 1, hour, Number(mm))),
  );
}

/** The business hours ({ days, open, close }, as `businessHours`) in the page's language. */
export function businessHoursText(): { days: string; open: string; close: string }[] {
  return businessHours.map(({ days, open, close }) => ({
    days: daysText(days),
    open: timeText(open),
    close: timeText(close),
  }));
}

/** The business hours in one line, as `formatBusinessHours()`: 'Monday-Saturday: 8:00 AM - 8:00 PM; Sunday: …'. */
export function formatBusinessHoursText(): string {
  if (currentLocale() === 'en') return formatBusinessHours();
  return businessHoursText()
    .map(({ days, open, close }) => `${days}: ${open} - ${close}`)
    .join(t({ message: '; ', comment: 'Separates the days of the business hours (Arabic: "؛ ")' }));
}
