import { t } from '@lingui/core/macro';
import {
  currency,
  formatPrice as formatPriceInEnglish,
  type Package,
  packages,
  type ServiceId,
  services,
} from '@sparkle/company';
import { type NumberFormat, numberFormat } from '@sparkle/ui/intl';
import { currentLocale, intlLocale } from './i18n';

/**
 * The company's service and package texts (workspace package @sparkle/company, shared with the edge functions,
 * which Lingui cannot translate) in the page's language: the same texts by id, through `t`. The English here is
 * the package's, character for character (servicesTexts.test.ts fails when the two differ). Functions, called
 * at render: never when a module is first evaluated.
 */

export interface ServiceTexts {
  name: string;
  shortName: string;
  description: string;
}

export type PackageId = Package['id'];

export interface PackageTexts {
  name: string;
  features: string[];
}

const serviceTextsById: Record<ServiceId, () => ServiceTexts> = {
  residential: () => ({
    name: t`Residential Cleaning`,
    shortName: t`Residential`,
    description: t`Regular and one-off cleaning of apartments and villas: kitchens, bathrooms, bedrooms and living areas.`,
  }),
  office: () => ({
    name: t`Office Cleaning`,
    shortName: t`Office`,
    description: t`Daily or weekly cleaning of offices, meeting rooms, pantries and washrooms; after-hours visits arranged by phone.`,
  }),
  deep: () => ({
    name: t`Deep Cleaning`,
    shortName: t`Deep`,
    description: t`Top-to-bottom cleaning of every surface, inside cabinets, grout and hard-to-reach areas; oven, fridge and balcony as extras.`,
  }),
  movein: () => ({
    name: t`Move-In/Out Cleaning`,
    shortName: t`Move-In/Out`,
    description: t`A full clean of an empty home before you move in or after you move out, ready for the handover.`,
  }),
  carpet: () => ({
    name: t`Carpet & Upholstery Cleaning`,
    shortName: t`Carpet & Upholstery`,
    description: t`Shampooing and steam cleaning of carpets, rugs, sofas, chairs and mattresses.`,
  }),
  restaurant: () => ({
    name: t`Restaurant & Kitchen Cleaning`,
    shortName: t`Restaurant & Kitchen`,
    description: t`Cleaning of dining areas, kitchens, hoods, extraction and equipment to food-safety standards.`,
  }),
  sanitization: () => ({
    name: t`Sanitization & Disinfection`,
    shortName: t`Sanitization & Disinfection`,
    description: t`Disinfection of homes, offices and commercial spaces with approved, safe products.`,
  }),
  'grease-trap': () => ({
    name: t`Grease Trap Cleaning`,
    shortName: t`Grease Trap`,
    description: t`Pumping, scraping and cleaning of grease traps for restaurants and commercial kitchens, with disposal.`,
  }),
  'commercial-kitchen': () => ({
    name: t`Commercial Kitchen Cleaning`,
    shortName: t`Commercial Kitchen`,
    description: t`Degreasing of hoods, ducts, ovens, fryers, floors and walls in commercial kitchens across the UAE.`,
  }),
};

const packageTextsById: Record<PackageId, () => PackageTexts> = {
  basic: () => ({
    name: t`Basic Clean`,
    features: [t`Dusting and wiping of all surfaces`, t`Vacuuming and mopping`, t`Kitchen and bathroom cleaning`],
  }),
  deep: () => ({
    name: t`Deep Clean`,
    features: [
      t`Everything in Basic Clean`,
      t`Inside cabinets and cupboards`,
      t`Grout, tiles and hard-to-reach areas`,
      t`Inside the oven and fridge and the balcony as extras`,
    ],
  }),
  premium: () => ({
    name: t`Premium Clean`,
    features: [
      t`Everything in Deep Clean, in an empty home`,
      t`Inside every wardrobe, drawer and cupboard`,
      t`Windows, frames and tracks`,
      t`Ready for the handover inspection`,
    ],
  }),
};

/** A service's name, short name and description ('residential' → 'Residential Cleaning', …). */
export function serviceTexts(id: ServiceId): ServiceTexts {
  return serviceTextsById[id]();
}

/** The company's services as @sparkle/company lists them, with their texts in the page's language. */
export function localizedServices(): (ServiceTexts & { id: ServiceId })[] {
  return services.map((service) => ({ id: service.id, ...serviceTexts(service.id) }));
}

/** A package's name and features ('deep' → 'Deep Clean', …). */
export function packageTexts(id: PackageId): PackageTexts {
  return packageTextsById[id]();
}

/** The packages as @sparkle/company lists them (id, price, popular), with their texts in the page's language. */
export function localizedPackages(): (PackageTexts & { id: PackageId; price: number; popular: boolean })[] {
  return packages.map((plan) => ({ id: plan.id, price: plan.price, popular: plan.popular, ...packageTexts(plan.id) }));
}

/** The label of the popular package. */
export const popularLabel = (): string => t`Most Popular`;

/** The note under the packages. */
export const packagesNote = (): string =>
  t`Prices may vary based on home size and specific requirements. All packages include our satisfaction guarantee.`;

const fractionDigits = (amount: number) => (Number.isInteger(amount) ? 0 : 2);

function currencyFormat(amount: number): NumberFormat {
  const digits = fractionDigits(amount);
  return numberFormat(intlLocale(), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * An amount in dirhams as text: on an English page exactly what @sparkle/company's `formatPrice` prints
 * ('AED 150'); in another language the locale's own format through Intl ('150 د.إ.' in ar-AE, between marks).
 */
export function formatPrice(amount: number): string {
  if (currentLocale() === 'en') return formatPriceInEnglish(amount);
  return currencyFormat(amount).format(amount);
}

/**
 * An amount split for a price display that styles the currency and the amount apart (the ui's PackageCard):
 * English as the site has always shown it ('AED' before the plain amount); another language from Intl's parts,
 * with the currency's symbol and place as the locale writes them.
 */
export function priceParts(amount: number): { currency: string; amount: string; currencyAfter: boolean } {
  if (currentLocale() === 'en') return { currency, amount: String(amount), currencyAfter: false };
  const parts = currencyFormat(amount).formatToParts(amount);
  const currencyIndex = parts.findIndex((part) => part.type === 'currency');
  const firstNumberIndex = parts.findIndex((part) => part.type === 'integer');
  const number = parts
    .filter((part) => ['integer', 'group', 'decimal', 'fraction', 'minusSign'].includes(part.type))
    .map((part) => part.value)
    .join('');
  return {
    currency: parts[currencyIndex]?.value ?? currency,
    amount: number,
    currencyAfter: currencyIndex > firstNumberIndex,
  };
}
