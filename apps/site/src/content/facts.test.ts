import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { achievements, bookableServices, bookingRules, contact, emirates, packages, services } from '@sparkle/company';
import { bookingLimits, communities, defaultPriceList, openingHours } from '@sparkle/company/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/activateLocale';
import { bookableServiceOptions, businessHoursText } from '../i18n/businessTexts';
import { activateEnglish } from '../i18n/i18n';
import { localizedPackages, localizedServices, packagesNote } from '../i18n/servicesTexts';
import * as about from './about';
import * as bookNow from './bookNow';
import * as chat from './chat';
import * as contactPage from './contact';
import * as contactHero from './contactHero';
import * as gallery from './gallery';
import * as home from './home';
import * as landing from './landing';
import * as landingHeads from './landingHeads';
import * as servicesPage from './services';
import * as site from './site';
import * as testimonials from './testimonials';
import * as testimonialsPage from './testimonialsPage';

/**
 * The pages state only what the company's facts hold (@sparkle/company: contact, prices, record, rules): every
 * amount in dirhams, phone number, e-mail address and count of services, years, staff, clients, cleanings, hours
 * or days written in the site's texts — every message of the catalogues, English and Arabic, and what the content
 * modules give once the facts are filled in, in both languages — must be one of the facts. A page that says
 * 'from AED 150' when the price list starts lower, 'six services' when the company has nine, or another phone
 * number than the company's fails here. docs/company-facts.md says where each fact comes from.
 */

const amounts = new Set<number>([
  ...defaultPriceList.options.map((o) => o.price),
  ...defaultPriceList.extras.map((e) => e.price),
  ...packages.map((p) => p.price),
]);
// The company's numbers, and the one example of a customer's number that the phone fields' hints give (the
// format a UAE mobile number is typed in), which names nobody's phone.
const examplePhone = '0501234567';
const phones = new Set([contact.phone.replace(/\D/g, ''), contact.whatsappNumber, examplePhone]);
const counts: Record<string, Set<number>> = {
  services: new Set([services.length, bookableServices.length]),
  years: new Set([achievements.years]),
  staff: new Set([achievements.staff]),
  clients: new Set([achievements.clients]),
  cleanings: new Set([achievements.cleanings]),
  hours: new Set([
    bookingRules.confirmationWithinHours,
    bookingRules.cancellationNoticeHours,
    bookingRules.appointmentBlockHours,
    bookingLimits.leadHours,
    bookingLimits.changeNoticeHours,
    // An extra's length, as the price list names it: 'Ironing (1 hour)'.
    ...defaultPriceList.extras.flatMap((e) => [...e.label.matchAll(/(\d+) hours?/g)].map((m) => Number(m[1]))),
  ]),
  days: new Set([
    bookingLimits.horizonDays,
    bookingLimits.manageLinkDaysAfter,
    // 'seven days a week': the days the company works.
    Object.keys(openingHours).length,
  ]),
};

const words: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  fifty: 50,
  hundred: 100,
};
const number = (text: string) => words[text.toLowerCase()] ?? Number(text.replace(/,/g, ''));

const units: [RegExp, string][] = [
  [/^(specialised |specialized |cleaning )?services?$|^خدم/i, 'services'],
  [/^years?$|^سنو?ات$|^سنة$|^عامًا$|^أعوام$/i, 'years'],
  [/^(trained |professional )?staff$|^موظف/i, 'staff'],
  [/^(happy )?(clients|customers)$|^عميل|^عملاء/i, 'clients'],
  [/^cleanings$|^عملية تنظيف/i, 'cleanings'],
  [/^hours?$|^-hour$|^ساعة$|^ساعات$/i, 'hours'],
  [/^days?$|^يومًا$|^أيام$/i, 'days'],
];

/** What a text states that the facts do not hold, as 'kind: text'. */
export function unsupportedClaims(text: string): string[] {
  const problems: string[] = [];
  const westernised = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  for (const match of westernised.matchAll(
    /(?:AED|Dhs?)\s*(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s*(?:درهم[\p{L}\u064B-\u065F]*|د\.إ)/giu,
  )) {
    const value = Number((match[1] ?? match[2] ?? '').replace(/,/g, ''));
    if (!amounts.has(value)) problems.push(`amount: ${match[0]}`);
  }
  for (const match of westernised.matchAll(/(?<![\d–-])\+?\d[\d\s()-]{7,}\d(?![\d–])/g)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 9 && !phones.has(digits)) problems.push(`phone: ${match[0]}`);
  }
  for (const match of westernised.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) {
    if (match[0] !== contact.email) problems.push(`e-mail: ${match[0]}`);
  }
  const count =
    /(?<![\w.,])(\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred)\+?(-hour\b|\s+(?:(?:specialised|specialized|cleaning|trained|professional|happy)\s+)?[\p{L}]+)/giu;
  for (const match of westernised.matchAll(count)) {
    const unitText = (match[2] as string).trim();
    const unit = units.find(([pattern]) => pattern.test(unitText))?.[1];
    if (unit && !counts[unit]?.has(number(match[1] as string))) problems.push(`${unit}: ${match[0]}`);
  }
  return problems;
}

