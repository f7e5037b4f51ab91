import { t } from '@lingui/core/macro';
import { chatLauncherCopy } from './chatLauncher';
import { companyName, contact } from './company';

/** The chat widget's copy (docs/product.md, The chat assistant). The assistant answers from the company's facts, in the chat function. */
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
    /** The list of links under a reply (the booking form, a call, WhatsApp). */
    linksLabel: t`Links`,
    ...chatLauncherCopy(),
    /** The number the 'Service Temporarily Unavailable' toast asks visitors to call. */
    phone: contact.phone,
  }) as const;
