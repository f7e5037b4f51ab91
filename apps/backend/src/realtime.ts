import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { type BackendContext, type JwtClaims, JwtError, type TableChange } from './context.ts';
import type { Database } from './engines/database.ts';
import { requestUrl } from './http.ts';

/**
 * Realtime at `/realtime/v1/websocket` (docs/supabase-contract.md §8): the Phoenix channel protocol as realtime-js
 * speaks it (serializer 2.0.0 arrays, 1.0.0 objects), heartbeats, channel join/leave, `access_token` updates, and
 * `postgres_changes` for tables in the `supabase_realtime` publication.
 *
 * Who sees a change is decided by the table's SELECT policies: before a row is sent to a channel it is read back
 * as the channel's JWT (`ctx.withClaims`), and only a subscriber who can read it gets it. As on hosted Supabase,
 * a DELETE cannot be checked that way (the row is gone), so on tables with RLS its `old_record` carries only the
 * primary key, and UPDATE's `old_record` likewise.
 */

const websocketPath = '/realtime/v1/websocket';
/** realtime-js beats every 25 s; a socket silent for much longer is gone. */
const idleTimeoutMs = 90_000;
const notifyChannel = 'realtime_changes';

type Frame = [joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown];

interface Filter {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
  values: string[];
}

interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string | undefined;
  filter: Filter | undefined;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  claims: JwtClaims;
  bindings: Binding[];
}

interface Connection {
  ws: WebSocket;
  vsn: '1.0.0' | '2.0.0';
  apiKeyClaims: JwtClaims;
  channels: Map<string, Channel>;
}

interface TableInfo {
  columns: { name: string; type: string }[];
  primaryKey: string[];
  rls: boolean;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

// ---------------------------------------------------------------------------------------------- change capture

/**
 * Adds an AFTER INSERT/UPDATE/DELETE row trigger to every table of the `supabase_realtime` publication that
 * sends the change as a `TableChange` JSON on the `realtime_changes` channel (delivered on commit only).
 * Idempotent; tables that left the publication lose their trigger. Runs after the migrations.
 */
export async function installChangeCapture(db: Database): Promise<void> {
  await db.exec(`
    create schema if not exists realtime;

    create or replace function realtime.capture_table_change() returns trigger
    language plpgsql set search_path = '' as $$
    declare
      rec jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
      old_rec jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
      stamp text := to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      payload text;
    begin
      payload := jsonb_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
        'record', rec, 'old_record', old_rec, 'commit_timestamp', stamp)::text;
      -- NOTIFY payloads stop at 8000 bytes and an oversized one would fail the write itself. Like hosted
      -- Realtime with its own limit, send the row without its long values instead.
      if octet_length(payload) > 7900 then
        rec := (select jsonb_object_agg(key, value) from jsonb_each(rec) where octet_length(value::text) <= 64);
        old_rec := (select jsonb_object_agg(key, value) from jsonb_each(old_rec) where octet_length(value::text) <= 64);
        payload := jsonb_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
          'record', rec, 'old_record', old_rec, 'commit_timestamp', stamp)::text;
      end if;
      if octet_length(payload) <= 7900 then
        perform pg_notify('${notifyChannel}', payload);
      end if;
      return null;
    end
    $$;
  `);
  const { rows: published } = await db.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
  );
  const { rows: existing } = await db.query<{ schema: string; table: string }>(
    `select n.nspname as schema, c.relname as table from pg_trigger t
     join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = 'realtime_capture_changes'`,
  );
  const wanted = new Set(published.map((p) => `${p.schemaname}.${p.tablename}`));
  for (const { schema, table } of existing) {
    if (!wanted.has(`${schema}.${table}`)) {
      await db.exec(`drop trigger realtime_capture_changes on ${quoteIdent(schema)}.${quoteIdent(table)}`);
    }
  }
  for (const { schemaname, tablename } of published) {
    await db.exec(
      `create or replace trigger realtime_capture_changes
       after insert or update or delete on ${quoteIdent(schemaname)}.${quoteIdent(tablename)}
       for each row execute function realtime.capture_table_change()`,
    );
  }
}

// ---------------------------------------------------------------------------------------------- filters

const filterPattern = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s;

function parseFilter(text: string): Filter {
  const match = filterPattern.exec(text);
  if (!match) throw new Error(`Invalid filter: ${text}`);
  const [, column = '', op, value = ''] = match;
  if (op === 'in') {
    const list = /^\((.*)\)$/s.exec(value);
    if (!list) throw new Error(`Invalid filter: ${text}`);
    return { column, op, values: (list[1] ?? '').split(',').map((v) => v.trim().replace(/^"(.*)"$/s, '$1')) };
  }
  return { column, op: op as Filter['op'], values: [value] };
}

