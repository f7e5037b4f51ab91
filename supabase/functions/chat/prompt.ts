/**
 * The model's system prompt: who the assistant speaks for, in which language, and the facts it may quote (company.ts
 * and the price list it is given, the stored one). Only the model path reads it.
 */
import {
  bookableServices,
  bookingLimits,
  defaultPriceList,
  formatFils,
  type PriceList,
  propertyKindOf,
  vatPercent,
} from '../_shared/booking.ts';
import {
  bookingRules,
  type ChatLocale,
  companyName,
  contact,
  contractServicesAcrossUae,
  emirates,
  formatBusinessHours,
  formatPrice,
  onlineBooking,
  packagePrice,
  packages,
  packagesNote,
  popularLabel,
  services,
} from '../_shared/company.ts';

/** The price list as the assistant quotes it: one line per service, then the extras. */
function priceListLines(list: PriceList): string[] {
  const services = bookableServices.map(({ value, label }) => {
    const options = list.options.filter((o) => o.service === value);
    const prices = options.map((o) => `${o.label} ${formatFils(o.price * 100)}`).join('; ');
    return `- ${label}: ${prices}${propertyKindOf[value] === 'items' ? ', up to 20 items per booking' : ''}.`;
  });
  const extras = list.extras
    .map((e) => `${e.label} +${formatFils(e.price * 100)} (${e.services.join(', ')})`)
    .join('; ');
  return [...services, `- Extras: ${extras}.`, `VAT is ${vatPercent}% on top.`];
}

/**
 * How the assistant chooses its language. The English site's visitor gets an answer in whatever language they
 * write; the Arabic site's in Arabic unless they write another. The facts below stay the same in both.
 */
const languageInstructions: Record<ChatLocale, string> = {
  en: 'Answer questions about our services, prices, hours and bookings briefly and politely, in the language the customer writes in.',
  ar: 'The customer is reading the Arabic version of our website. Answer questions about our services, prices, hours and bookings briefly and politely in Arabic, as customers in the UAE read it, unless they write in another language: then answer in theirs. Keep prices in AED and phone numbers, e-mail and web addresses exactly as written below.',
};

/** The chat assistant's instructions: who it speaks for, in which language, and the facts it may quote. */
export function buildSystemPrompt(locale: ChatLocale = 'en', list: PriceList = defaultPriceList): string {
  const serviceLines = services
    .map((s) => `- ${s.name}: ${s.description}${onlineBooking[s.id] ? '' : ' Quoted on request, not booked online.'}`)
    .join('\n');
  const packageLines = packages
    .map(
      (p) =>
        `- ${p.name}: ${formatPrice(packagePrice(list, p.id))}${p.popular ? ` (${popularLabel})` : ''}, a 1-bedroom home. Includes: ${p.features.join('; ')}.`,
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
    `Business hours: ${formatBusinessHours()}. Work outside them (offices after hours, kitchens and grease traps overnight) is arranged by phone or WhatsApp, not online.`,
    `Areas: homes and offices in Dubai's communities (the booking form lists them); ${contractServicesAcrossUae.join(' and ')} also in ${emirates.join(', ')} under contract.`,
    'Price list (AED, before 5% VAT; the booking form shows the estimate as it is filled in; an office larger than 10,000 sq ft is quoted):',
    ...priceListLines(list),
    '',
    `Booking: online at the Book Now page; appointments are ${bookingRules.appointmentBlockHours}-hour blocks starting on the hour, inside the business hours (so the last one starts ${bookingRules.appointmentBlockHours} hours before closing). We confirm every booking within ${bookingRules.confirmationWithinHours} hours; for urgent bookings, call us.`,
    `Payment at the time of service: ${bookingRules.paymentMethods.join(', ')}.`,
    `Cancellations and rescheduling: at least ${bookingRules.cancellationNoticeHours} hours in advance; late cancellations may incur a fee. Each booking confirmation has a private link where the customer can reschedule or cancel until ${bookingLimits.changeNoticeHours} hours before the appointment.`,
    `A slot can be booked from ${bookingLimits.leadHours} hours ahead up to ${bookingLimits.horizonDays} days ahead, while a crew is free for its whole block; the booking form shows which times are free. Never promise a slot yourself.`,
    '',
    `Contact: phone and WhatsApp ${contact.phone}, e-mail ${contact.email}, website ${contact.website}, location ${contact.location}.`,
  ].join('\n');
}
