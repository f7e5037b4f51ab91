import { createHash, randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The local mail catcher, as the Supabase CLI ships one (Inbucket, Mailpit): a real SMTP server the backend's outbox
 * worker sends to by default, which keeps every message it accepts and shows them in a small web inbox (an HTML page
 * and a JSON API the end-to-end tests read). Mail really crosses SMTP: the worker uses the same Nodemailer transport
 * it would use with any provider.
 *
 * Like a provider that honours idempotency keys, it keeps one copy per Message-ID and counts the deliveries of each:
 * a worker that dies after the message was accepted but before it recorded the send delivers it again with the same
 * Message-ID, and the inbox still shows it once (with `deliveries: 2`). With a folder (`<DATA_DIR>/mail`) a message is
 * written to disk before the server answers 250, so what was accepted survives a crash of the backend.
 */

export interface CaughtMessage {
  id: string;
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  receivedAt: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; size: number; content: Buffer }[];
  /** How many times a message with this Message-ID was delivered. */
  deliveries: number;
}

export interface CatcherOptions {
  /** Folder to keep the messages in; omitted = memory. */
  folder?: string | undefined;
  host?: string;
  /** SMTP port; 0 picks a free one. */
  smtpPort?: number;
  /** Web inbox port; 0 picks a free one. */
  httpPort?: number;
  /** Largest message accepted, in bytes (default 25 MiB, as most providers). */
  maxSize?: number;
  /**
   * Runs after a message is kept and before the server answers 250 (tests: a sender that dies right there has
   * delivered a message it will never learn was accepted).
   */
  beforeAnswer?: (message: CaughtMessage) => Promise<void> | void;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL that sends here. */
  smtpUrl: string;
  /** The web inbox, e.g. http://127.0.0.1:54324 (JSON under /api/messages). */
  inboxUrl: string;
  messages(): CaughtMessage[];
  clear(): void;
  close(): Promise<void>;
}

interface DeliveryCounts {
  [messageId: string]: number;
}

const fileOf = (messageId: string) => `${createHash('sha256').update(messageId).digest('hex').slice(0, 32)}.eml`;

function headerMap(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
  return headers;
}

function addresses(value: ParsedMail['to']): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((group) => group.value.map((address) => address.address ?? '')).filter(Boolean);
}

function toCaught(parsed: ParsedMail, messageId: string, receivedAt: string, deliveries: number): CaughtMessage {
  return {
    id: fileOf(messageId).replace(/\.eml$/, ''),
    messageId,
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    date: (parsed.date ?? new Date(receivedAt)).toISOString(),
    receivedAt,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers: headerMap(parsed),
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? 'attachment',
      contentType: attachment.contentType,
      size: attachment.size,
      content: attachment.content,
    })),
    deliveries,
  };
}

