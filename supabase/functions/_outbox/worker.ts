import { renderEmail, renderWhatsApp, UnrenderableMessageError } from '../_messages/render.ts';

/** A row of `public.outbox_messages` as `outbox_claim` returns it. */
export interface OutboxRow {
  id: string;
  kind: string;
  channel: 'email' | 'whatsapp' | (string & {});
  recipient: string;
  locale: string;
  payload: Record<string, unknown>;
  attempts: number;
  idempotency_key: string;
  claim_id: string;
  booking_id: string | null;
  contact_message_id: string | null;
}

/** The database's side of the worker: the service role's functions of the outbox migration. */
export interface OutboxStore {
  claim(limit: number, leaseSeconds: number, now: Date): Promise<OutboxRow[]>;
  recordSent(row: OutboxRow, providerMessageId: string | null, now: Date): Promise<boolean>;
  recordFailure(
    row: OutboxRow,
    error: string,
    permanent: boolean,
    now: Date,
  ): Promise<{ state: string; send_after: string } | null>;
  nextDue(): Promise<Date | null>;
  /**
   * `series_keep_ahead`: makes the visits regular customers' series need for the next weeks (their messages are then
   * the worker's to send). Optional: a store without it leaves series to another caller.
   */
  keepSeriesAhead?(): Promise<SeriesKeptAhead>;
}

/** What `series_keep_ahead` did: series extended, visits made, and how many of those could not keep their time. */
export interface SeriesKeptAhead {
  series: number;
  visits: number;
  flagged: number;
}

export interface EmailToSend {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
  /** Also the Message-ID's local part: a provider that honours Message-IDs keeps one copy of each. */
  idempotencyKey: string;
  replyTo?: string | undefined;
}

export interface WhatsAppToSend {
  to: string;
  kind: string;
  locale: string;
  text: string;
  parameters: string[];
  idempotencyKey: string;
}

/** What a provider answered: its id of the message, if it gives one. */
export interface Delivery {
  providerMessageId: string | null;
}

export interface Senders {
  email?: ((message: EmailToSend) => Promise<Delivery>) | undefined;
  whatsapp?: ((message: WhatsAppToSend) => Promise<Delivery>) | undefined;
}

/** A send that no retry can fix (e.g. no provider configured for the channel); other errors are retried. */
export class PermanentSendError extends Error {
  readonly permanent = true;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentSendError';
  }
}

export interface WorkerOptions {
  store: OutboxStore;
  senders: Senders;
  /** The site's origin, read for each message (links in the messages are made absolute with it). */
  siteUrl: () => string;
  /** The worker's clock: injectable, so tests can look at the schedule from any moment. */
  now?: () => Date;
  /** Messages taken per claim (default 10). */
  batchSize?: number;
  /** Seconds a claim holds a row before another worker may take it again (default 300). */
  leaseSeconds?: number;
  log?: (line: string) => void;
}

export interface BatchResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Rows whose lease another worker had taken by the time this one recorded (nothing recorded). */
  lost: number;
}

const isPermanent = (error: unknown) =>
  error instanceof UnrenderableMessageError || error instanceof PermanentSendError;

const describe = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { responseCode?: unknown; code?: unknown }).responseCode ?? (error as { code?: unknown }).code;
  return code !== undefined && !error.message.includes(String(code)) ? `${code}: ${error.message}` : error.message;
};

/**
 * The outbox's delivery worker: claims a batch of due messages (`outbox_claim`, FOR UPDATE SKIP LOCKED, so two workers
 * never hold one row), renders and sends each with its channel's sender, and records the outcome with the claim it
 * holds. A failed send goes back to the database, which schedules the next try (or parks the row as failed).
 * Runtime-neutral: the local backend runs it on Node, the outbox-worker edge function on Deno.
 */
export class OutboxWorker {
  readonly #options: Required<Omit<WorkerOptions, 'log'>> & { log: (line: string) => void };

  constructor(options: WorkerOptions) {
    this.#options = {
      now: () => new Date(),
      batchSize: 10,
      leaseSeconds: 300,
      log: () => {},
      ...options,
    };
  }

  /** One claim and its sends. */
  async runBatch(): Promise<BatchResult> {
    const { store, batchSize, leaseSeconds, now } = this.#options;
    const rows = await store.claim(batchSize, leaseSeconds, now());
    const result: BatchResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0, lost: 0 };
    for (const row of rows) {
      const outcome = await this.#deliver(row);
      result[outcome]++;
    }
    return result;
  }

  /**
   * Keeps regular customers' series 8 weeks ahead (the store's `keepSeriesAhead`), before a drain sends what that
   * wrote. Null when the store has no such call.
   */
  async keepSeriesAhead(): Promise<SeriesKeptAhead | null> {
    const { store, log } = this.#options;
    if (!store.keepSeriesAhead) return null;
    const kept = await store.keepSeriesAhead();
    if (kept.visits > 0) {
      log(
        `[outbox] series kept ahead: ${kept.visits} visit${kept.visits === 1 ? '' : 's'} of ${kept.series} series made, ${kept.flagged} flagged for the office`,
      );
    }
    return kept;
  }

  /** Batches until no message is due, or until `deadline` (epoch ms) has passed (an edge function's time limit). */
  async drain(deadline = Number.POSITIVE_INFINITY): Promise<BatchResult> {
    const total: BatchResult = { claimed: 0, sent: 0, retried: 0, failed: 0, lost: 0 };
    while (Date.now() < deadline) {
      const batch = await this.runBatch();
      for (const key of Object.keys(total) as (keyof BatchResult)[]) total[key] += batch[key];
      if (batch.claimed < this.#options.batchSize) break;
    }
    return total;
  }

  async #deliver(row: OutboxRow): Promise<'sent' | 'retried' | 'failed' | 'lost'> {
    const { store, now, log } = this.#options;
    let delivery: Delivery;
    try {
      delivery = await this.#send(row);
    } catch (error) {
      const permanent = isPermanent(error);
      const recorded = await store.recordFailure(row, describe(error), permanent, now());
      if (!recorded) return 'lost';
      log(
        `[outbox] ${row.kind} ${row.channel} to ${row.recipient}: try ${row.attempts} failed (${describe(error)}); ${recorded.state === 'failed' ? 'failed' : `next try ${recorded.send_after}`}`,
      );
      return recorded.state === 'failed' ? 'failed' : 'retried';
    }
    return (await store.recordSent(row, delivery.providerMessageId, now())) ? 'sent' : 'lost';
  }

  async #send(row: OutboxRow): Promise<Delivery> {
    const { senders, siteUrl, now } = this.#options;
    const context = { siteUrl: siteUrl(), now: now() };
    if (row.channel === 'email') {
      if (!senders.email) throw new PermanentSendError('No e-mail provider is configured (SMTP_URL)');
      const email = await renderEmail(row.kind, row.locale, row.payload, context);
      const replyTo = row.kind === 'admin_new_message' ? (row.payload.email as string | undefined) : undefined;
      return senders.email({ to: row.recipient, ...email, idempotencyKey: row.idempotency_key, replyTo });
    }
    if (row.channel === 'whatsapp') {
      if (!senders.whatsapp) {
        throw new PermanentSendError('WhatsApp is not configured (WHATSAPP_TOKEN and WHATSAPP_PHONE_ID)');
      }
      const message = renderWhatsApp(row.kind, row.locale, row.payload, context);
      return senders.whatsapp({
        to: row.recipient,
        kind: row.kind,
        locale: row.locale,
        ...message,
        idempotencyKey: row.idempotency_key,
      });
    }
    throw new PermanentSendError(`Unknown channel "${row.channel}"`);
  }
}
