import { businessHours, companyName, contact } from '../../content/company';
import { placeName } from '../../content/landingHeads';
import type { LandingPageHead } from '../../content/types';
import { currentLocale } from '../../i18n/i18n';
import { localeInfo, locales, localizedPath } from '../../i18n/locale';
import { absoluteUrl } from '../../lib/seo';

/** A schema.org JSON-LD object. */
type JsonLd = Record<string, unknown>;

/**
 * JSON-LD as a route's `head().scripts` entry: a data block in the prerendered `<head>` that search engines
 * read without running anything. `<` is escaped so no text can close the script element early.
 */
export function jsonLdScript(data: JsonLd) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') };
}

const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The days of a business-hours row: 'Monday-Saturday' → Monday … Saturday; 'Sunday' → Sunday. */
export function daysOf(days: string): string[] {
  const [from, to = from] = days.split('-').map((day) => day.trim()) as [string, string?];
  const start = weekDays.indexOf(from as (typeof weekDays)[number]);
  const end = weekDays.indexOf(to as (typeof weekDays)[number]);
  if (start < 0 || end < 0) throw new Error(`Unknown days in business hours: ${days}`);
  const list: string[] = [];
  for (let i = start; ; i = (i + 1) % weekDays.length) {
    list.push(weekDays[i]!);
    if (i === end) return list;
  }
}

/** '8:00 AM' → '08:00', '8:00 PM' → '20:00' (schema.org wants 24-hour times). */
export function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) throw new Error(`Unknown time in business hours: ${time}`);
  const [, hours, minutes, period] = match as unknown as [string, string, string, string];
  const hour = (Number(hours) % 12) + (period.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

const businessId = `${absoluteUrl('/')}#business`;

/** 'Business Bay, Dubai' → the postal address search engines expect, its names in the page's language. */
function postalAddress() {
  const [area = '', city = 'Dubai'] = contact.location.split(',').map((part) => part.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: placeName(area),
    addressLocality: placeName(city),
    addressRegion: placeName(city),
    addressCountry: 'AE',
  };
}

/** The page's URL of a route's path, in the page's language ('/' → 'https://…/ar' on an Arabic page). */
const pageUrl = (path: string) => absoluteUrl(localizedPath(path, currentLocale()));

/** The page's language as schema.org wants it (BCP 47: 'en', 'ar'). */
const pageLanguage = () => localeInfo[currentLocale()].lang;

/**
 * The company as a schema.org LocalBusiness: name, address (Business Bay, Dubai), opening hours from
 * content/company, telephone, the languages it serves customers in and the areas served. On the home page and
 * every landing page, in the page's language (the areas as given, in English names, are translated here); the
 * opening hours are schema.org's day names and 24-hour times in every language. One `@id` for both languages:
 * the same business.
 */
export function localBusinessJsonLd(
  areaServed: readonly string[],
  rating?: { count: number; average: number | null },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': businessId,
    name: companyName,
    url: pageUrl('/'),
    telephone: contact.phone,
    email: contact.email,
    address: postalAddress(),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: contact.phone,
      email: contact.email,
      availableLanguage: locales.map((locale) => localeInfo[locale].lang),
    },
    openingHoursSpecification: businessHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: daysOf(hours.days),
      opens: to24Hour(hours.open),
      closes: to24Hour(hours.close),
    })),
    areaServed: areaServed.map(placeName),
    ...(rating ? aggregateRating(rating) : {}),
  };
}

/**
 * The customers' approved reviews as schema.org's AggregateRating (1 to 5 stars), or nothing before the first one:
 * search engines read the figure from the page, and the page shows the same (/testimonials).
 */
export function aggregateRating({ count, average }: { count: number; average: number | null }): JsonLd {
  if (count <= 0 || average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/**
 * A landing page's service as a schema.org Service provided by the LocalBusiness above: `page` is the head of
 * the page's language (landingHead), and the page's URL in it; the channel says which language it is offered in.
 */
export function serviceJsonLd(page: LandingPageHead): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    serviceType: page.serviceType,
    name: page.heroTitle,
    description: page.metaDescription,
    url: pageUrl(page.path),
    availableChannel: {
      '@type': 'ServiceChannel',
      serviceUrl: pageUrl(page.path),
      availableLanguage: pageLanguage(),
    },
    provider: {
      '@type': 'LocalBusiness',
      '@id': businessId,
      name: companyName,
      telephone: contact.phone,
      address: postalAddress(),
    },
    areaServed: [page.city, ...page.areas.filter((area) => area !== page.city)],
  };
}
