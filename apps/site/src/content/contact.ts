import { t } from '@lingui/core/macro';
import { businessHoursText } from '../i18n/businessTexts';
import { currentLocale } from '../i18n/i18n';
import { companyName, contact } from './company';

export const contactInfo = () => ({
  phone: contact.phone,
  email: contact.email,
  website: contact.website,
  // The company's location (`contact.location`), in the page's language.
  location: t`Business Bay, Dubai`,
  hours: businessHoursText(),
});

/** Map of Business Bay, Dubai (an embed URL that needs no API key). */
export const mapEmbedUrl = 'https://maps.google.com/maps?q=Business%20Bay%2C%20Dubai&z=14&output=embed';
export const mapLinkUrl = 'https://www.google.com/maps/search/?api=1&query=Business%20Bay%2C%20Dubai';

/** The map in the page's language: Google's own labels in Arabic on an Arabic page. */
export const localizedMapEmbedUrl = (): string =>
  currentLocale() === 'en' ? mapEmbedUrl : `${mapEmbedUrl}&hl=${currentLocale()}`;

export const contactCta = () => ({
  title: t`Prefer to Book Directly?`,
  subtitle: t`Choose your service, date and time online in two minutes.`,
  action: { label: t`Book Now`, href: '/book-now' },
});

/** Headings and labels of the contact page's sections. */
export const contactPageText = () => ({
  infoTitle: t`Get in Touch`,
  infoSubtitle: t`Call or message us on WhatsApp, send an e-mail, or visit us in Business Bay.`,
  phoneLabel: t`Phone / WhatsApp`,
  whatsappLabel: t`Chat on WhatsApp`,
  emailLabel: t`Email`,
  websiteLabel: t`Website`,
  locationLabel: t`Location`,
  hoursLabel: t`Business Hours`,
  formTitle: t`Send Us a Message`,
  formSubtitle: t`Tell us what you need and we will get back to you.`,
  mapTitle: t`Find Us`,
  mapFrameTitle: t`Map of ${companyName} in Business Bay, Dubai`,
  mapsLabel: t`Open in Google Maps`,
});
