import { t } from '@lingui/core/macro';
import { numberFormat } from '@sparkle/ui/intl';
import { intlLocale } from '../i18n/i18n';
import { packagesNote } from '../i18n/servicesTexts';
import type { Feature, Review, ServiceCardContent, ServiceDetailSection, ServicesPageText } from './types';

/** The services page's text block; admins may edit it in place (stored in site_content). */
export const servicesPageText = (): ServicesPageText => ({
  heroTitle: t`Our Cleaning Services`,
  heroSubtitle: t`From weekly home cleaning to commercial kitchens, one trusted team for every space in Dubai. Book online or get a quick quote on WhatsApp.`,
  whyChooseTitle: t`Why Choose Us`,
  whyChooseSubtitle: t`Dubai homes and businesses trust us with their spaces for good reasons.`,
  serviceDetailsTitle: t`Service Details`,
  serviceDetailsSubtitle: t`What each service includes, so you know exactly what to expect.`,
  packagesTitle: t`Cleaning Packages`,
  packagesSubtitle: t`Simple, transparent prices for homes of every size.`,
  packagesNote: packagesNote(),
  ctaTitle: t`Ready to Book Your Cleaning?`,
  ctaSubtitle: t`Book online in two minutes, send us a message, or get a quick quote on WhatsApp.`,
});

/** Grid of six service cards, each with image, title and description (docs/product.md, Services). */
export const serviceCards = (): ServiceCardContent[] => [
  {
    id: 'residential',
    title: t`Residential Cleaning`,
    description: t`Regular and one-off cleaning of apartments and villas, from bedrooms to bathrooms.`,
    icon: 'home',
    image: null,
    alt: t`A bright, freshly cleaned living room`,
  },
  {
    id: 'office',
    title: t`Office Cleaning`,
    description: t`Desks, meeting rooms, pantries and washrooms kept spotless on your schedule.`,
    icon: 'building',
    image: null,
    alt: t`A tidy open-plan office`,
  },
  {
    id: 'deep',
    title: t`Deep Cleaning`,
    description: t`Every surface, cabinet and corner, cleaned from top to bottom; the oven and fridge as extras.`,
    icon: 'sparkles',
    image: null,
    alt: t`A spotless kitchen after a deep clean`,
  },
  {
    id: 'movein',
    title: t`Move-In/Out Cleaning`,
    description: t`An empty home made ready for the handover or for your first day in it.`,
    icon: 'truck',
    image: null,
    alt: t`An empty, freshly cleaned apartment`,
  },
  {
    id: 'carpet',
    title: t`Carpet & Upholstery Cleaning`,
    description: t`Shampoo and steam cleaning for carpets, rugs, sofas, chairs and mattresses.`,
    icon: 'sofa',
    image: null,
    alt: t`A clean sofa and rug`,
  },
  {
    id: 'sanitization',
    title: t`Sanitization & Disinfection`,
    description: t`Disinfection of homes, offices and shops with approved, safe products.`,
    icon: 'spray',
    image: null,
    alt: t`A technician disinfecting a surface`,
  },
];

/** Restaurant and sanitization detail sections (docs/product.md, Services). */
export const serviceDetailSections = (): ServiceDetailSection[] => [
  {
    id: 'restaurant',
    title: t`Restaurant & Kitchen Cleaning`,
    description: t`Food businesses need more than a quick wipe. Our kitchen crews clean to food-safety standards, overnight or between services, so you open on time and pass every inspection.`,
    features: [
      t`Kitchen hood, filter and duct degreasing`,
      t`Ovens, grills, fryers and equipment cleaning`,
      t`Floors, walls and drains scrubbed and sanitized`,
      t`Dining area and washroom cleaning`,
      t`Overnight work, arranged by phone or WhatsApp`,
    ],
    image: null,
    alt: t`A gleaming stainless-steel restaurant kitchen`,
  },
  {
    id: 'sanitization',
    title: t`Sanitization & Disinfection`,
    description: t`Protect your family, staff and customers. We disinfect high-touch surfaces and whole spaces with approved products that are safe for people and pets.`,
    features: [
      t`Approved, non-toxic disinfectants`,
      t`High-touch surface treatment`,
      t`Homes, offices, clinics and retail spaces`,
      t`Fogging for large areas`,
      t`Certificate of service on request`,
    ],
    image: null,
    alt: t`A technician in protective gear sanitizing an office`,
  },
];

