import { t } from '@lingui/core/macro';
import { messages } from '@sparkle/machines';
import type { ContactFormTexts } from '@sparkle/ui';
import { machineText } from '../../i18n/machineMessages';

/** The contact form's texts (`ContactForm`'s, the spec's words in English) in the page's language. */
export const contactFormTexts = (): ContactFormTexts => ({
  name: t`Name`,
  email: t`Email`,
  message: t`Message`,
  messagePlaceholder: t`How can we help?`,
  requiredNote: t`Fields marked * are required.`,
  submit: t`Send Message`,
  submitting: machineText(messages.contact.sending),
});

/** The honeypot's label, which only bots read (`HoneypotField`'s 'Website'), in the page's language. */
export const honeypotLabel = (): string => t`Website`;
