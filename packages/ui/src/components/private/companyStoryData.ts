/**
 * Story-only contact details: the company's own (`@sparkle/company`, a dev dependency of the stories only, as the
 * booking fixtures are), so that no story shows a phone number or an e-mail address the company does not have. The
 * components get them as props.
 */
import { contact } from '@sparkle/company';

export const storyContact = {
  phone: contact.phone,
  whatsappNumber: contact.whatsappNumber,
  email: contact.email,
  /** As the footer takes it: a full URL. */
  website: `https://${contact.website}`,
  address: contact.address,
  /** 'tel:+971500000000' */
  tel: `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
} as const;
