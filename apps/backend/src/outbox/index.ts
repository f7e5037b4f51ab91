import { join } from 'node:path';
import {
  type BatchResult,
  type OutboxRow,
  type OutboxStore,
  OutboxWorker,
  type Senders,
  type SeriesKeptAhead,
} from '@sparkle/outbox';
import { defaultMailFrom } from '@sparkle/outbox/handler';
import { smtpSender } from '@sparkle/outbox/smtp';
import { whatsAppSender } from '@sparkle/outbox/whatsapp';
import type { BackendContext, OutboxSettings } from '../context.ts';
import { type MailCatcher, startMailCatcher } from '../mail/catcher.ts';

/**
 * The outbox inside the local backend: the delivery worker runs in the backend's process (woken by the database's
 * `pg_notify` when a message is written, and by a timer for scheduled ones), keeps regular customers' series 8 weeks
 * ahead on the way (`series_keep_ahead`, every `keepAheadMs`), and e-mail goes over SMTP to
 * `smtpUrl`, by default the embedded mail catcher and its web inbox. The worker is the one the outbox-worker edge
 * function runs on hosted Supabase (`supabase/functions/_outbox`); here its database calls are the same functions,
 * made in SQL as the service role.
 */

export interface OutboxOptions {
  /** Where e-mail goes (SMTP_URL). Omitted: the embedded catcher. */
  smtpUrl?: string | undefined;
  /** The sender (MAIL_FROM). */
  mailFrom?: string | undefined;
  /** The site's origin for the links in messages (SITE_URL; default http://localhost:4173). */
  siteUrl?: string | undefined;
  /** The embedded catcher's ports (0 = free ones), or false for none (then smtpUrl is needed to send e-mail). */
  catcher?: { smtpPort?: number; httpPort?: number; host?: string } | false;
  /** The WhatsApp Business Cloud API (WHATSAPP_TOKEN, WHATSAPP_PHONE_ID, WHATSAPP_API_URL). */
  whatsapp?: { token: string; phoneId: string; apiUrl?: string | undefined } | undefined;
  /** Run the worker (default true); false only writes rows (tests that drive a worker themselves). */
  worker?: boolean;
  batchSize?: number;
  leaseSeconds?: number;
  /** Longest sleep between looks at the outbox when nothing wakes the worker (default 30 s). */
  pollMs?: number;
  /**
   * How often the worker's loop keeps regular customers' series 8 weeks ahead (`series_keep_ahead`, default every
   * 15 minutes; 0: at every look at the outbox). Visits come into reach a day at a time, so a quarter of an hour
   * is early enough, and it costs one indexed query when nothing is due.
   */
  keepAheadMs?: number;
  log?: (line: string) => void;
}

export type { OutboxSettings };

export interface RunningOutbox {
  catcher: MailCatcher | undefined;
  worker: LocalOutboxWorker | undefined;
  settings: OutboxSettings;
  close(): Promise<void>;
}

export const defaultSiteUrl = 'http://localhost:4173';

/** The worker's database calls: the outbox migration's functions, as the service role, one transaction each. */
export function sqlOutboxStore(ctx: Pick<BackendContext, 'withClaims'>): OutboxStore {
  const asService = <T>(sql: string, params: unknown[]) =>
    ctx.withClaims({ role: 'service_role' }, async (tx) => (await tx.query<T>(sql, params)).rows);
  return {
    claim: (limit, leaseSeconds, now) =>
      asService<OutboxRow>('select * from public.outbox_claim($1, $2, $3)', [limit, leaseSeconds, now.toISOString()]),
    recordSent: async (row, providerMessageId, now) =>
      (
        await asService<{ ok: boolean }>('select public.outbox_record_sent($1, $2, $3, $4) as ok', [
          row.id,
          row.claim_id,
          providerMessageId,
          now.toISOString(),
        ])
      )[0]?.ok === true,
    recordFailure: async (row, error, permanent, now) => {
      const rows = await asService<{ state: string; send_after: Date | string }>(
        'select state, send_after from public.outbox_record_failure($1, $2, $3, $4, $5)',
        [row.id, row.claim_id, error, permanent, now.toISOString()],
      );
      const first = rows[0];
      return first ? { state: first.state, send_after: new Date(first.send_after).toISOString() } : null;
    },
    nextDue: async () => {
      const at = (await asService<{ at: Date | string | null }>('select public.outbox_next_due() as at', []))[0]?.at;
      return at ? new Date(at) : null;
    },
    keepSeriesAhead: async () => {
      const rows = await asService<{ kept: SeriesKeptAhead }>('select public.series_keep_ahead() as kept', []);
      return rows[0]?.kept ?? { series: 0, visits: 0, flagged: 0 };
    },
  };
}

