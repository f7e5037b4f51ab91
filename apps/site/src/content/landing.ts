import { companyName } from './company';
import type { LandingPageConfig } from './types';

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

/** The three SEO landing pages share one template and differ only in copy (SPEC §2 Landing template). */
export const landingPages: LandingPageConfig[] = [
  {
    path: '/cleaning-services-dubai',
    city: 'Dubai',
    serviceType: 'Cleaning Services',
    title: `Cleaning Services in Dubai | ${companyName}`,
    description: 'Professional home, office and deep cleaning across Dubai.',
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
    heroIllustration: 'cleaning',
    heroTitle: 'Professional Cleaning Services in Dubai',
    heroSubtitle:
      'Spotless homes and offices across Dubai, cleaned by trained and insured professionals with eco-friendly products.',
    services: [
      'Regular home and villa cleaning',
      'Deep cleaning of kitchens and bathrooms',
      'Move-in and move-out cleaning',
      'Office and workplace cleaning',
      'Carpet and upholstery cleaning',
      'Sanitization and disinfection',
    ],
    whyChoosePoints: [
      'Trained, vetted and insured staff',
      'Eco-friendly, family-safe products',
      'Flexible scheduling, seven days a week',
      'Transparent prices from AED 150',
      'Satisfaction guarantee on every clean',
    ],
    areas: dubaiAreas,
    testimonials: [
      {
        name: 'Priya Sharma',
        review: 'Booked a deep clean before my parents visited. Kitchen, bathrooms and balcony look brand new.',
        rating: 5,
      },
      {
        name: 'Ahmed Al Mansoori',
        review: 'Reliable, discreet and thorough. Our office has never been cleaner.',
        rating: 5,
      },
    ],
    mapEmbedUrl: 'https://maps.google.com/maps?q=Business%20Bay%2C%20Dubai&z=12&output=embed',
  },
  {
    path: '/grease-trap-cleaning-dubai',
    city: 'Dubai',
    serviceType: 'Grease Trap Cleaning',
    title: `Grease Trap Cleaning in Dubai | ${companyName}`,
    description: 'Grease trap pumping, cleaning and disposal for Dubai restaurants.',
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
    heroIllustration: 'greaseTrap',
    heroTitle: 'Grease Trap Cleaning in Dubai',
    heroSubtitle:
      'Keep your kitchen compliant and odour-free with scheduled grease trap cleaning and certified waste disposal.',
    services: [
      'Grease trap pumping and scraping',
      'Scheduled maintenance contracts',
      'Odour and blockage prevention',
      'Compliant waste collection and disposal',
      'Service reports for inspections',
    ],
    whyChoosePoints: [
      'Experienced commercial crews',
      'Out-of-hours service so you never close',
      'Compliant disposal with documentation',
      'Fast response for emergencies',
    ],
    areas: dubaiAreas,
    testimonials: [
      {
        name: 'Fatima Hassan',
        review: 'They cleaned our grease trap overnight and our last inspection went without a single remark.',
        rating: 5,
      },
    ],
  },
  {
    path: '/commercial-kitchen-cleaning',
    city: 'UAE',
    serviceType: 'Commercial Kitchen Cleaning',
    title: `Commercial Kitchen Cleaning in the UAE | ${companyName}`,
    description: 'Hood, duct and equipment degreasing for commercial kitchens across the UAE.',
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
    heroIllustration: 'commercialKitchen',
    heroTitle: 'Commercial Kitchen Cleaning Across the UAE',
    heroSubtitle:
      'Hoods, ducts, equipment and floors degreased to food-safety standards, scheduled around your service hours.',
    services: [
      'Kitchen hood, filter and duct degreasing',
      'Ovens, grills, fryers and equipment',
      'Floors, walls, ceilings and drains',
      'Cold rooms and storage areas',
      'Post-inspection deep cleans',
    ],
    whyChoosePoints: [
      'Food-safety trained crews',
      'Overnight and weekend scheduling',
      'Food-safe, approved chemicals',
      'Before and after photo reports',
    ],
    areas: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'],
  },
];

export function landingPage(path: LandingPageConfig['path']): LandingPageConfig {
  const page = landingPages.find((p) => p.path === path);
  if (!page) throw new Error(`No landing page config for ${path}`);
  return page;
}
