import { type Delivery, PermanentSendError, type WhatsAppToSend } from './worker.ts';

export interface WhatsAppOptions {
  /** A system user's access token with the whatsapp_business_messaging permission (WHATSAPP_TOKEN). */
  token: string;
  /** The sending number's Phone Number ID in WhatsApp Manager (WHATSAPP_PHONE_ID). */
  phoneId: string;
  /** The Graph API's base, with its version (WHATSAPP_API_URL; default https://graph.facebook.com/v21.0). */
  apiUrl?: string | undefined;
  /** Milliseconds to wait for the API (default 30 s). */
  timeout?: number;
  fetch?: typeof fetch;
}

export const defaultWhatsAppApiUrl = 'https://graph.facebook.com/v21.0';

/**
 * The WhatsApp Business Cloud API. A business may start a conversation only with an approved message template, so
 * each kind is sent as the template of the same name (e.g. `booking_confirmation`) in the customer's language, its
 * body's variables filled in order (the README lists each template's text). The Cloud API takes no idempotency key:
 * the outbox's key goes along as `biz_opaque_callback_data` (it comes back in the status webhooks), but a worker that
 * dies between the API's answer and recording it sends that WhatsApp message again. 4xx answers other than 408 and
 * 429 are refusals no retry changes (a template not approved, a number not on WhatsApp): the message fails at once.
 */
export function whatsAppSender(options: WhatsAppOptions): (message: WhatsAppToSend) => Promise<Delivery> {
  const base = (options.apiUrl || defaultWhatsAppApiUrl).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return async (message) => {
    const to = message.to.replace(/\D/g, '');
    const response = await doFetch(`${base}/${encodeURIComponent(options.phoneId)}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'template',
        template: {
          name: message.kind,
          language: { code: message.locale === 'ar' ? 'ar' : 'en' },
          components: [
            {
              type: 'body',
              parameters: message.parameters.map((text) => ({ type: 'text', text: text.slice(0, 1024) })),
            },
          ],
        },
        biz_opaque_callback_data: message.idempotencyKey,
      }),
      signal: AbortSignal.timeout(options.timeout ?? 30_000),
    });
    const text = await response.text();
    let body: { messages?: { id?: string }[]; error?: { message?: string; code?: number } } = {};
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the status says what happened.
    }
    if (!response.ok) {
      const reason = `WhatsApp API ${response.status}${body.error?.code ? ` (${body.error.code})` : ''}: ${body.error?.message ?? text.slice(0, 300)}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
        throw new PermanentSendError(reason);
      }
      throw new Error(reason);
    }
    return { providerMessageId: body.messages?.[0]?.id ?? null };
  };
}
