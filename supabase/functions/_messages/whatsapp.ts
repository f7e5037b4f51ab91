import { isMessageLocale } from './format.ts';
import { messageTemplate } from './registry.ts';
import type { MessageContext } from './template.ts';

/**
 * A 'Send on WhatsApp' link (wa.me) with a customer's message written out, for a company that messages by hand; null
 * for the company's own alerts, kinds without a WhatsApp text, or a payload the template cannot read. `phone` in any
 * form with its country code ('+971 50 123 4567').
 */
export function whatsAppLink(
  kind: string,
  locale: string,
  payload: unknown,
  phone: string | null | undefined,
  context: MessageContext,
): string | null {
  const template = messageTemplate(kind);
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!template?.whatsapp || template.audience !== 'customer' || digits.length < 8) return null;
  if (typeof payload !== 'object' || payload === null) return null;
  try {
    const parsed = template.parse(payload as Record<string, unknown>);
    const { text } = template.whatsapp(parsed, isMessageLocale(locale) ? locale : 'en', context);
    return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
  } catch {
    return null;
  }
}
