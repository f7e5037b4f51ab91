import { render } from '@react-email/render';
import { createElement } from 'react';
import { isMessageLocale, type MessageLocale } from './format.ts';
import { messageTemplate } from './registry.ts';
import { type MessageAttachment, type MessageContext, PayloadError, type WhatsAppMessage } from './template.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments: MessageAttachment[];
}

/** A message that cannot be rendered: an unknown kind or a payload its template cannot use. No retry helps. */
export class UnrenderableMessageError extends Error {
  readonly permanent = true;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UnrenderableMessageError';
  }
}

function templateOf(kind: string, locale: string, payload: unknown) {
  const template = messageTemplate(kind);
  if (!template) throw new UnrenderableMessageError(`No template for messages of kind "${kind}"`);
  const language: MessageLocale = isMessageLocale(locale) ? locale : 'en';
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new UnrenderableMessageError(`The ${kind} message's payload is not an object`);
  }
  let parsed: unknown;
  try {
    parsed = template.parse(payload as Record<string, unknown>);
  } catch (error) {
    if (error instanceof PayloadError || error instanceof Error) {
      throw new UnrenderableMessageError(error.message, { cause: error });
    }
    throw error;
  }
  return { template, language, parsed };
}

// Headings keep their case in the text part (html-to-text shouts them by default); images have none here.
const plainTextOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'th', options: { uppercase: false } },
  ],
};

/** The e-mail of an outbox row: subject, HTML and plain text from one React Email tree, and its attachments. */
export async function renderEmail(
  kind: string,
  locale: string,
  payload: unknown,
  context: MessageContext,
): Promise<RenderedEmail> {
  const { template, language, parsed } = templateOf(kind, locale, payload);
  const element = createElement(template.Email, { payload: parsed, locale: language, context });
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: plainTextOptions }),
  ]);
  return {
    subject: template.subject(parsed, language, context),
    html,
    text,
    attachments: template.attachments?.(parsed, language, context) ?? [],
  };
}

/** The WhatsApp message of an outbox row; an error for a kind that has none. */
export function renderWhatsApp(
  kind: string,
  locale: string,
  payload: unknown,
  context: MessageContext,
): WhatsAppMessage {
  const { template, language, parsed } = templateOf(kind, locale, payload);
  if (!template.whatsapp) throw new UnrenderableMessageError(`Messages of kind "${kind}" have no WhatsApp text`);
  return template.whatsapp(parsed, language, context);
}
