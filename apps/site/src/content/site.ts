import { t } from '@lingui/core/macro';
import { companyName, contact } from './company';
import type { LinkItem } from './types';

export { navItems } from './navigation';

/** The footer's texts (docs/product.md, The shared layout), in the page's language. */
export const footer = () =>
  ({
    tagline: t`Spotless spaces, happy faces.`,
    description: t`${companyName} is a professional cleaning company in Dubai for homes, offices, restaurants and commercial kitchens: trained staff, eco-friendly products and flexible scheduling.`,
    social: [
      { network: 'facebook', label: t`Facebook`, href: 'https://www.facebook.com/' },
      { network: 'instagram', label: t`Instagram`, href: 'https://www.instagram.com/' },
      { network: 'linkedin', label: t`LinkedIn`, href: 'https://www.linkedin.com/' },
    ],
    quickLinks: [
      { label: t`Home`, href: '/' },
      { label: t`About Us`, href: '/about' },
      { label: t`Services`, href: '/services' },
      { label: t`Book Now`, href: '/book-now' },
      { label: t`Contact`, href: '/contact' },
      { label: t`Cleaning Services Dubai`, href: '/cleaning-services-dubai' },
      { label: t`Grease Trap Cleaning Dubai`, href: '/grease-trap-cleaning-dubai' },
      { label: t`Commercial Kitchen Cleaning`, href: '/commercial-kitchen-cleaning' },
    ] satisfies LinkItem[],
    contact: {
      ...contact,
      // company.ts's `contact.address`, in the page's language.
      address: t`Business Bay, Dubai, United Arab Emirates`,
    },
  }) as const;

/**
 * The WhatsApp number: the company's (`contact.whatsappNumber`), the one its phone number, the footer, the chat
 * assistant and its links give. It is a fact of the company, changed there (a placeholder until the company's own),
 * not a setting of one build: the chat function, deployed apart, could not read a build's setting.
 */
export const whatsappNumber: string = contact.whatsappNumber;

/** The prefilled WhatsApp messages, in the page's language: pass them to `whatsappLink` as they are. */
export const whatsappQuoteMessage = () => t`Hello ${companyName}! I would like a quote for a cleaning service.`;
export const whatsappBookingMessage = () => t`Hello ${companyName}! I would like to book a cleaning service.`;

/** An external WhatsApp chat link with a prefilled, URL-encoded message (docs/product.md, The shared layout). */
export function whatsappLink(message: string | (() => string), number: string = whatsappNumber): string {
  const text = typeof message === 'function' ? message() : message;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** 'View More Reviews on Google': a Google reviews search link, opened in a new tab. */
export const googleReviewsUrl = `https://www.google.com/search?q=${encodeURIComponent(`${companyName} reviews`)}`;
