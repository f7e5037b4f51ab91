/**
 * The company's facts, in one place (workspace package @sparkle/company): the site's pages, the booking form, the back
 * office and the chat function all read them; docs/company-facts.md says why each is what it is where two disagreed. The
 * function imports this file by its path, the site by the package name. Plain data and string building only (no Deno
 * or Node API), so the Deno edge runtime, the local Node backend and the Vite site can all import this module as it is.
 */
import {
  type BookableServiceId,
  bookableServices,
  defaultPriceList,
  optionPrice,
  type PriceList,
  type TimeSlot,
  timeSlots,
} from './booking.ts';
import { companyName } from './name.ts';

export type { BookableServiceId, TimeSlot };
export { bookableServices, companyName, timeSlots };

export const contact = {
  phone: '+971 50 000 0000',
  /** Digits only, for `https://wa.me/<number>` links. */
  whatsappNumber: '971500000000',
  email: 'info@sparklecleandubai.example',
  website: 'www.sparklecleandubai.example',
  location: 'Business Bay, Dubai',
  address: 'Business Bay, Dubai, United Arab Emirates',
} as const;

export const services = [
  {
    id: 'residential',
    name: 'Residential Cleaning',
    shortName: 'Residential',
    description:
      'Regular and one-off cleaning of apartments and villas: kitchens, bathrooms, bedrooms and living areas.',
  },
  {
    id: 'office',
    name: 'Office Cleaning',
    shortName: 'Office',
    description:
      'Daily or weekly cleaning of offices, meeting rooms, pantries and washrooms; after-hours visits arranged by phone.',
  },
  {
    id: 'deep',
    name: 'Deep Cleaning',
    shortName: 'Deep',
    description:
      'Top-to-bottom cleaning of every surface, inside cabinets, grout and hard-to-reach areas; oven, fridge and balcony as extras.',
  },
  {
    id: 'movein',
    name: 'Move-In/Out Cleaning',
    shortName: 'Move-In/Out',
    description: 'A full clean of an empty home before you move in or after you move out, ready for the handover.',
  },
  {
    id: 'carpet',
    name: 'Carpet & Upholstery Cleaning',
    shortName: 'Carpet & Upholstery',
    description: 'Shampooing and steam cleaning of carpets, rugs, sofas, chairs and mattresses.',
  },
  {
    id: 'restaurant',
    name: 'Restaurant & Kitchen Cleaning',
    shortName: 'Restaurant & Kitchen',
    description: 'Cleaning of dining areas, kitchens, hoods, extraction and equipment to food-safety standards.',
  },
  {
    id: 'sanitization',
    name: 'Sanitization & Disinfection',
    shortName: 'Sanitization & Disinfection',
    description: 'Disinfection of homes, offices and commercial spaces with approved, safe products.',
  },
  {
    id: 'grease-trap',
    name: 'Grease Trap Cleaning',
    shortName: 'Grease Trap',
    description:
      'Pumping, scraping and cleaning of grease traps for restaurants and commercial kitchens, with disposal.',
  },
  {
    id: 'commercial-kitchen',
    name: 'Commercial Kitchen Cleaning',
    shortName: 'Commercial Kitchen',
    description: 'Degreasing of hoods, ducts, ovens, fryers, floors and walls in commercial kitchens across the UAE.',
  },
] as const;

export type Service = (typeof services)[number];
export type ServiceId = Service['id'];

/**
 * How a service is booked: the five of the booking form online (by the form's value), the others by a quote on the
 * phone, WhatsApp or the contact form (a restaurant's kitchen, a grease trap, a commercial kitchen or a disinfection is
 * sized and priced on site).
 */
export const onlineBooking: Readonly<Record<ServiceId, BookableServiceId | null>> = {
  residential: 'residential',
  office: 'office',
  deep: 'deep',
  movein: 'movein',
  carpet: 'carpet',
  restaurant: null,
  sanitization: null,
  'grease-trap': null,
  'commercial-kitchen': null,
};

/**
 * Work outside the opening hours (after-hours offices, overnight kitchens and grease traps, weekends' nights): online
 * booking offers only slots inside them, so such visits are agreed on the phone or WhatsApp and confirmed in writing.
 */
export const outOfHoursServices = [
  'office',
  'restaurant',
  'grease-trap',
  'commercial-kitchen',
] as const satisfies readonly ServiceId[];

