import type { OutboxRow, OutboxStore, SeriesKeptAhead } from './worker.ts';

/**
 * The worker's database calls through the Data API (PostgREST) with the service role's key: what the outbox-worker
 * edge function uses on hosted Supabase, and the same calls the local backend's own store makes in SQL.
 */
export function restStore(supabaseUrl: string, serviceRoleKey: string, fetchImpl: typeof fetch = fetch): OutboxStore {
  const rpc = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    const response = await fetchImpl(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} failed: HTTP ${response.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  return {
    claim: (limit, leaseSeconds, now) =>
      rpc<OutboxRow[]>('outbox_claim', { _limit: limit, _lease_seconds: leaseSeconds, _now: now.toISOString() }),
    recordSent: (row, providerMessageId, now) =>
      rpc<boolean>('outbox_record_sent', {
        _id: row.id,
        _claim_id: row.claim_id,
        _provider_message_id: providerMessageId,
        _now: now.toISOString(),
      }),
    recordFailure: async (row, error, permanent, now) => {
      const rows = await rpc<{ state: string; send_after: string }[]>('outbox_record_failure', {
        _id: row.id,
        _claim_id: row.claim_id,
        _error: error,
        _permanent: permanent,
        _now: now.toISOString(),
      });
      return rows[0] ?? null;
    },
    nextDue: async () => {
      const at = await rpc<string | null>('outbox_next_due', {});
      return at ? new Date(at) : null;
    },
    keepSeriesAhead: () => rpc<SeriesKeptAhead>('series_keep_ahead', {}),
  };
}
