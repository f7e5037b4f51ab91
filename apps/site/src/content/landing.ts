import { landingHead } from './landingHeads';
import type { LandingPageConfig } from './types';

/** The three SEO landing pages share one template and differ only in copy (SPEC §2 Landing template); each
 * page's head (title, description, keywords, areas) is in content/landingHeads.ts. */
export const landingPages: LandingPageConfig[] = [
  {
    ...landingHead('/cleaning-services-dubai'),
    description: 'Professional home, office and deep cleaning across Dubai.',
    heroIllustration: 'cleaning',
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
    ...landingHead('/grease-trap-cleaning-dubai'),
    description: 'Grease trap pumping, cleaning and disposal for Dubai restaurants.',
    heroIllustration: 'greaseTrap',
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
    testimonials: [
      {
        name: 'Fatima Hassan',
        review: 'They cleaned our grease trap overnight and our last inspection went without a single remark.',
        rating: 5,
      },
    ],
  },
  {
    ...landingHead('/commercial-kitchen-cleaning'),
    description: 'Hood, duct and equipment degreasing for commercial kitchens across the UAE.',
    heroIllustration: 'commercialKitchen',
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
  },
];

export function landingPage(path: LandingPageConfig['path']): LandingPageConfig {
  const page = landingPages.find((p) => p.path === path);
  if (!page) throw new Error(`No landing page config for ${path}`);
  return page;
}
