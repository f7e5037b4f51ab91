import { businessHours, companyName, contact } from './company';

export const contactHero = {
  title: 'Contact Us',
  subtitle: 'Questions, quotes or special requests: we usually reply within a few hours.',
};

export const contactInfo = {
  phone: contact.phone,
  email: contact.email,
  website: contact.website,
  location: contact.location,
  hours: businessHours,
};

/** Map of Business Bay, Dubai (an embed URL that needs no API key). */
export const mapEmbedUrl = 'https://maps.google.com/maps?q=Business%20Bay%2C%20Dubai&z=14&output=embed';
export const mapLinkUrl = 'https://www.google.com/maps/search/?api=1&query=Business%20Bay%2C%20Dubai';

export const contactCta = {
  title: 'Prefer to Book Directly?',
  subtitle: 'Choose your service, date and time online in two minutes.',
  action: { label: 'Book Now', href: '/book-now' },
};

/** Headings and labels of the contact page's sections. */
export const contactPageText = {
  infoTitle: 'Get in Touch',
  infoSubtitle: 'Call or message us on WhatsApp, send an e-mail, or visit us in Business Bay.',
  phoneLabel: 'Phone / WhatsApp',
  whatsappLabel: 'Chat on WhatsApp',
  emailLabel: 'Email',
  websiteLabel: 'Website',
  locationLabel: 'Location',
  hoursLabel: 'Business Hours',
  formTitle: 'Send Us a Message',
  formSubtitle: 'Tell us what you need and we will get back to you.',
  mapTitle: 'Find Us',
  mapFrameTitle: `Map of ${companyName} in Business Bay, Dubai`,
};
