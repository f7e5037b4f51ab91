import { companyName, contact } from './company';
import type { LinkItem } from './types';

export { navItems } from './navigation';

export const footer = {
  tagline: 'Spotless spaces, happy faces.',
  description: `${companyName} is a professional cleaning company in Dubai for homes, offices, restaurants and commercial kitchens: trained staff, eco-friendly products and flexible scheduling.`,
  social: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
  quickLinks: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/about' },
    { label: 'Services', href: '/services' },
    { label: 'Book Now', href: '/book-now' },
    { label: 'Contact', href: '/contact' },
    { label: 'Cleaning Services Dubai', href: '/cleaning-services-dubai' },
    { label: 'Grease Trap Cleaning Dubai', href: '/grease-trap-cleaning-dubai' },
    { label: 'Commercial Kitchen Cleaning', href: '/commercial-kitchen-cleaning' },
  ] satisfies LinkItem[],
  contact,
} as const;

/**
 * WhatsApp number: configuration, a placeholder by default (SPEC §2 services: "The default phone number is a
 * placeholder").
 */
export const whatsappNumber: string = import.meta.env.VITE_WHATSAPP_NUMBER || contact.whatsappNumber;

export const whatsappQuoteMessage = `Hello ${companyName}! I would like a quote for a cleaning service.`;
export const whatsappBookingMessage = `Hello ${companyName}! I would like to book a cleaning service.`;

/** An external WhatsApp chat link with a prefilled, URL-encoded message (SPEC §7 external links). */
export function whatsappLink(message: string, number: string = whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** 'View More Reviews on Google': a Google reviews search link, opened in a new tab. */
export const googleReviewsUrl = `https://www.google.com/search?q=${encodeURIComponent(`${companyName} reviews`)}`;
