import { companyName } from './company';
import type { LandingPageHead } from './types';

/**
 * What a landing page's `head()` needs (title, description, keywords, canonical path, the JSON-LD's service and
 * areas), apart from the page's body (content/landing.ts): every route's head is in the app's entry chunk, so
 * keeping this small keeps the body text out of every page's first load.
 */
const dubaiAreas = [
  'Downtown Dubai',
  'Business Bay',
  'Dubai Marina',
  'Jumeirah Lake Towers',
  'Palm Jumeirah',
  'Jumeirah',
  'Al Barsha',
  'Arabian Ranches',
  'Dubai Hills',
  'Mirdif',
  'Deira',
  'Bur Dubai',
];

export const landingHeads: LandingPageHead[] = [
  {
    path: '/cleaning-services-dubai',
    city: 'Dubai',
    serviceType: 'Cleaning Services',
    title: `Cleaning Services in Dubai | ${companyName}`,
    metaDescription:
      'Professional cleaning services in Dubai for homes, villas and offices: regular, deep and move-in/out cleaning by trained, insured staff. Book a free inspection today.',
    keywords: [
      'cleaning services Dubai',
      'home cleaning Dubai',
      'deep cleaning Dubai',
      'office cleaning Dubai',
      'move in move out cleaning Dubai',
    ],
    heroImage: null,
    heroTitle: 'Professional Cleaning Services in Dubai',
    areas: dubaiAreas,
  },
  {
    path: '/grease-trap-cleaning-dubai',
    city: 'Dubai',
    serviceType: 'Grease Trap Cleaning',
    title: `Grease Trap Cleaning in Dubai | ${companyName}`,
    metaDescription:
      'Grease trap cleaning in Dubai for restaurants, hotels and commercial kitchens: scheduled pumping, scraping, odour control and compliant waste disposal. Book a free inspection.',
    keywords: [
      'grease trap cleaning Dubai',
      'grease trap pumping Dubai',
      'restaurant grease trap Dubai',
      'grease trap maintenance',
      'Dubai Municipality grease trap',
    ],
    heroImage: null,
    heroTitle: 'Grease Trap Cleaning in Dubai',
    areas: dubaiAreas,
  },
  {
    path: '/commercial-kitchen-cleaning',
    city: 'UAE',
    serviceType: 'Commercial Kitchen Cleaning',
    title: `Commercial Kitchen Cleaning in the UAE | ${companyName}`,
    metaDescription:
      'Commercial kitchen cleaning across the UAE: kitchen hood and duct degreasing, equipment, floors and walls cleaned to food-safety standards, overnight if needed. Book a free inspection.',
    keywords: [
      'commercial kitchen cleaning UAE',
      'kitchen hood cleaning Dubai',
      'kitchen duct cleaning',
      'restaurant kitchen cleaning',
      'food safety cleaning UAE',
    ],
    heroImage: null,
    heroTitle: 'Commercial Kitchen Cleaning Across the UAE',
    areas: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'],
  },
];

export function landingHead(path: LandingPageHead['path']): LandingPageHead {
  const head = landingHeads.find((h) => h.path === path);
  if (!head) throw new Error(`No landing page head for ${path}`);
  return head;
}
