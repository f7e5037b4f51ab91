import type { BackendContext } from '../context.ts';
import { quoteIdent, type TableInfo } from './types.ts';

export interface PublishedTable {
  schemaname: string;
  tablename: string;
}

/** The tables of the `supabase_realtime` publication, read at each join (a migration may have changed it). */
export async function publishedTables(ctx: BackendContext): Promise<PublishedTable[]> {
  const { rows } = await ctx.db.query<PublishedTable>(
    `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
  );
  return rows;
}

/** Columns, primary key and RLS of a table, read once per table and kept. */
export function tableInfoCache(ctx: BackendContext) {
  const tables = new Map<string, TableInfo>();
  return async function tableInfo(schema: string, table: string): Promise<TableInfo> {
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
  };
}