/** Every message of the site's catalogues: the English text and its Arabic, placeholders left out. */
function catalogueMessages(): string[] {
  const dir = fileURLToPath(new URL('../locales/', import.meta.url));
  const texts: string[] = [];
  for (const locale of ['en', 'ar']) {
    for (const file of readdirSync(`${dir}${locale}`).filter((name) => name.endsWith('.po'))) {
      const po = readFileSync(`${dir}${locale}/${file}`, 'utf8');
      for (const match of po.matchAll(/^msg(?:id|str) ((?:".*"\n?)+)/gm)) {
        const text = (match[1] as string)
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as string)
          .join('');
        // The catalogue's header, and placeholders ({0}, {companyName}) that the facts fill in.
        if (!text.startsWith('Project-Id-Version') && !text.startsWith('POT-Creation')) {
          texts.push(text.replace(/\{\w+\}/g, '…'));
        }
      }
    }
  }
  return texts;
}

/** The strings of a value: a text, or every text inside an object or list. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** What the content modules give, facts filled in: every export that takes nothing, called. */
function renderedContent(): string[] {
  const modules = [
    about,
    bookNow,
    chat,
    contactPage,
    contactHero,
    gallery,
    home,
    landing,
    landingHeads,
    servicesPage,
    site,
    testimonials,
    testimonialsPage,
  ];
  const values: unknown[] = modules.flatMap((module) =>
    Object.values(module).map((exported) =>
      typeof exported === 'function' && exported.length === 0 ? (exported as () => unknown)() : exported,
    ),
  );
  values.push(localizedServices(), localizedPackages(), packagesNote(), bookableServiceOptions(), businessHoursText());
  return values.flatMap(strings);
}

describe('the facts check', () => {
  it('finds each kind of claim the facts do not hold', () => {
    expect(
      unsupportedClaims(
        'Transparent prices from AED 110. Call +971 4 123 4567 or write to info@sparkleclean.ae. Six specialised services, 9 years, 12 hours.',
      ),
    ).toEqual([
      'amount: AED 110',
      'phone: +971 4 123 4567',
      'e-mail: info@sparkleclean.ae',
      'services: Six specialised services',
      'years: 9 years',
      'hours: 12 hours',
    ]);
    expect(unsupportedClaims('يبدأ من 110 درهم، اتصل على +971 4 123 4567')).toEqual([
      'amount: 110 درهم',
      'phone: +971 4 123 4567',
    ]);
  });

  it('passes what the facts hold', () => {
    expect(
      unsupportedClaims(
        `From AED 120, 1,001–2,500 sq ft, call ${contact.phone} or ${contact.email}; ${services.length} services, ${achievements.years}+ years, within 24 hours, 2-hour blocks, 60 days ahead.`,
      ),
    ).toEqual([]);
  });
});

describe('every text of the site', () => {
  it('states in its catalogues (English and Arabic) only amounts, numbers and counts the facts hold', () => {
    const problems = catalogueMessages().flatMap((text) => unsupportedClaims(text).map((p) => `${p} — in "${text}"`));
    expect(problems).toEqual([]);
  });

  describe.each(['en', 'ar'] as const)('rendered in %s', (locale) => {
    beforeAll(async () => {
      if (locale === 'ar') await activateLocale('ar');
      else activateEnglish();
    });
    afterAll(() => activateEnglish());

    it('states only what the facts hold, once the facts are filled in', () => {
      const texts = renderedContent();
      expect(texts.length).toBeGreaterThan(300);
      const problems = texts.flatMap((text) => unsupportedClaims(text).map((p) => `${p} — in "${text}"`));
      expect(problems).toEqual([]);
    });

    it('names the places the booking form and the facts name', () => {
      const [dubai, grease, kitchen] = landingHeads.landingHeads();
      if (locale === 'en') {
        for (const area of [...(dubai?.areas ?? []), ...(grease?.areas ?? [])]) {
          expect(communities, area).toContain(area);
        }
        expect(kitchen?.areas).toEqual([...emirates]);
      } else {
        expect(dubai?.areas).toContain('أبراج بحيرات جميرا');
        expect(dubai?.areas).toContain('دبي هيلز استيت');
      }
    });
  });
});
