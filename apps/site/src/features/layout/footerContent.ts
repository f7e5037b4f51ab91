import type { SiteFooterProps } from '@sparkle/ui';
import { companyName, contact } from '../../content/company';
import { footer } from '../../content/site';

/** What the shared footer shows from the site's content: the footer section and the page stories both use it. */
export const footerContent = {
  brandName: companyName,
  tagline: footer.tagline,
  description: footer.description,
  socialLinks: footer.social.map(({ network, label, href }) => ({ network, label, href })),
  quickLinks: footer.quickLinks,
  contact: {
    address: contact.address,
    phone: contact.phone,
    email: contact.email,
    website: `https://${contact.website}`,
  },
} satisfies Partial<SiteFooterProps>;
