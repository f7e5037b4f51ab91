import type { Database } from '../engines/database.ts';
import { quoteIdent } from './types.ts';

const notifyChannel = 'realtime_changes';

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
