import type { ReactElement } from 'react';
import type { MessageLocale } from './format.ts';

/** What every message knows besides its payload, from the worker's settings. */
export interface MessageContext {
  /** The site's origin, e.g. 'https://www.sparklecleandubai.example' (the payload's paths are made absolute with it). */
  siteUrl: string;
  /** When the message is rendered (stamps in attached files). */
  now: Date;
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * A message on WhatsApp: the whole text (for a 'Send on WhatsApp' link that a person sends by hand) and the
 * parameters of the WhatsApp Business template of the same name as the kind (the Cloud API sends business-initiated
 * messages only as approved templates: the README lists each template's body).
 */
export interface WhatsAppMessage {
  text: string;
  parameters: string[];
}

export interface EmailProps<P> {
  payload: P;
  locale: MessageLocale;
  context: MessageContext;
  /** 'document' (default) renders the whole e-mail; 'fragment' its body inside a div, for Storybook. */
  frame?: 'document' | 'fragment';
}

/** A payload the template cannot use: the message fails for good (no retry can fix its data). */
export class PayloadError extends Error {
  constructor(kind: string, field: string) {
    super(`The ${kind} message's payload has no usable "${field}"`);
    this.name = 'PayloadError';
  }
}

/**
 * One kind of message (one module per kind under `templates/`, listed in `registry.ts`). The worker renders it from
 * the outbox row: `parse` checks the stored payload, `subject` and `Email` make the e-mail (HTML and text from the same
 * tree), `attachments` and `whatsapp` are optional.
 */
export interface MessageTemplate<P> {
  kind: string;
  /** A customer's message (their language; a 'Send on WhatsApp' link in the back office) or the company's alert. */
  audience: 'customer' | 'company';
  parse(payload: Record<string, unknown>): P;
  subject(payload: P, locale: MessageLocale, context: MessageContext): string;
  Email(props: EmailProps<P>): ReactElement;
  attachments?(payload: P, locale: MessageLocale, context: MessageContext): MessageAttachment[];
  whatsapp?(payload: P, locale: MessageLocale, context: MessageContext): WhatsAppMessage;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds templates of every payload type
export type AnyMessageTemplate = MessageTemplate<any>;

/** Typed reading of a stored payload. */
export function payloadReader(kind: string, payload: Record<string, unknown>) {
  const text = (field: string): string => {
    const value = payload[field];
    if (typeof value !== 'string' || value.trim() === '') throw new PayloadError(kind, field);
    return value;
  };
  const optionalText = (field: string): string | undefined => {
    const value = payload[field];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const amount = (field: string): number | undefined => {
    const value = payload[field];
    if (value === null || value === undefined || value === '') return undefined;
    const number = Number(value);
    if (!Number.isFinite(number)) throw new PayloadError(kind, field);
    return number;
  };
  return { text, optionalText, amount };
}

/** A path of the site made absolute ('/booking/x' → 'https://site/booking/x'). */
export function siteLink(context: MessageContext, path: string): string {
  return `${context.siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
