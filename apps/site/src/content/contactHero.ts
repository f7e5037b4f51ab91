import { t } from '@lingui/core/macro';

/**
 * The contact page's header, a module of its own: the page hydrates it, while the rest of the page's texts
 * (content/contact.ts, with the business hours) are static sections' and the form's, loaded only with them.
 */
export const contactHero = () => ({
  title: t`Contact Us`,
  subtitle: t`Questions, quotes or special requests: we usually reply within a few hours.`,
});