/** The senders the settings name; read again for every batch, so a changed setting applies at once. */
export function sendersFor(settings: OutboxSettings): Senders {
  return {
    email: settings.smtpUrl ? smtpSender({ url: settings.smtpUrl, from: settings.mailFrom }) : undefined,
    whatsapp: settings.whatsapp ? whatsAppSender(settings.whatsapp) : undefined,
  };
}

/**
 * Drains the outbox whenever it is woken: by a notification of a new message, by a timer set to the next message's
 * time (at most `pollMs` away), or by `wake()`. One drain at a time; a wake during a drain runs another after it.
 */
export class LocalOutboxWorker {
  readonly #ctx: BackendContext;
  readonly #settings: OutboxSettings;
  readonly #options: OutboxOptions;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #closed = false;
  #unlisten: (() => Promise<void>) | undefined;
  /** When the loop last kept the series ahead (epoch ms); never yet at start. */
  #keptAheadAt = Number.NEGATIVE_INFINITY;
  /** Totals since start, for logs and tests. */
  readonly totals: BatchResult = { claimed: 0, sent: 0, retried: 0, failed: 0, lost: 0 };
  /** What keeping the series ahead made since start. */
  readonly keptAhead: SeriesKeptAhead = { series: 0, visits: 0, flagged: 0 };

  constructor(ctx: BackendContext, settings: OutboxSettings, options: OutboxOptions) {
    this.#ctx = ctx;
    this.#settings = settings;
    this.#options = options;
  }

  async start(): Promise<void> {
    this.#unlisten = await this.#ctx.db.listen('outbox_messages', () => this.wake());
    this.wake();
  }

  /** Looks at the outbox now (or right after the drain under way). */
  wake(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#drainLoop().finally(() => {
      this.#running = undefined;
    });
  }

  /** Resolves once the worker is idle (nothing due was left when it last looked). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #drainLoop(): Promise<void> {
    do {
      this.#again = false;
      try {
        const worker = new OutboxWorker({
          store: sqlOutboxStore(this.#ctx),
          senders: sendersFor(this.#settings),
          siteUrl: () => this.#settings.siteUrl,
          batchSize: this.#options.batchSize ?? 10,
          leaseSeconds: this.#options.leaseSeconds ?? 300,
          log: this.#options.log ?? ((line) => console.log(line)),
        });
        const keepAheadMs = this.#options.keepAheadMs ?? 15 * 60_000;
        if (Date.now() - this.#keptAheadAt >= keepAheadMs) {
          this.#keptAheadAt = Date.now();
          const kept = await worker.keepSeriesAhead();
          if (kept)
            for (const key of Object.keys(this.keptAhead) as (keyof SeriesKeptAhead)[])
              this.keptAhead[key] += kept[key];
        }
        const result = await worker.drain();
        for (const key of Object.keys(this.totals) as (keyof BatchResult)[]) this.totals[key] += result[key];
      } catch (error) {
        if (this.#closed) return;
        console.error('[outbox] the worker could not run:', (error as Error).message);
      }
    } while (this.#again && !this.#closed);
    if (!this.#closed) await this.#schedule();
  }

  async #schedule(): Promise<void> {
    const pollMs = this.#options.pollMs ?? 30_000;
    let delay = pollMs;
    try {
      const next = await sqlOutboxStore(this.#ctx).nextDue();
      if (next) delay = Math.min(pollMs, Math.max(50, next.getTime() - Date.now()));
    } catch {
      // The database is closing or busy: look again after the poll interval.
    }
    if (this.#closed) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.wake(), delay);
    this.#timer.unref?.();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#unlisten?.().catch(() => {});
    await this.idle();
  }
}

/** Starts the catcher (unless another SMTP server is named or it is turned off) and the worker. */
export async function startOutbox(
  ctx: BackendContext,
  options: OutboxOptions,
  dataDir: string | undefined,
): Promise<RunningOutbox> {
  let catcher: MailCatcher | undefined;
  if (!options.smtpUrl && options.catcher !== false) {
    catcher = await startMailCatcher({
      folder: dataDir ? join(dataDir, 'mail') : undefined,
      host: options.catcher?.host,
      smtpPort: options.catcher?.smtpPort ?? 0,
      httpPort: options.catcher?.httpPort ?? 0,
    });
  }
  const settings: OutboxSettings = {
    smtpUrl: options.smtpUrl ?? catcher?.smtpUrl,
    mailFrom: options.mailFrom || defaultMailFrom,
    siteUrl: options.siteUrl || defaultSiteUrl,
    whatsapp: options.whatsapp,
  };
  let worker: LocalOutboxWorker | undefined;
  if (options.worker !== false) {
    worker = new LocalOutboxWorker(ctx, settings, options);
    await worker.start();
  }
  return {
    catcher,
    worker,
    settings,
    async close() {
      await worker?.close();
      await catcher?.close();
    },
  };
}