export async function startMailCatcher(options: CatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const folder = options.folder;
  const messages = new Map<string, CaughtMessage>();
  let counts: DeliveryCounts = {};
  const countsFile = folder ? join(folder, 'deliveries.json') : undefined;

  const writeAtomically = (file: string, data: string | Buffer) => {
    const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
    writeFileSync(partial, data, { mode: 0o600 });
    renameSync(partial, file);
  };

  if (folder) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    chmodSync(folder, 0o700);
    try {
      counts = JSON.parse(readFileSync(countsFile!, 'utf8')) as DeliveryCounts;
    } catch {
      counts = {};
    }
    for (const file of readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .sort()) {
      const raw = readFileSync(join(folder, file));
      const parsed = await simpleParser(raw);
      const messageId = parsed.messageId ?? file;
      const receivedAt = parsed.headers.get('x-received-at');
      messages.set(
        messageId,
        toCaught(
          parsed,
          messageId,
          typeof receivedAt === 'string' ? receivedAt : new Date().toISOString(),
          counts[messageId] ?? 1,
        ),
      );
    }
  }

  /** Stores one accepted message; a Message-ID seen before only counts a delivery. */
  const accept = async (raw: Buffer) => {
    const receivedAt = new Date().toISOString();
    const parsed = await simpleParser(raw);
    const messageId = parsed.messageId ?? `<${randomUUID()}@catcher.local>`;
    counts[messageId] = (counts[messageId] ?? 0) + 1;
    const known = messages.get(messageId);
    if (folder) {
      if (!known)
        writeAtomically(
          join(folder, fileOf(messageId)),
          Buffer.concat([Buffer.from(`X-Received-At: ${receivedAt}\r\n`), raw]),
        );
      writeAtomically(countsFile!, JSON.stringify(counts));
    }
    if (known) known.deliveries = counts[messageId];
    else messages.set(messageId, toCaught(parsed, messageId, receivedAt, counts[messageId]));
    await options.beforeAnswer?.(messages.get(messageId)!);
  };

  const smtp = new SMTPServer({
    name: 'sparkle-mail-catcher',
    authOptional: true,
    // Local only: plain SMTP, as Nodemailer sends to it with `smtp://` (no STARTTLS offered).
    disabledCommands: ['STARTTLS'],
    size: options.maxSize ?? 25 * 1024 * 1024,
    banner: 'Sparkle local mail catcher: every message is kept, none is delivered',
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'local' });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
          return;
        }
        accept(Buffer.concat(chunks)).then(
          () => callback(),
          (error: unknown) =>
            callback(
              Object.assign(new Error(`Could not keep the message: ${(error as Error).message}`), {
                responseCode: 451,
              }),
            ),
        );
      });
    },
  });
  smtp.on('error', (error) => console.error('[mail catcher] SMTP error:', error.message));
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => {
      smtp.server.off('error', reject);
      resolve();
    });
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const list = () =>
    [...messages.values()].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || a.id.localeCompare(b.id));
  const http = createInboxServer(list, () => {
    messages.clear();
    counts = {};
    if (folder) {
      for (const file of readdirSync(folder)) rmSync(join(folder, file), { force: true });
    }
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.httpPort ?? 0, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const httpPort = (http.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;

  return {
    smtpUrl: `smtp://${shownHost}:${smtpPort}`,
    inboxUrl: `http://${shownHost}:${httpPort}`,
    messages: list,
    clear() {
      messages.clear();
      counts = {};
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The JSON of a message: everything but the attachments' bytes (fetched one by one). */
function summary(message: CaughtMessage) {
  const { attachments, ...rest } = message;
  return {
    ...rest,
    attachments: attachments.map(({ filename, contentType, size }, index) => ({
      index,
      filename,
      contentType,
      size,
      url: `/api/messages/${message.id}/attachments/${index}`,
    })),
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#12202b;background:#fff}a{color:#0b5d63}table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.4rem .6rem;border-bottom:1px solid #dde4e8;vertical-align:top}iframe{width:100%;height:70vh;border:1px solid #dde4e8}pre{white-space:pre-wrap}</style></head><body>${body}</body></html>`;
}

/**
 * The inbox on its own port: `/` lists the messages (newest first), `/messages/<id>` shows one (its HTML in a
 * sandboxed frame, its text, its attachments); `GET /api/messages` and `/api/messages/<id>` give them as JSON,
 * `/api/messages/<id>/attachments/<n>` an attachment's bytes, `DELETE /api/messages` empties the inbox.
 */
function createInboxServer(list: () => CaughtMessage[], clear: () => void): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox.local');
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      });
      response.end(body);
    };
    const find = (id: string) => list().find((message) => message.id === id);
    const parts = url.pathname.split('/').filter(Boolean);
    if (request.method === 'DELETE' && url.pathname === '/api/messages') {
      clear();
      send(204, 'text/plain', '');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(405, 'application/json', JSON.stringify({ error: 'Method not allowed' }));
      return;
    }
    if (url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const messages = list().filter((message) => !to || message.to.some((address) => address.toLowerCase() === to));
      send(200, 'application/json', JSON.stringify(messages.map(summary)));
      return;
    }
    if (parts[0] === 'api' && parts[1] === 'messages' && parts[2]) {
      const message = find(parts[2]);
      if (!message) {
        send(404, 'application/json', JSON.stringify({ error: 'No such message' }));
        return;
      }
      if (parts[3] === 'attachments' && parts[4] !== undefined) {
        const attachment = message.attachments[Number(parts[4])];
        if (!attachment) send(404, 'application/json', JSON.stringify({ error: 'No such attachment' }));
        else send(200, attachment.contentType, attachment.content);
        return;
      }
      send(200, 'application/json', JSON.stringify(summary(message)));
      return;
    }
    if (url.pathname === '/') {
      const rows = list()
        .map(
          (message) =>
            `<tr><td>${escapeHtml(new Date(message.receivedAt).toLocaleString('en-GB'))}</td><td>${escapeHtml(message.to.join(', '))}</td><td><a href="/messages/${message.id}">${escapeHtml(message.subject || '(no subject)')}</a></td><td>${message.deliveries}</td></tr>`,
        )
        .join('');
      send(
        200,
        'text/html; charset=utf-8',
        page(
          'Local inbox',
          `<h1>Local inbox</h1><p>Every e-mail the local backend sent. Nothing here reaches anyone. JSON: <a href="/api/messages">/api/messages</a>.</p><table><caption>Messages, newest first</caption><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Deliveries</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table>`,
        ),
      );
      return;
    }
    if (parts[0] === 'messages' && parts[1]) {
      const message = find(parts[1]);
      if (!message) {
        send(
          404,
          'text/html; charset=utf-8',
          page('Not found', '<h1>No such message</h1><p><a href="/">Inbox</a></p>'),
        );
        return;
      }
      const attachments = message.attachments
        .map(
          (attachment, index) =>
            `<li><a href="/api/messages/${message.id}/attachments/${index}" download="${escapeHtml(attachment.filename)}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)}, ${attachment.size} bytes)</li>`,
        )
        .join('');
      send(
        200,
        'text/html; charset=utf-8',
        page(
          message.subject,
          `<p><a href="/">Inbox</a></p><h1>${escapeHtml(message.subject)}</h1><dl><dt>From</dt><dd>${escapeHtml(message.from)}</dd><dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd><dt>Message-ID</dt><dd>${escapeHtml(message.messageId)}</dd><dt>Deliveries</dt><dd>${message.deliveries}</dd></dl>${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}<h2>HTML</h2><iframe title="The message as HTML" sandbox="allow-popups" srcdoc="${escapeHtml(message.html)}"></iframe><h2>Text</h2><pre>${escapeHtml(message.text)}</pre>`,
        ),
      );
      return;
    }
    send(404, 'text/plain', 'Not found');
  });
}