const asText = (value: unknown) =>
  value === null ? 'null' : typeof value === 'object' ? JSON.stringify(value) : String(value);

function filterMatches(filter: Filter, record: Record<string, unknown> | null): boolean {
  if (!record || !(filter.column in record)) return false;
  const actual = asText(record[filter.column]);
  const [expected = ''] = filter.values;
  if (filter.op === 'eq') return actual === expected;
  if (filter.op === 'neq') return actual !== expected;
  if (filter.op === 'in') return filter.values.includes(actual);
  const a = Number(actual);
  const b = Number(expected);
  const order = Number.isFinite(a) && Number.isFinite(b) ? a - b : actual < expected ? -1 : actual > expected ? 1 : 0;
  if (filter.op === 'lt') return order < 0;
  if (filter.op === 'lte') return order <= 0;
  if (filter.op === 'gt') return order > 0;
  return order >= 0;
}

function bindingMatches(binding: Binding, change: TableChange): boolean {
  if (binding.event !== '*' && binding.event !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table !== undefined && binding.table !== '*' && binding.table !== change.table) return false;
  if (binding.filter)
    return filterMatches(binding.filter, change.type === 'DELETE' ? change.old_record : change.record);
  return true;
}

// ---------------------------------------------------------------------------------------------- socket

let nextBindingId = 1;

