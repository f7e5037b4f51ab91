import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPages } from '../../content/landing';
import { activateLocale } from '../../i18n/activateLocale';
import { activateEnglish } from '../../i18n/i18n';
import { daysOf, jsonLdScript, localBusinessJsonLd, serviceJsonLd, to24Hour } from './structuredData';

describe('business hours as schema.org opening hours', () => {
  it('expands a range of days and keeps a single day', () => {
    expect(daysOf('Monday-Saturday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(daysOf('Sunday')).toEqual(['Sunday']);
    expect(daysOf('Saturday-Monday')).toEqual(['Saturday', 'Sunday', 'Monday']);
    expect(() => daysOf('Someday')).toThrow();
  });

  it('turns 12-hour times into 24-hour times', () => {
    expect(to24Hour('8:00 AM')).toBe('08:00');
    expect(to24Hour('8:00 PM')).toBe('20:00');
    expect(to24Hour('12:00 PM')).toBe('12:00');
    expect(to24Hour('12:30 AM')).toBe('00:30');
    expect(() => to24Hour('noon')).toThrow();
  });
});

describe('JSON-LD', () => {
  beforeAll(() => activateEnglish());

  it('describes the business with its address, hours, phone and areas', () => {
    const business = localBusinessJsonLd(['Dubai']);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'SparkleClean Dubai',
      telephone: '+971 50 000 0000',
      address: { '@type': 'PostalAddress', streetAddress: 'Business Bay', addressLocality: 'Dubai' },
      areaServed: ['Dubai'],
    });
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:00',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '09:00', closes: '17:00' },
    ]);
  });

  it("describes each landing page's service, provided by the business", () => {
    for (const page of landingPages()) {
      const service = serviceJsonLd(page);
      expect(service).toMatchObject({ '@type': 'Service', serviceType: page.serviceType });
      expect(service.provider).toMatchObject({ '@type': 'LocalBusiness', name: 'SparkleClean Dubai' });
      expect(service.areaServed).toEqual(expect.arrayContaining([page.city, ...page.areas]));
    }
  });
});

describe('JSON-LD of an Arabic page', () => {
  beforeAll(() => activateLocale('ar'));
  afterAll(() => activateEnglish());

  it('is in Arabic, with the URL of the Arabic page and the same business', () => {
    const business = localBusinessJsonLd(['Dubai']);
    expect(business).toMatchObject({ name: 'SparkleClean Dubai', url: expect.stringMatching(/\/ar$/) });
    expect(business.areaServed).toEqual(['دبي']);
    expect(business.address).toMatchObject({ addressLocality: 'دبي', addressCountry: 'AE' });
    for (const page of landingPages()) {
      const service = serviceJsonLd(page);
      expect(service.url).toMatch(new RegExp(`/ar${page.path}$`));
      expect(service.availableChannel).toMatchObject({ availableLanguage: 'ar' });
      expect(JSON.stringify([service.serviceType, service.name, service.description])).not.toMatch(/[A-Za-z]{3}/);
    }
  });
});

describe('jsonLdScript', () => {
  it('is a JSON-LD data block whose text cannot close the script element', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(script.type).toBe('application/ld+json');
    expect(script.children).not.toContain('<');
    expect(JSON.parse(script.children)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
