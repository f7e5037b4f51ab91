import type { BackendContext, JwtClaims, TableChange } from '../context.ts';
import { asText, bindingMatches } from './filters.ts';
import { closeChannel, send, sendSystemError } from './protocol.ts';
import { type Channel, type Connection, quoteIdent, type TableInfo } from './types.ts';

// A captured change, sent to every channel that subscribed to it and whose JWT may read the row.

/** Whether the row is visible to `claims` (read back under RLS by its primary key, or whole without one). */
async function canRead(ctx: BackendContext, claims: JwtClaims, change: TableChange, info: TableInfo) {
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

/** The `data` of a `postgres_changes` message. */
function changeData(change: TableChange, info: TableInfo) {
  // A row sent without its long values (see installChangeCapture) is flagged the way hosted Realtime does.
  const truncated = [change.record, change.old_record].some(
    (r) => r !== null && Object.keys(r).length < info.columns.length,
  );
  return {
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
}

export async function deliver(
  ctx: BackendContext,
  connections: Iterable<Connection>,
  tableInfo: (schema: string, table: string) => Promise<TableInfo>,
  change: TableChange,
) {
  const targets: { conn: Connection; channel: Channel; ids: number[] }[] = [];
  for (const conn of connections) {
    for (const channel of conn.channels.values()) {
      const ids = channel.bindings.filter((b) => bindingMatches(b, change)).map((b) => b.id);
      if (ids.length > 0) targets.push({ conn, channel, ids });
    }
  }
  if (targets.length === 0) return;
  const info = await tableInfo(change.schema, change.table);
  const data = changeData(change, info);
  const now = Math.floor(Date.now() / 1000);
  for (const { conn, channel, ids } of targets) {
    if (typeof channel.claims.exp === 'number' && channel.claims.exp <= now) {
      sendSystemError(conn, channel, 'Token has expired');
      closeChannel(conn, channel);
      continue;
    }
    if (await canRead(ctx, channel.claims, change, info)) {
      send(conn, [channel.joinRef, null, channel.topic, 'postgres_changes', { ids, data }]);
    }
  }
}