export function attachRealtime(server: Server, ctx: BackendContext): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const connections = new Set<Connection>();
  const tables = new Map<string, TableInfo>();

  const send = (conn: Connection, frame: Frame) => {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    const [join_ref, ref, topic, event, payload] = frame;
    conn.ws.send(JSON.stringify(conn.vsn === '2.0.0' ? frame : { join_ref, ref, topic, event, payload }));
  };
  const reply = (conn: Connection, frame: Frame, status: 'ok' | 'error', response: unknown = {}) => {
    const [joinRef, ref, topic] = frame;
    send(conn, [joinRef, ref, topic, 'phx_reply', { status, response }]);
  };

  const verify = async (token: unknown): Promise<{ claims: JwtClaims } | { reason: string }> => {
    if (typeof token !== 'string' || token === '') return { reason: 'Invalid token' };
    try {
      return { claims: await ctx.verifyJwt(token) };
    } catch (cause) {
      return {
        reason: cause instanceof JwtError && cause.reason === 'expired' ? 'Token has expired' : 'Invalid token',
      };
    }
  };

  const publishedTables = async () => {
    const { rows } = await ctx.db.query<{ schemaname: string; tablename: string }>(
      `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
    );
    return rows;
  };

  async function tableInfo(schema: string, table: string): Promise<TableInfo> {
    const key = `${schema}.${table}`;
    const cached = tables.get(key);
    if (cached) return cached;
    const relation = `${quoteIdent(schema)}.${quoteIdent(table)}`;
    const { rows } = await ctx.db.query<{ name: string; type: string; pk: boolean; rls: boolean }>(
      `select a.attname as name, t.typname as type, c.relrowsecurity as rls,
              exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary
                      and a.attnum = any(i.indkey)) as pk
       from pg_attribute a join pg_type t on t.oid = a.atttypid join pg_class c on c.oid = a.attrelid
       where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      [relation],
    );
    const info: TableInfo = {
      columns: rows.map(({ name, type }) => ({ name, type })),
      primaryKey: rows.filter((r) => r.pk).map((r) => r.name),
      rls: rows[0]?.rls ?? false,
    };
    tables.set(key, info);
    return info;
  }

  // ------------------------------------------------------------------------------------------ channel events

  async function join(conn: Connection, frame: Frame) {
    const [joinRef, , topic, , rawPayload] = frame;
    const payload = (rawPayload ?? {}) as {
      config?: { postgres_changes?: unknown };
      access_token?: unknown;
    };
    if (!topic.startsWith('realtime:')) return reply(conn, frame, 'error', { reason: 'Invalid topic' });
    const auth =
      payload.access_token === undefined ? { claims: conn.apiKeyClaims } : await verify(payload.access_token);
    if ('reason' in auth) return reply(conn, frame, 'error', { reason: auth.reason });

    const requested = payload.config?.postgres_changes ?? [];
    if (!Array.isArray(requested)) return reply(conn, frame, 'error', { reason: 'Invalid postgres_changes' });
    const bindings: Binding[] = [];
    const echoed: Record<string, unknown>[] = [];
    const published = requested.length > 0 ? await publishedTables() : [];
    for (const item of requested as Record<string, unknown>[]) {
      const { event, schema, table, filter } = item ?? {};
      const eventName = typeof event === 'string' ? event.toUpperCase() : '';
      const ok =
        ['*', 'INSERT', 'UPDATE', 'DELETE'].includes(eventName) &&
        typeof schema === 'string' &&
        (table === undefined || typeof table === 'string') &&
        (filter === undefined || typeof filter === 'string');
      const inPublication =
        ok &&
        (table === undefined || table === '*'
          ? schema === '*' || published.some((p) => p.schemaname === schema)
          : published.some((p) => (schema === '*' || p.schemaname === schema) && p.tablename === table));
      let parsedFilter: Filter | undefined;
      try {
        parsedFilter = typeof filter === 'string' && filter !== '' ? parseFilter(filter) : undefined;
      } catch {
        return reply(conn, frame, 'error', { reason: `Invalid filter: ${String(filter)}` });
      }
      if (!ok || !inPublication) {
        return reply(conn, frame, 'error', {
          reason:
            'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: '.concat(
              JSON.stringify(item),
            ),
        });
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

  function close(conn: Connection, channel: Channel) {
    conn.channels.delete(channel.topic);
    send(conn, [channel.joinRef, null, channel.topic, 'phx_close', {}]);
  }

  async function accessToken(conn: Connection, frame: Frame, channel: Channel) {
    const auth = await verify((frame[4] as { access_token?: unknown } | null)?.access_token);
    if ('reason' in auth) {
      reply(conn, frame, 'error', { reason: auth.reason });
      send(conn, [
        channel.joinRef,
        null,
        channel.topic,
        'system',
        { status: 'error', message: auth.reason, extension: 'system', channel: channel.topic.slice(9) },
      ]);
      return close(conn, channel);
    }
    channel.claims = auth.claims;
    reply(conn, frame, 'ok');
  }

  async function onFrame(conn: Connection, frame: Frame) {
    const [, ref, topic, event] = frame;
    if (topic === 'phoenix' && event === 'heartbeat') return reply(conn, frame, 'ok');
    if (event === 'phx_join') return join(conn, frame);
    const channel = conn.channels.get(topic);
    if (!channel) return ref === null ? undefined : reply(conn, frame, 'error', { reason: 'unmatched topic' });
    if (event === 'phx_leave') {
      reply(conn, frame, 'ok');
      return close(conn, channel);
    }
    if (event === 'access_token') return accessToken(conn, frame, channel);
    // Broadcast and presence are not served (the site does not use them); acknowledge so nothing times out.
    if (ref !== null) reply(conn, frame, 'ok');
  }

  function decode(conn: Connection, data: RawData, isBinary: boolean): Frame | undefined {
    if (isBinary) return undefined;
    try {
      const message = JSON.parse(data.toString()) as unknown;
      if (conn.vsn === '2.0.0') {
        if (Array.isArray(message) && message.length === 5 && typeof message[2] === 'string') {
          const [joinRef, ref, topic, event, payload] = message as unknown[];
          if (typeof event === 'string') {
            return [
              typeof joinRef === 'string' ? joinRef : null,
              typeof ref === 'string' ? ref : null,
              topic as string,
              event,
              payload,
            ];
          }
        }
        return undefined;
      }
      const m = message as { join_ref?: unknown; ref?: unknown; topic?: unknown; event?: unknown; payload?: unknown };
      if (typeof m.topic !== 'string' || typeof m.event !== 'string') return undefined;
      return [
        typeof m.join_ref === 'string' ? m.join_ref : null,
        typeof m.ref === 'string' ? m.ref : null,
        m.topic,
        m.event,
        m.payload,
      ];
    } catch {
      return undefined;
    }
  }

  function onConnection(ws: WebSocket, apiKeyClaims: JwtClaims, vsn: Connection['vsn']) {
    const conn: Connection = { ws, vsn, apiKeyClaims, channels: new Map() };
    connections.add(conn);
    let idle = setTimeout(() => ws.terminate(), idleTimeoutMs);
    // Frames of one socket are handled in order, even when one of them waits for the database.
    let queue = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      clearTimeout(idle);
      idle = setTimeout(() => ws.terminate(), idleTimeoutMs);
      const frame = decode(conn, data, isBinary);
      if (!frame) return;
      queue = queue.then(() => onFrame(conn, frame)).catch((cause) => console.error('[realtime]', cause));
    });
    ws.on('close', () => {
      clearTimeout(idle);
      connections.delete(conn);
    });
    ws.on('error', () => ws.terminate());
  }

  // ------------------------------------------------------------------------------------------ delivery

  async function canRead(claims: JwtClaims, change: TableChange, info: TableInfo): Promise<boolean> {
    const record = change.record;
    if (change.type === 'DELETE' || !record) return change.type === 'DELETE';
    const keyColumns = info.primaryKey.length > 0 ? info.primaryKey : undefined;
    const relation = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    try {
      const { rows } = await ctx.withClaims(claims, (tx) =>
        keyColumns
          ? tx.query(
              `select 1 from ${relation} where ${keyColumns.map((c, i) => `${quoteIdent(c)} = $${i + 1}`).join(' and ')}`,
              keyColumns.map((c) => asText(record[c])),
            )
          : tx.query(`select 1 from ${relation} t where to_jsonb(t.*) @> $1::text::jsonb`, [JSON.stringify(record)]),
      );
      return rows.length > 0;
    } catch {
      return false;
    }
  }

  const onlyKey = (record: Record<string, unknown> | null, info: TableInfo) =>
    record && info.primaryKey.length > 0 ? Object.fromEntries(info.primaryKey.map((c) => [c, record[c]])) : record;

  async function deliver(change: TableChange) {
    const targets: { conn: Connection; channel: Channel; ids: number[] }[] = [];
    for (const conn of connections) {
      for (const channel of conn.channels.values()) {
        const ids = channel.bindings.filter((b) => bindingMatches(b, change)).map((b) => b.id);
        if (ids.length > 0) targets.push({ conn, channel, ids });
      }
    }
    if (targets.length === 0) return;
    const info = await tableInfo(change.schema, change.table);
    // A row sent without its long values (see installChangeCapture) is flagged the way hosted Realtime does.
    const truncated = [change.record, change.old_record].some(
      (r) => r !== null && Object.keys(r).length < info.columns.length,
    );
    const data = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
      columns: info.columns,
      ...(change.type !== 'DELETE' ? { record: change.record } : {}),
      ...(change.type !== 'INSERT'
        ? { old_record: info.rls ? onlyKey(change.old_record, info) : change.old_record }
        : {}),
      errors: truncated ? ['Error 413: Payload Too Large'] : null,
    };
    const now = Math.floor(Date.now() / 1000);
    for (const { conn, channel, ids } of targets) {
      if (typeof channel.claims.exp === 'number' && channel.claims.exp <= now) {
        send(conn, [
          channel.joinRef,
          null,
          channel.topic,
          'system',
          { status: 'error', message: 'Token has expired', extension: 'system', channel: channel.topic.slice(9) },
        ]);
        close(conn, channel);
        continue;
      }
      if (await canRead(channel.claims, change, info)) {
        send(conn, [channel.joinRef, null, channel.topic, 'postgres_changes', { ids, data }]);
      }
    }
  }

  let deliveries = Promise.resolve();
  const unsubscribe = ctx.onTableChange((change) => {
    deliveries = deliveries.then(() => deliver(change)).catch((cause) => console.error('[realtime]', cause));
  });

  // ------------------------------------------------------------------------------------------ upgrade

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = requestUrl(request.url, undefined);
    if (!url || url.pathname.replace(/\/+$/, '') !== websocketPath) {
      // Leave other upgrade paths to other listeners, if any.
      if (server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    socket.on('error', () => socket.destroy());
    const vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    const header = request.headers.apikey;
    const apiKey = url.searchParams.get('apikey') ?? (Array.isArray(header) ? header[0] : header);
    void verify(apiKey).then((auth) => {
      if ('reason' in auth) {
        const body = JSON.stringify({ message: auth.reason === 'Invalid token' ? 'Invalid API key' : auth.reason });
        socket.end(
          `HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, auth.claims, vsn));
    });
  });

  // Upgraded sockets keep `server.close()` waiting, so closing the server ends them first.
  let shutDown = false;
  const shutdown = () => {
    if (shutDown) return;
    shutDown = true;
    unsubscribe();
    for (const conn of connections) conn.ws.terminate();
    connections.clear();
    wss.close();
  };
  const closeServer = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    shutdown();
    return closeServer(callback);
  }) as Server['close'];
  server.on('close', shutdown);
}
