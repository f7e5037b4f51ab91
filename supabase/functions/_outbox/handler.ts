import { restStore } from './restStore.ts';
import { smtpSender } from './smtp.ts';
import { whatsAppSender } from './whatsapp.ts';
import { OutboxWorker, type Senders } from './worker.ts';

/** The function's settings (`supabase secrets set …`; SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are given). */
export interface OutboxWorkerEnv {
  SUPABASE_URL: string | undefined;
  SUPABASE_SERVICE_ROLE_KEY: string | undefined;
  /** The bearer token pg_cron sends (from Vault); without one, only the service role's key is accepted. */
  OUTBOX_WORKER_SECRET?: string | undefined;
  SMTP_URL: string | undefined;
  MAIL_FROM: string | undefined;
  /** The site's origin, for the links in the messages. */
  SITE_URL: string | undefined;
  WHATSAPP_TOKEN?: string | undefined;
  WHATSAPP_PHONE_ID?: string | undefined;
  WHATSAPP_API_URL?: string | undefined;
  /** Milliseconds one call may spend sending before it returns (default 50 s; the next call goes on). */
  budgetMs?: number | undefined;
}

export const defaultMailFrom = '"SparkleClean Dubai" <no-reply@sparklecleandubai.example>';

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/** Constant-time comparison of two secrets. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * `POST /functions/v1/outbox-worker`: keeps regular customers' series 8 weeks ahead (`series_keep_ahead`), sends the
 * messages that are due, then answers what it did (`{claimed, sent, retried, failed, lost, series}`). pg_cron calls it
 * every minute on hosted Supabase (README, "Messages"); the local backend serves the same handler, though its own
 * worker already runs inside it. Only a caller with the
 * worker's secret (or the service role's key) may run it.
 */
export async function handler(request: Request, env: OutboxWorkerEnv): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Use POST' }, 405);
  const expected = env.OUTBOX_WORKER_SECRET || env.SUPABASE_SERVICE_ROLE_KEY;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!expected || !token || !sameSecret(token, expected)) return json({ error: 'Not allowed' }, 401);
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY || !env.SITE_URL) {
    return json({ error: 'The worker needs SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SITE_URL' }, 503);
  }
  const senders: Senders = {
    email: env.SMTP_URL ? smtpSender({ url: env.SMTP_URL, from: env.MAIL_FROM || defaultMailFrom }) : undefined,
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_ID
        ? whatsAppSender({ token: env.WHATSAPP_TOKEN, phoneId: env.WHATSAPP_PHONE_ID, apiUrl: env.WHATSAPP_API_URL })
        : undefined,
  };
  const siteUrl = env.SITE_URL;
  const worker = new OutboxWorker({
    store: restStore(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY),
    senders,
    siteUrl: () => siteUrl,
    log: (line) => console.log(line),
  });
  try {
    // Regular customers' series first: the visits it makes bring reminders and notices this same call sends.
    const series = await worker.keepSeriesAhead();
    return json({ ...(await worker.drain(Date.now() + (env.budgetMs ?? 50_000))), series });
  } catch (error) {
    console.error('[outbox-worker]', error);
    return json({ error: (error as Error).message }, 500);
  }
}
