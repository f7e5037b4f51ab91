import { t } from '@lingui/core/macro';
import { builtPriceList } from '../features/booking/priceList';
import { currentLocale } from '../i18n/i18n';
import { formatPrice } from '../i18n/servicesTexts';
import { landingHead } from './landingHeads';
import type { LandingPageConfig } from './types';

/** The lowest price of a home cleaning in the price list the page was built with (a studio's standard clean). */
const lowestHomePrice = () =>
  Math.min(
    ...builtPriceList()
      .options.filter((o) => o.service === 'residential')
      .map((o) => o.price),
  );

/** The embedded map of Business Bay, with Google's labels in the page's language. */
const businessBayMap = () =>
  `https://maps.google.com/maps?q=Business%20Bay%2C%20Dubai&z=12&output=embed${currentLocale() === 'en' ? '' : `&hl=${currentLocale()}`}`;

/** The three SEO landing pages share one template and differ only in copy (docs/product.md, Landing pages); each
 * page's head (title, description, keywords, areas) is in content/landingHeads.ts. Texts in the page's language:
 * call at render, never when a module is evaluated. */
export const landingPages = (): LandingPageConfig[] => [
  {
    ...landingHead('/cleaning-services-dubai'),
    description: t`Professional home, office and deep cleaning across Dubai.`,
    heroIllustration: 'cleaning',
    heroSubtitle: t`Spotless homes and offices across Dubai, cleaned by trained and insured professionals with eco-friendly products.`,
    services: [
      t`Regular home and villa cleaning`,
      t`Deep cleaning of kitchens and bathrooms`,
      t`Move-in and move-out cleaning`,
      t`Office and workplace cleaning`,
      t`Carpet and upholstery cleaning`,
      t`Sanitization and disinfection`,
    ],
    whyChoosePoints: [
      t`Trained, vetted and insured staff`,
      t`Eco-friendly, family-safe products`,
      t`Flexible scheduling, seven days a week`,
      t`Transparent prices, from ${formatPrice(lowestHomePrice())} for a studio`,
      t`Satisfaction guarantee on every clean`,
    ],
    testimonials: [
      {
        name: t`Priya Sharma`,
        review: t`Booked a deep clean before my parents visited. Kitchen, bathrooms and balcony look brand new.`,
        rating: 5,
      },
      {
        name: t`Ahmed Al Mansoori`,
        review: t`Reliable, discreet and thorough. Our office has never been cleaner.`,
        rating: 5,
      },
    ],
    mapEmbedUrl: businessBayMap(),
  },
  {
    ...landingHead('/grease-trap-cleaning-dubai'),
    description: t`Grease trap pumping, cleaning and disposal for Dubai restaurants.`,
    heroIllustration: 'greaseTrap',
    heroSubtitle: t`Keep your kitchen compliant and odour-free with scheduled grease trap cleaning and certified waste disposal.`,
    services: [
      t`Grease trap pumping and scraping`,
      t`Scheduled maintenance contracts`,
      t`Odour and blockage prevention`,
      t`Compliant waste collection and disposal`,
      t`Service reports for inspections`,
    ],
    whyChoosePoints: [
      t`Experienced commercial crews`,
      t`Out-of-hours service, arranged by phone, so you never close`,
      t`Compliant disposal with documentation`,
      t`Fast response for emergencies`,
    ],
    testimonials: [
      {
        name: t`Fatima Hassan`,
        review: t`They cleaned our grease trap overnight and our last inspection went without a single remark.`,
        rating: 5,
      },
    ],
  },
  {
    ...landingHead('/commercial-kitchen-cleaning'),
    description: t`Hood, duct and equipment degreasing for commercial kitchens across the UAE.`,
    heroIllustration: 'commercialKitchen',
    heroSubtitle: t`Hoods, ducts, equipment and floors degreased to food-safety standards, scheduled around your service hours.`,
    services: [
      t`Kitchen hood, filter and duct degreasing`,
      t`Ovens, grills, fryers and equipment`,
      t`Floors, walls, ceilings and drains`,
      t`Cold rooms and storage areas`,
      t`Post-inspection deep cleans`,
    ],
    whyChoosePoints: [
      t`Food-safety trained crews`,
      t`Overnight and weekend work, arranged by phone or WhatsApp`,
      t`Food-safe, approved chemicals`,
      t`Before and after photo reports`,
      t`Contracts in every emirate, quoted after a visit`,
    ],
  },
];

export function landingPage(path: LandingPageConfig['path']): LandingPageConfig {
  const page = landingPages().find((p) => p.path === path);
  if (!page) throw new Error(`No landing page config for ${path}`);
  return page;
}
