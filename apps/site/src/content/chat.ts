import { chatLauncherCopy } from './chatLauncher';
import { companyName, contact } from './company';

/** The chat widget's copy (SPEC §2 Chat widget). The assistant's facts are in company.ts (its system prompt). */
export const chatCopy = {
  greeting: `Hello and welcome to ${companyName}! I'm your cleaning assistant. Ask me about our services, prices, availability or bookings, and I'll be glad to help.`,
  title: `${companyName} Assistant`,
  subtitle: 'Ask about our services, prices and bookings.',
  ...chatLauncherCopy,
  /** The number the 'Service Temporarily Unavailable' toast asks visitors to call. */
  phone: contact.phone,
} as const;
