import { t } from '@lingui/core/macro';
import { chatLauncherCopy } from './chatLauncher';
import { companyName, contact } from './company';

/**
 * The chat widget's copy (docs/product.md, The chat assistant). The assistant's facts are in company.ts (its system
 * prompt).
 */
export const chatCopy = () =>
  ({
    greeting: t`Hello and welcome to ${companyName}! I'm your cleaning assistant. Ask me about our services, prices, availability or bookings, and I'll be glad to help.`,
    title: t`${companyName} Assistant`,
    subtitle: t`Ask about our services, prices and bookings.`,
    inputLabel: t`Type your message`,
    placeholder: t`Type your message...`,
    sendLabel: t`Send message`,
    logLabel: t`Conversation`,
    typingLabel: t`Assistant is typing`,
    senderLabels: { user: t`You`, bot: t`Assistant` },
    ...chatLauncherCopy(),
    /** The number the 'Service Temporarily Unavailable' toast asks visitors to call. */
    phone: contact.phone,
  }) as const;
