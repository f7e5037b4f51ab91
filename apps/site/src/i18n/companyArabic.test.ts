import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bookableServices, emirates, packages, services } from '@sparkle/company';
import {
  bookableServiceNamesAr,
  communityNamesAr,
  emirateNamesAr,
  extraLabelsAr,
  packageNamesAr,
  serviceNamesAr,
  sizeLabelsAr,
} from '@sparkle/company/arabic';
import { communities, defaultPriceList } from '@sparkle/company/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeName } from '../content/landingHeads';
import { extraLabel, sizeLabel } from '../features/booking/bookingText';
import { communityNames } from '../features/booking/communityNames';
import { activateLocale } from './activateLocale';
import { bookableServiceName } from './businessTexts';
import { activateEnglish } from './i18n';
import { packageTexts, serviceTexts } from './servicesTexts';

/**
 * One Arabic name for each thing the company's facts name, the same on the pages, in the booking form and in the chat
 * assistant's answers: the site's catalogues give what @sparkle/company/arabic gives (the assistant's), and no
 * message of the catalogues names a thing otherwise (the grease trap was 'مصائد الشحوم' on some pages, JLT 'أبراج
 * بحيرات الجميرا', and the Deep Clean package had the Deep Cleaning service's name).
 */
describe("the company's names in Arabic", () => {
  beforeAll(() => activateLocale('ar'));
  afterAll(() => activateEnglish());

  it('are the same in the catalogues as in the facts', () => {
    for (const service of services) expect(serviceTexts(service.id).name, service.id).toBe(serviceNamesAr[service.id]);
    for (const { value } of bookableServices) expect(bookableServiceName(value)).toBe(bookableServiceNamesAr[value]);
    for (const plan of packages) expect(packageTexts(plan.id).name, plan.id).toBe(packageNamesAr[plan.id]);
    for (const option of defaultPriceList.options) {
      expect(sizeLabel(option.code, option.label), option.code).toBe(sizeLabelsAr[option.code]);
    }
    for (const extra of defaultPriceList.extras) {
      expect(extraLabel(extra.code, extra.label), extra.code).toBe(extraLabelsAr[extra.code]);
    }
    expect(communityNames()).toEqual(communityNamesAr);
    for (const emirate of emirates) expect(placeName(emirate)).toBe(emirateNamesAr[emirate]);
    for (const community of ['Dubai Marina', 'Jumeirah Lake Towers (JLT)', 'Dubai Hills Estate'] as const) {
      expect(placeName(community)).toBe(communityNamesAr[community]);
    }
    expect(communities.every((community) => communityNamesAr[community])).toBe(true);
  });

  it('give a package a name of its own, apart from the service', () => {
    expect(new Set([...Object.values(packageNamesAr), ...Object.values(serviceNamesAr)]).size).toBe(
      packages.length + services.length,
    );
  });
});

/** Every English message of the Arabic catalogues with its Arabic. */
function catalogue(): { english: string; arabic: string }[] {
  const dir = fileURLToPath(new URL('../locales/ar/', import.meta.url));
  const read = (entry: string, keyword: string) =>
    new RegExp(`^${keyword} ((?:".*"\\n?)+)`, 'm')
      .exec(entry)?.[1]
      ?.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('') ?? '';
  return readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .flatMap((file) => readFileSync(`${dir}${file}`, 'utf8').split(/\n\n+/))
    .map((entry) => ({ english: read(entry, 'msgid'), arabic: read(entry, 'msgstr') }))
    .filter(({ english }) => english !== '');
}

describe('the Arabic catalogues', () => {
  const terms: { english: RegExp; arabic: RegExp; not?: RegExp }[] = [
    { english: /grease trap/i, arabic: /مصائد الدهون|مصيدة الدهون/, not: /الشحوم/ },
    { english: /\bJLT\b|Jumeirah Lakes? Towers/, arabic: /أبراج بحيرات جميرا/, not: /بحيرات الجميرا/ },
    // The package ('Everything in Deep Clean'), not a deep clean of a home ('Residential Deep Clean').
    { english: /(?<!Residential )\bDeep Clean\b(?!ing)/, arabic: /باقة التنظيف العميق/ },
    { english: /\bDubai Hills\b/, arabic: /دبي هيلز استيت/ },
  ];

  it.each(terms)('name $english the one way the facts do', ({ english, arabic, not }) => {
    const messages = catalogue().filter((message) => english.test(message.english));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message.arabic, message.english).toMatch(arabic);
      if (not) expect(message.arabic, message.english).not.toMatch(not);
    }
  });
});
