/**
 * The company's facts, in one place (workspace package @sparkle/company): the chat function's system prompt and the
 * site's pages both read them. The function imports this file by its path, the site by the package name.
 * Plain data and string building only (no Deno or Node API), so the Deno edge runtime, the local Node backend
 * and the Vite site can all import this module as it is.
 */
import {
  type BookableServiceId,
  bookableServices,
  bookingLimits,
  defaultPriceList,
  formatFils,
  propertyKindOf,
  type TimeSlot,
  timeSlots,
  vatPercent,
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
    description: 'Daily, weekly or after-hours cleaning of offices, meeting rooms, pantries and washrooms.',
  },
  {
    id: 'deep',
    name: 'Deep Cleaning',
    shortName: 'Deep',
    description:
      'Top-to-bottom cleaning of every surface, inside appliances and cabinets, grout and hard-to-reach areas.',
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

export const currency = 'AED';

export const packages = [
  {
    id: 'basic',
    name: 'Basic Clean',
    price: 150,
    popular: false,
    features: ['Dusting and wiping of all surfaces', 'Vacuuming and mopping', 'Kitchen and bathroom cleaning'],
  },
  {
    id: 'deep',
    name: 'Deep Clean',
    price: 300,
    popular: true,
    features: [
      'Everything in Basic Clean',
      'Inside appliances and cabinets',
      'Grout, tiles and hard-to-reach areas',
      'Window and balcony cleaning',
    ],
  },
  {
    id: 'premium',
    name: 'Premium Clean',
    price: 450,
    popular: false,
    features: [
      'Everything in Deep Clean',
      'Carpet and upholstery refresh',
      'Sanitization of high-touch surfaces',
      'Priority scheduling',
    ],
  },
] as const;

export type Package = (typeof packages)[number];

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

/** The price list as the assistant quotes it: one line per service, then the extras. */
function priceListLines(list = defaultPriceList): string[] {
  const services = bookableServices.map(({ value, label }) => {
    const options = list.options.filter((o) => o.service === value);
    const prices = options.map((o) => `${o.label} ${formatFils(o.price * 100)}`).join('; ');
    return `- ${label}: ${prices}${propertyKindOf[value] === 'items' ? ', up to 20 items per booking' : ''}.`;
  });
  const extras = list.extras.map((e) => `${e.label} +${formatFils(e.price * 100)}`).join('; ');
  return [...services, `- Extras: ${extras}.`, `VAT is ${vatPercent}% on top.`];
}

/** The languages the site speaks, hence the chat's: English, and Arabic under /ar. */
export const chatLocales = ['en', 'ar'] as const;
export type ChatLocale = (typeof chatLocales)[number];

/**
 * How the assistant chooses its language. The English site's visitor gets an answer in whatever language they
 * write; the Arabic site's in Arabic unless they write another. The facts below stay the same in both.
 */
const languageInstructions: Record<ChatLocale, string> = {
  en: 'Answer questions about our services, prices, hours and bookings briefly and politely, in the language the customer writes in.',
  ar: 'The customer is reading the Arabic version of our website. Answer questions about our services, prices, hours and bookings briefly and politely in Arabic, as customers in the UAE read it, unless they write in another language: then answer in theirs. Keep prices in AED and phone numbers, e-mail and web addresses exactly as written below.',
};

/** The chat assistant's instructions: who it speaks for, in which language, and the facts it may quote. */
export function buildSystemPrompt(locale: ChatLocale = 'en'): string {
  const serviceLines = services.map((s) => `- ${s.name}: ${s.description}`).join('\n');
  const packageLines = packages
    .map(
      (p) =>
        `- ${p.name}: ${formatPrice(p.price)}${p.popular ? ` (${popularLabel})` : ''}. Includes: ${p.features.join('; ')}.`,
    )
    .join('\n');
  return [
    `You are the friendly customer assistant of ${companyName}, a professional cleaning company in ${contact.location} serving homes, offices, restaurants and commercial kitchens.`,
    `${languageInstructions[locale]} If you do not know something, say so and suggest contacting us; never invent prices, discounts or availability.`,
    '',
    'Services:',
    serviceLines,
    '',
    'Packages:',
    packageLines,
    packagesNote,
    '',
    `Business hours: ${formatBusinessHours()}.`,
    'Price list (AED, before 5% VAT; the booking form shows the estimate as it is filled in):',
    ...priceListLines(),
    '',
    `Booking: online at the Book Now page; appointments are ${bookingRules.appointmentBlockHours}-hour blocks starting on the hour, inside the business hours (so the last one starts ${bookingRules.appointmentBlockHours} hours before closing). We confirm every booking within ${bookingRules.confirmationWithinHours} hours; for urgent bookings, call us.`,
    `Payment at the time of service: ${bookingRules.paymentMethods.join(', ')}.`,
    `Cancellations and rescheduling: at least ${bookingRules.cancellationNoticeHours} hours in advance; late cancellations may incur a fee. Each booking confirmation has a private link where the customer can reschedule or cancel until ${bookingLimits.changeNoticeHours} hours before the appointment.`,
    `A slot can be booked from ${bookingLimits.leadHours} hours ahead up to ${bookingLimits.horizonDays} days ahead, while a crew is free for its whole block; the booking form shows which times are free. Never promise a slot yourself.`,
    '',
    `Contact: phone and WhatsApp ${contact.phone}, e-mail ${contact.email}, website ${contact.website}, location ${contact.location}.`,
  ].join('\n');
}