/** How long ago, in the page's language: ago(2, 'week') → '2 weeks ago'. */
function ago(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'always' }).format(-value, unit);
}

/** 'What Our Customers Say': 4 hard-coded reviews, ratings 5, 5, 5, 4 (docs/product.md, Constants and limits). */
export const reviews = (): Review[] => [
  {
    id: 1,
    name: t`Aisha R.`,
    rating: 5,
    text: t`Excellent service from start to finish. The team was punctual and our apartment has never looked better.`,
    date: ago(2, 'week'),
  },
  {
    id: 2,
    name: t`Mark D.`,
    rating: 5,
    text: t`We use them for our office every week. Reliable, thorough and always friendly.`,
    date: ago(1, 'month'),
  },
  {
    id: 3,
    name: t`Sana K.`,
    rating: 5,
    text: t`The deep clean before our move was worth every dirham. Highly recommended.`,
    date: ago(1, 'month'),
  },
  {
    id: 4,
    name: t`Omar F.`,
    rating: 4,
    text: t`Great job on our carpets and sofa. Arrived a little late, but the result was excellent.`,
    date: ago(2, 'month'),
  },
];

/** Six static service detail blocks (docs/product.md, Services). */
export const serviceDetails = (): { title: string; items: string[] }[] => [
  {
    title: t`Residential Cleaning`,
    items: [
      t`Dusting and wiping of all surfaces`,
      t`Kitchen and bathroom cleaning`,
      t`Vacuuming and mopping of floors`,
    ],
  },
  {
    title: t`Office Cleaning`,
    items: [t`Desks, screens and phones wiped`, t`Pantry and washroom hygiene`, t`Bins emptied and floors cleaned`],
  },
  {
    title: t`Deep Cleaning`,
    items: [t`Inside cabinets and cupboards`, t`Grout, tiles and limescale`, t`The oven and fridge inside, as extras`],
  },
  {
    title: t`Move-In/Out Cleaning`,
    items: [t`Every room, cupboard and fixture`, t`Windows, frames and tracks`, t`Ready for inspection and handover`],
  },
  {
    title: t`Carpet & Upholstery`,
    items: [t`Hot-water extraction and shampoo`, t`Stain and odour treatment`, t`Sofas, chairs, rugs and mattresses`],
  },
  {
    title: t`Custom Solutions`,
    items: [
      t`Post-construction and event cleaning`,
      t`One-off or recurring plans`,
      t`Tailored to your space and schedule`,
    ],
  },
];

/** 'Why Choose' with four points: experienced team, eco-friendly, insured and bonded, reliable service. */
export const whyChoose = (): Feature[] => [
  { icon: 'users', title: t`Experienced Team`, text: t`Trained, vetted professionals with years of experience.` },
  { icon: 'leaf', title: t`Eco-Friendly`, text: t`Safe, biodegradable products for your family and the planet.` },
  { icon: 'shield', title: t`Insured & Bonded`, text: t`Full insurance cover for complete peace of mind.` },
  { icon: 'clock', title: t`Reliable Service`, text: t`On time, every time, with a satisfaction guarantee.` },
];

/** The services page's fixed labels (buttons and the headings outside the editable text block). */
export const servicesPageCopy = () => ({
  bookOnline: t`Book Online`,
  whatsappQuote: t`Quick WhatsApp Quote`,
  gridTitle: t`What We Clean`,
  gridSubtitle: t`Our most booked services, by one trusted, fully insured team.`,
  bookThisService: t`Book This Service`,
  reviewsTitle: t`What Our Customers Say`,
  reviewsSubtitle: t`Real feedback from homes and businesses across Dubai.`,
  moreReviews: t`View More Reviews on Google`,
  choosePlan: t`Choose Plan`,
  customQuote: t`Get Custom Quote`,
  bookViaWhatsapp: t`Book via WhatsApp`,
  ctaBook: t`Book Now`,
  ctaContact: t`Contact Us`,
  ctaWhatsapp: t`WhatsApp Us`,
});

/** A review's stars, as screen readers announce them, in the page's language: 'Rated 5 out of 5'. */
export function ratingLabel(rating: number): string {
  const format = numberFormat(intlLocale()).format;
  const [stars, outOf] = [format(rating), format(5)];
  return t`Rated ${stars} out of ${outOf}`;
}
