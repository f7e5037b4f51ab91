import { businessHours, formatBusinessHours } from '@sparkle/company';
import { bookableServices } from '@sparkle/company/booking';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from './activateLocale';
import {
  bookableServiceName,
  bookableServiceOptions,
  businessHoursText,
  formatBusinessHoursText,
} from './businessTexts';
import { activateEnglish } from './i18n';

describe('businessTexts', () => {
  afterAll(() => activateEnglish());

  it('is the package’s English, exactly, with English active', () => {
    activateEnglish();
    expect(bookableServiceOptions()).toEqual(bookableServices.map(({ value, label }) => ({ value, label })));
    for (const { value, label } of bookableServices) expect(bookableServiceName(value)).toBe(label);
    expect(bookableServiceName('unknown')).toBe('unknown');
    expect(businessHoursText()).toEqual(businessHours.map((hours) => ({ ...hours })));
    expect(formatBusinessHoursText()).toBe(formatBusinessHours());
  });

  it('is Arabic with Arabic active, the values unchanged', async () => {
    await activateLocale('ar');
    const options = bookableServiceOptions();
    expect(options.map((o) => o.value)).toEqual(bookableServices.map((s) => s.value));
    for (const { label } of options) expect(label).toMatch(/^[^A-Za-z]+$/);
    const hours = businessHoursText();
    expect(hours[0]?.days).toBe('الاثنين - السبت');
    expect(hours[1]?.days).toBe('الأحد');
    for (const { open, close } of hours) expect(`${open}${close}`).not.toMatch(/[A-Za-z]/);
    expect(formatBusinessHoursText()).not.toMatch(/[A-Za-z]/);
  });
});
