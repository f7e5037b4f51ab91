import { t } from '@lingui/core/macro';
import type { SiteFooterProps } from '@sparkle/ui';
import { companyName, contact } from '../../content/company';
import { footer } from '../../content/site';

/**
 * What the shared footer shows from the site's content, in the page's language: the footer section and the page
 * stories both use it.
 */
export const footerContent = () => {
  const content = footer();
  return {
    brandName: companyName,
    tagline: content.tagline,
    description: content.description,
    socialLinks: content.social.map(({ network, label, href }) => ({ network, label, href })),
    quickLinks: content.quickLinks,
    contact: {
      address: content.contact.address,
      phone: contact.phone,
      email: contact.email,
      website: `https://${contact.website}`,
    },
    labels: {
      quickLinks: t`Quick Links`,
      contact: t`Contact Us`,
      social: t`Follow us`,
      address: t`Address`,
      phone: t`Phone`,
      email: t`E-mail`,
      website: t`Website`,
    },
  } satisfies Partial<SiteFooterProps>;
};
