import * as company from '@sparkle/company';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from './activateLocale';
import { activateEnglish } from './i18n';
import {
  formatPrice,
  localizedPackages,
  localizedServices,
  packagesNote,
  packageTexts,
  popularLabel,
  priceParts,
  serviceTexts,
} from './servicesTexts';

/** The site's copy of @sparkle/company's texts must never drift from the package's English. */
describe('servicesTexts in English', () => {
  beforeAll(() => activateEnglish());

  it("gives every service's name, short name and description exactly as @sparkle/company", () => {
    for (const service of company.services) {
      expect(serviceTexts(service.id)).toEqual({
        name: service.name,
        shortName: service.shortName,
        description: service.description,
      });
    }
    expect(localizedServices()).toEqual(
      company.services.map(({ id, name, shortName, description }) => ({ id, name, shortName, description })),
    );
  });

  it("gives every package's name and features exactly as @sparkle/company", () => {
    for (const plan of company.packages) {
      expect(packageTexts(plan.id)).toEqual({ name: plan.name, features: [...plan.features] });
    }
    expect(localizedPackages()).toEqual(
      company.packages.map(({ id, name, price, popular, features }) => ({
        id,
        name,
        price,
        popular,
        features: [...features],
      })),
    );
  });

  it('gives the popular label and the packages note exactly as @sparkle/company', () => {
    expect(popularLabel()).toBe(company.popularLabel);
    expect(packagesNote()).toBe(company.packagesNote);
  });

  it("prints prices as @sparkle/company's formatPrice", () => {
    for (const amount of [0, 150, 300, 450, 1050, 157.5]) expect(formatPrice(amount)).toBe(company.formatPrice(amount));
    expect(priceParts(1050)).toEqual({ currency: 'AED', amount: '1050', currencyAfter: false });
  });
});

describe('servicesTexts in Arabic', () => {
  beforeAll(() => activateLocale('ar'));

  it('formats prices through Intl in ar-AE, with Western digits', () => {
    // Intl's right-to-left marks written as Arabic letter marks (@sparkle/ui/intl), which fetch no font.
    expect(formatPrice(150)).toBe(
      new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED', maximumFractionDigits: 0 })
        .format(150)
        .replaceAll('\u200f', '\u061c'),
    );
    expect(formatPrice(150)).toContain('150');
    const parts = priceParts(1050);
    expect(parts.amount).toBe('1,050');
    expect(parts.currency).not.toBe('AED');
  });

  it('translates the texts', () => {
    expect(serviceTexts('residential').name).not.toBe('Residential Cleaning');
    expect(popularLabel()).not.toBe(company.popularLabel);
  });
});
