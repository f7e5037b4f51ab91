import nodemailer from 'nodemailer';
import type { Delivery, EmailToSend } from './worker.ts';

export interface SmtpOptions {
  /** Any provider: `smtps://user:password@smtp.example.com:465` or `smtp://…:587` (STARTTLS), as Nodemailer reads it. */
  url: string;
  /** The sender, e.g. '"SparkleClean Dubai" <bookings@example.com>'. */
  from: string;
  /** The domain of the Message-IDs (default: the sender's). */
  messageIdDomain?: string | undefined;
  /** Milliseconds to connect, and for the server's greeting and each answer (default 30 s each). */
  timeout?: number;
}

/** '"Name" <a@b.example>' → 'b.example'. */
const domainOf = (address: string) => /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';

/** An idempotency key as a Message-ID's local part (RFC 5322 dot-atom characters only). */
export const messageIdFor = (key: string, domain: string) =>
  `<${key
    .replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.|\.$/g, '')}@${domain}>`;

/**
 * E-mail over SMTP with Nodemailer, to whatever `SMTP_URL` names: the local catcher by default, any provider in
 * production. One connection per send (no pool): the worker sends a batch at a time and a failed connection must
 * fail only its own message. The Message-ID is made from the outbox row's idempotency key, so the same message sent
 * twice (a worker that died between the provider's 250 and recording it) has the same Message-ID.
 */
export function smtpSender(options: SmtpOptions): (message: EmailToSend) => Promise<Delivery> {
  const timeout = options.timeout ?? 30_000;
  const transport = nodemailer.createTransport(options.url, {
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as never);
  const domain = options.messageIdDomain ?? domainOf(options.from);
  return async (message) => {
    const info = await transport.sendMail({
      from: options.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: messageIdFor(message.idempotencyKey, domain),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      headers: { 'X-Outbox-Key': message.idempotencyKey },
      attachments: message.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    });
    return { providerMessageId: typeof info.response === 'string' ? info.response.slice(0, 200) : info.messageId };
  };
}