/** The company's record, as the about and home pages state it. */
export const achievements = { clients: 5000, cleanings: 15_000, years: 8, staff: 50 } as const;

/**
 * Where the company works: homes and offices in the Dubai communities the booking form lists (`communities` of
 * booking.ts); commercial kitchens and grease traps under contract in every emirate, quoted on request.
 */
export const emirates = [
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Ras Al Khaimah',
  'Fujairah',
  'Umm Al Quwain',
] as const;
export type Emirate = (typeof emirates)[number];
export const contractServicesAcrossUae = ['grease-trap', 'commercial-kitchen'] as const satisfies readonly ServiceId[];

export const currency = 'AED';

function seededPrice(service: BookableServiceId, code: string): number {
  const price = optionPrice(defaultPriceList, service, code);
  if (price === undefined) throw new Error(`The seeded price list has no ${service}/${code}`);
  return price;
}

/**
 * The three packages of the services page. Each is one option of the price list (a 1-bedroom home of a service), so its
 * price is that option's: the Basic Clean a standard clean, the Deep Clean a deep clean, the Premium Clean a
 * move-in/out clean. `price` is the seeded list's; the pages show the stored list's (`packagePrice`).
 */
export const packages = [
  {
    id: 'basic',
    name: 'Basic Clean',
    service: 'residential',
    property: '1br',
    price: seededPrice('residential', '1br'),
    popular: false,
    features: ['Dusting and wiping of all surfaces', 'Vacuuming and mopping', 'Kitchen and bathroom cleaning'],
  },
  {
    id: 'deep',
    name: 'Deep Clean',
    service: 'deep',
    property: '1br',
    price: seededPrice('deep', '1br'),
    popular: true,
    features: [
      'Everything in Basic Clean',
      'Inside cabinets and cupboards',
      'Grout, tiles and hard-to-reach areas',
      'Inside the oven and fridge and the balcony as extras',
    ],
  },
  {
    id: 'premium',
    name: 'Premium Clean',
    service: 'movein',
    property: '1br',
    price: seededPrice('movein', '1br'),
    popular: false,
    features: [
      'Everything in Deep Clean, in an empty home',
      'Inside every wardrobe, drawer and cupboard',
      'Windows, frames and tracks',
      'Ready for the handover inspection',
    ],
  },
] as const satisfies readonly {
  id: string;
  name: string;
  service: BookableServiceId;
  property: string;
  price: number;
  popular: boolean;
  features: readonly string[];
}[];

export type Package = (typeof packages)[number];

/** A package's price in a price list (the stored one, which an admin may change), or its seeded price. */
export function packagePrice(list: PriceList, id: Package['id']): number {
  const plan = packages.find((p) => p.id === id);
  if (!plan) throw new Error(`No package ${id}`);
  return optionPrice(list, plan.service, plan.property) ?? plan.price;
}

/** The label the site shows on the popular package. */
export const popularLabel = 'Most Popular';

export const packagesNote =
  'Prices may vary based on home size and specific requirements. All packages include our satisfaction guarantee.';

export const businessHours = [
  { days: 'Monday-Saturday', open: '8:00 AM', close: '8:00 PM' },
  { days: 'Sunday', open: '9:00 AM', close: '5:00 PM' },
] as const;

export const bookingRules = {
  confirmationWithinHours: 24,
  appointmentBlockHours: 2,
  paymentMethods: ['cash', 'credit cards', 'bank transfer'],
  cancellationNoticeHours: 24,
  notes: [
    'Our team will confirm your booking within 24 hours.',
    'For urgent bookings, please call us directly.',
    'Appointments are scheduled in 2-hour blocks.',
    'Payment is due at the time of service (cash, credit cards, bank transfer).',
    'Please cancel or reschedule at least 24 hours in advance; late cancellations may incur a fee.',
  ],
} as const;

export const formatPrice = (amount: number): string => `${currency} ${amount}`;

export const formatBusinessHours = (): string =>
  businessHours.map((h) => `${h.days}: ${h.open} - ${h.close}`).join('; ');

/** The languages the site speaks, hence the chat's: English, and Arabic under /ar. */
export const chatLocales = ['en', 'ar'] as const;
export type ChatLocale = (typeof chatLocales)[number];
