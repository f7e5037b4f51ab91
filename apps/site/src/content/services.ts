import { packagesNote } from './company';
import type { Feature, Review, ServiceCardContent, ServiceDetailSection, ServicesPageText } from './types';

/** The services page's text block; admins may edit it in place (stored in site_content). */
export const servicesPageText: ServicesPageText = {
  heroTitle: 'Our Cleaning Services',
  heroSubtitle:
    'From weekly home cleaning to commercial kitchens, one trusted team for every space in Dubai. Book online or get a quick quote on WhatsApp.',
  whyChooseTitle: 'Why Choose Us',
  whyChooseSubtitle: 'Dubai homes and businesses trust us with their spaces for good reasons.',
  serviceDetailsTitle: 'Service Details',
  serviceDetailsSubtitle: 'What each service includes, so you know exactly what to expect.',
  packagesTitle: 'Cleaning Packages',
  packagesSubtitle: 'Simple, transparent prices for homes of every size.',
  packagesNote,
  ctaTitle: 'Ready to Book Your Cleaning?',
  ctaSubtitle: 'Book online in two minutes, send us a message, or get a quick quote on WhatsApp.',
};

/** Grid of six service cards, each with image, title and description (SPEC §2 Services). */
export const serviceCards: ServiceCardContent[] = [
  {
    id: 'residential',
    title: 'Residential Cleaning',
    description: 'Regular and one-off cleaning of apartments and villas, from bedrooms to balconies.',
    icon: 'home',
    image: null,
    alt: 'A bright, freshly cleaned living room',
  },
  {
    id: 'office',
    title: 'Office Cleaning',
    description: 'Desks, meeting rooms, pantries and washrooms kept spotless on your schedule.',
    icon: 'building',
    image: null,
    alt: 'A tidy open-plan office',
  },
  {
    id: 'deep',
    title: 'Deep Cleaning',
    description: 'Every surface, appliance, cabinet and corner, cleaned from top to bottom.',
    icon: 'sparkles',
    image: null,
    alt: 'A spotless kitchen after a deep clean',
  },
  {
    id: 'movein',
    title: 'Move-In/Out Cleaning',
    description: 'An empty home made ready for the handover or for your first day in it.',
    icon: 'truck',
    image: null,
    alt: 'An empty, freshly cleaned apartment',
  },
  {
    id: 'carpet',
    title: 'Carpet & Upholstery Cleaning',
    description: 'Shampoo and steam cleaning for carpets, rugs, sofas, chairs and mattresses.',
    icon: 'sofa',
    image: null,
    alt: 'A clean sofa and rug',
  },
  {
    id: 'sanitization',
    title: 'Sanitization & Disinfection',
    description: 'Disinfection of homes, offices and shops with approved, safe products.',
    icon: 'spray',
    image: null,
    alt: 'A technician disinfecting a surface',
  },
];

/** Restaurant and sanitization detail sections (SPEC §2 Services). */
export const serviceDetailSections: ServiceDetailSection[] = [
  {
    id: 'restaurant',
    title: 'Restaurant & Kitchen Cleaning',
    description:
      'Food businesses need more than a quick wipe. Our kitchen crews clean to food-safety standards, overnight or between services, so you open on time and pass every inspection.',
    features: [
      'Kitchen hood, filter and duct degreasing',
      'Ovens, grills, fryers and equipment cleaning',
      'Floors, walls and drains scrubbed and sanitized',
      'Dining area and washroom cleaning',
      'Flexible overnight scheduling',
    ],
    image: null,
    alt: 'A gleaming stainless-steel restaurant kitchen',
  },
  {
    id: 'sanitization',
    title: 'Sanitization & Disinfection',
    description:
      'Protect your family, staff and customers. We disinfect high-touch surfaces and whole spaces with approved products that are safe for people and pets.',
    features: [
      'Approved, non-toxic disinfectants',
      'High-touch surface treatment',
      'Homes, offices, clinics and retail spaces',
      'Fogging for large areas',
      'Certificate of service on request',
    ],
    image: null,
    alt: 'A technician in protective gear sanitizing an office',
  },
];

/** 'What Our Customers Say': 4 hard-coded reviews, ratings 5, 5, 5, 4 (SPEC §9). */
export const reviews: Review[] = [
  {
    id: 1,
    name: 'Aisha R.',
    rating: 5,
    text: 'Excellent service from start to finish. The team was punctual and our apartment has never looked better.',
    date: '2 weeks ago',
  },
  {
    id: 2,
    name: 'Mark D.',
    rating: 5,
    text: 'We use them for our office every week. Reliable, thorough and always friendly.',
    date: '1 month ago',
  },
  {
    id: 3,
    name: 'Sana K.',
    rating: 5,
    text: 'The deep clean before our move was worth every dirham. Highly recommended.',
    date: '1 month ago',
  },
  {
    id: 4,
    name: 'Omar F.',
    rating: 4,
    text: 'Great job on our carpets and sofa. Arrived a little late, but the result was excellent.',
    date: '2 months ago',
  },
];

/** Six static service detail blocks (SPEC §2 Services). */
export const serviceDetails: { title: string; items: string[] }[] = [
  {
    title: 'Residential Cleaning',
    items: ['Dusting and wiping of all surfaces', 'Kitchen and bathroom cleaning', 'Vacuuming and mopping of floors'],
  },
  {
    title: 'Office Cleaning',
    items: ['Desks, screens and phones wiped', 'Pantry and washroom hygiene', 'Bins emptied and floors cleaned'],
  },
  {
    title: 'Deep Cleaning',
    items: ['Inside ovens, fridges and cabinets', 'Grout, tiles and limescale', 'Behind and under furniture'],
  },
  {
    title: 'Move-In/Out Cleaning',
    items: ['Every room, cupboard and fixture', 'Windows, tracks and balconies', 'Ready for inspection and handover'],
  },
  {
    title: 'Carpet & Upholstery',
    items: ['Hot-water extraction and shampoo', 'Stain and odour treatment', 'Sofas, chairs, rugs and mattresses'],
  },
  {
    title: 'Custom Solutions',
    items: [
      'Post-construction and event cleaning',
      'One-off or recurring plans',
      'Tailored to your space and schedule',
    ],
  },
];

/** 'Why Choose' with four points: experienced team, eco-friendly, insured and bonded, reliable service. */
export const whyChoose: Feature[] = [
  { icon: 'users', title: 'Experienced Team', text: 'Trained, vetted professionals with years of experience.' },
  { icon: 'leaf', title: 'Eco-Friendly', text: 'Safe, biodegradable products for your family and the planet.' },
  { icon: 'shield', title: 'Insured & Bonded', text: 'Full insurance cover for complete peace of mind.' },
  { icon: 'clock', title: 'Reliable Service', text: 'On time, every time, with a satisfaction guarantee.' },
];

/** The services page's fixed labels (buttons and the headings outside the editable text block). */
export const servicesPageCopy = {
  bookOnline: 'Book Online',
  whatsappQuote: 'Quick WhatsApp Quote',
  gridTitle: 'What We Clean',
  gridSubtitle: 'Six specialised services, delivered by one trusted, fully insured team.',
  bookThisService: 'Book This Service',
  reviewsSubtitle: 'Real feedback from homes and businesses across Dubai.',
  customQuote: 'Get Custom Quote',
  bookViaWhatsapp: 'Book via WhatsApp',
  ctaBook: 'Book Now',
  ctaContact: 'Contact Us',
  ctaWhatsapp: 'WhatsApp Us',
} as const;
