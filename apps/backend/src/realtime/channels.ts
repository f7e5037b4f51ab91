import type { BackendContext } from '../context.ts';
import { parseFilter } from './filters.ts';
import { closeChannel, reply, send, sendSystemError, verifyToken } from './protocol.ts';
import { type PublishedTable, publishedTables } from './tables.ts';
import type { Binding, Channel, Connection, Filter, Frame } from './types.ts';

// What a client asks of a channel: join (with its `postgres_changes`), leave, a new access token, heartbeats.

let nextBindingId = 1;

type Parsed = { bindings: Binding[]; echoed: Record<string, unknown>[] } | { reason: string };

/** Whether a requested change is one of the publication's tables (`*` for any schema or table). */
function isPublished(published: PublishedTable[], schema: string, table: string | undefined) {
  if (table === undefined || table === '*') return schema === '*' || published.some((p) => p.schemaname === schema);
  return published.some((p) => (schema === '*' || p.schemaname === schema) && p.tablename === table);
}

/** The join's `postgres_changes` as bindings, or the reason the whole join is refused. */
function parseBindings(requested: unknown[], published: PublishedTable[]): Parsed {
  const bindings: Binding[] = [];
  const echoed: Record<string, unknown>[] = [];
  for (const item of requested as Record<string, unknown>[]) {
    const { event, schema, table, filter } = item ?? {};
    const eventName = typeof event === 'string' ? event.toUpperCase() : '';
    const ok =
      ['*', 'INSERT', 'UPDATE', 'DELETE'].includes(eventName) &&
      typeof schema === 'string' &&
      (table === undefined || typeof table === 'string') &&
      (filter === undefined || typeof filter === 'string');
    const inPublication = ok && isPublished(published, schema as string, table as string | undefined);
    let parsedFilter: Filter | undefined;
    try {
      parsedFilter = typeof filter === 'string' && filter !== '' ? parseFilter(filter) : undefined;
    } catch {
      return { reason: `Invalid filter: ${String(filter)}` };
    }
    if (!ok || !inPublication) {
      return {
        reason:
          'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: '.concat(
            JSON.stringify(item),
          ),
      };
    }
    const id = nextBindingId++;
    bindings.push({
      id,
      event: eventName,
      schema: schema as string,
      table: table as string | undefined,
      filter: parsedFilter,
    });
    // The client compares event/schema/table/filter with what it sent, in order.
    echoed.push({ ...item, id });
  }
  return { bindings, echoed };
}

async function join(ctx: BackendContext, conn: Connection, frame: Frame) {
  const [joinRef, , topic, , rawPayload] = frame;
  const payload = (rawPayload ?? {}) as {
    config?: { postgres_changes?: unknown };
    access_token?: unknown;
  };
  if (!topic.startsWith('realtime:')) return reply(conn, frame, 'error', { reason: 'Invalid topic' });
  const auth =
    payload.access_token === undefined ? { claims: conn.apiKeyClaims } : await verifyToken(ctx, payload.access_token);
  if ('reason' in auth) return reply(conn, frame, 'error', { reason: auth.reason });

  const requested = payload.config?.postgres_changes ?? [];
  if (!Array.isArray(requested)) return reply(conn, frame, 'error', { reason: 'Invalid postgres_changes' });
  const parsed = parseBindings(requested, requested.length > 0 ? await publishedTables(ctx) : []);
  if ('reason' in parsed) return reply(conn, frame, 'error', { reason: parsed.reason });
  const { bindings, echoed } = parsed;
  conn.channels.set(topic, { topic, joinRef, claims: auth.claims, bindings });
  reply(conn, frame, 'ok', bindings.length > 0 ? { postgres_changes: echoed } : {});
  if (bindings.length > 0) {
    send(conn, [
      joinRef,
      null,
      topic,
      'system',
      {
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        extension: 'postgres_changes',
        channel: topic.slice('realtime:'.length),
      },
    ]);
  }
}

async function accessToken(ctx: BackendContext, conn: Connection, frame: Frame, channel: Channel) {
  const auth = await verifyToken(ctx, (frame[4] as { access_token?: unknown } | null)?.access_token);
  if ('reason' in auth) {
    reply(conn, frame, 'error', { reason: auth.reason });
    sendSystemError(conn, channel, auth.reason);
    return closeChannel(conn, channel);
  }
  channel.claims = auth.claims;
  reply(conn, frame, 'ok');
}

/** Handles one frame of a connection. */
export async function onFrame(ctx: BackendContext, conn: Connection, frame: Frame) {
  const [, ref, topic, event] = frame;
  if (topic === 'phoenix' && event === 'heartbeat') return reply(conn, frame, 'ok');
  if (event === 'phx_join') return join(ctx, conn, frame);
  const channel = conn.channels.get(topic);
  if (!channel) return ref === null ? undefined : reply(conn, frame, 'error', { reason: 'unmatched topic' });
  if (event === 'phx_leave') {
    reply(conn, frame, 'ok');
    return closeChannel(conn, channel);
  }
  if (event === 'access_token') return accessToken(ctx, conn, frame, channel);
  // Broadcast and presence are not served (the site does not use them); acknowledge so nothing times out.
  if (ref !== null) reply(conn, frame, 'ok');
}
