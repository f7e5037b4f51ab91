import { t } from '@lingui/core/macro';
import type { Community } from '@sparkle/company/booking';
import { companyName, type Emirate, emirates } from './company';
import type { LandingPageHead } from './types';

/**
 * What a landing page's `head()` needs (title, description, keywords, canonical path, the JSON-LD's service and
 * areas), apart from the page's body (content/landing.ts): every route's head is in the app's entry chunk, so
 * keeping this small keeps the body text out of every page's first load. Texts in the page's language: call
 * these functions at render (or in a route's `head()`), never when a module is evaluated.
 */

/** The places the pages and their JSON-LD name, by their English name. */
const placeNames: Record<string, () => string> = {
  Dubai: () => t`Dubai`,
  UAE: () => t`UAE`,
  'Downtown Dubai': () => t`Downtown Dubai`,
  'Business Bay': () => t`Business Bay`,
  'Dubai Marina': () => t`Dubai Marina`,
  'Jumeirah Lake Towers (JLT)': () => t`Jumeirah Lake Towers (JLT)`,
  'Palm Jumeirah': () => t`Palm Jumeirah`,
  Jumeirah: () => t`Jumeirah`,
  'Al Barsha': () => t`Al Barsha`,
  'Arabian Ranches': () => t`Arabian Ranches`,
  'Dubai Hills Estate': () => t`Dubai Hills Estate`,
  Mirdif: () => t`Mirdif`,
  Deira: () => t`Deira`,
  'Bur Dubai': () => t`Bur Dubai`,
  'Abu Dhabi': () => t`Abu Dhabi`,
  Sharjah: () => t`Sharjah`,
  Ajman: () => t`Ajman`,
  'Ras Al Khaimah': () => t`Ras Al Khaimah`,
  Fujairah: () => t`Fujairah`,
  'Umm Al Quwain': () => t`Umm Al Quwain`,
};

/** A place's name in the page's language ('Business Bay' → 'الخليج التجاري'); an unknown one as it is. */
export function placeName(english: string): string {
  return placeNames[english]?.() ?? english;
}

/**
 * The Dubai pages' areas: communities of the booking form (`communities` of @sparkle/company/booking), by the names
 * the form gives them, so that a visitor finds in the form the place the page names.
 */
const dubaiAreas: Community[] = [
  'Downtown Dubai',
  'Business Bay',
  'Dubai Marina',
  'Jumeirah Lake Towers (JLT)',
  'Palm Jumeirah',
  'Jumeirah',
  'Al Barsha',
  'Arabian Ranches',
  'Dubai Hills Estate',
  'Mirdif',
  'Deira',
  'Bur Dubai',
];

/** The commercial-kitchen page's areas: every emirate, where kitchens are cleaned under contract. */
const emirateAreas: readonly Emirate[] = emirates;

export const landingHeads = (): LandingPageHead[] => [
  {
    path: '/cleaning-services-dubai',
    city: placeName('Dubai'),
    serviceType: t`Cleaning Services`,
    title: t`Cleaning Services in Dubai | ${companyName}`,
    metaDescription: t`Professional cleaning services in Dubai for homes, villas and offices: regular, deep and move-in/out cleaning by trained, insured staff. Book a free inspection today.`,
    keywords: [
      t`cleaning services Dubai`,
      t`home cleaning Dubai`,
      t`deep cleaning Dubai`,
      t`office cleaning Dubai`,
      t`move in move out cleaning Dubai`,
    ],
    heroImage: null,
    heroTitle: t`Professional Cleaning Services in Dubai`,
    areas: dubaiAreas.map(placeName),
  },
  {
    path: '/grease-trap-cleaning-dubai',
    city: placeName('Dubai'),
    serviceType: t`Grease Trap Cleaning`,
    title: t`Grease Trap Cleaning in Dubai | ${companyName}`,
    metaDescription: t`Grease trap cleaning in Dubai for restaurants, hotels and commercial kitchens: scheduled pumping, scraping, odour control and compliant waste disposal. Book a free inspection.`,
    keywords: [
      t`grease trap cleaning Dubai`,
      t`grease trap pumping Dubai`,
      t`restaurant grease trap Dubai`,
      t`grease trap maintenance`,
      t`Dubai Municipality grease trap`,
    ],
    heroImage: null,
    heroTitle: t`Grease Trap Cleaning in Dubai`,
    areas: dubaiAreas.map(placeName),
  },
  {
    path: '/commercial-kitchen-cleaning',
    city: placeName('UAE'),
    serviceType: t`Commercial Kitchen Cleaning`,
    title: t`Commercial Kitchen Cleaning in the UAE | ${companyName}`,
    metaDescription: t`Commercial kitchen cleaning across the UAE: kitchen hood and duct degreasing, equipment, floors and walls cleaned to food-safety standards, overnight if needed. Book a free inspection.`,
    keywords: [
      t`commercial kitchen cleaning UAE`,
      t`kitchen hood cleaning Dubai`,
      t`kitchen duct cleaning`,
      t`restaurant kitchen cleaning`,
      t`food safety cleaning UAE`,
    ],
    heroImage: null,
    heroTitle: t`Commercial Kitchen Cleaning Across the UAE`,
    areas: emirateAreas.map(placeName),
  },
];

/** A landing page's head, in the page's language. */
export function landingHead(path: LandingPageHead['path']): LandingPageHead {
  const head = landingHeads().find((h) => h.path === path);
  if (!head) throw new Error(`No landing page head for ${path}`);
  return head;
}
