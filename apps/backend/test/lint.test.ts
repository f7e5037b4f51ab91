import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabase } from '../src/testing/database.ts';

// What Supabase's database linter (splinter) warns about, asserted from the catalog of the migrated database so that
// the warnings cannot come back: foreign keys without an index, tables without a primary key, several permissive
// policies for one role and action (each is evaluated for every row). And what no linter sees: a comparison with
// auth.uid() that is NULL, not false, for a visitor (auth.uid() is NULL for them), in a policy or in a function.
// Our schemas: public (the API) and private (the helpers); storage's and auth's tables are the platform's.

let database: TestDatabase;

beforeAll(async () => {
  database = await testDatabase();
});

afterAll(async () => {
  await database?.db.close();
});

const query = async <T>(sql: string) => (await database.db.query<T>(sql)).rows;

describe('the schema lints clean', () => {
  it('every foreign key has an index that starts with its columns', async () => {
    const unindexed = await query<{ name: string }>(`
      select format('%s.%s (%s)', n.nspname, c.relname, con.conname) as name
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      where con.contype = 'f' and n.nspname in ('public', 'private')
        and not exists (
          select 1 from pg_index i
          where i.indrelid = con.conrelid and i.indisvalid
            and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(con.conkey)] = con.conkey
        )
      order by 1`);
    expect(unindexed).toEqual([]);
  });

  it('every table has a primary key', async () => {
    const withoutKey = await query<{ name: string }>(`
      select format('%s.%s', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in ('public', 'private')
        and not exists (select 1 from pg_constraint con where con.conrelid = c.oid and con.contype = 'p')
      order by 1`);
    expect(withoutKey).toEqual([]);
  });

  it('no table has two permissive policies for the same role and action', async () => {
    const doubled = await query<{ name: string }>(`
      select format('%s.%s: %s %s (%s)', n.nspname, c.relname, r.rolname, act.cmd,
                    string_agg(p.polname, ', ' order by p.polname)) as name
      from pg_policy p
      join pg_class c on c.oid = p.polrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
      cross join lateral unnest(case p.polcmd
        when 'r' then array['SELECT'] when 'a' then array['INSERT'] when 'w' then array['UPDATE']
        when 'd' then array['DELETE'] else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) as act (cmd)
      where p.polpermissive and n.nspname in ('public', 'private')
        and r.rolname not like 'pg\\_%' and not r.rolbypassrls
      group by n.nspname, c.relname, r.rolname, act.cmd
      having count(*) > 1
      order by 1`);
    expect(doubled).toEqual([]);
  });
});

/**
 * Comparisons with auth.uid() that are not NULL-safe in `text`: `x = auth.uid()`, `auth.uid() <> x`, with or without
 * `(select …)` around the call, unless the comparison sits inside `coalesce(…)`. `is [not] distinct from` is NULL-safe
 * and not matched.
 */
export function unsafeUidComparisons(text: string): string[] {
  const source = text.toLowerCase().replace(/\s+/g, ' ');
  const call = String.raw`\(\s*select auth\.uid\(\)(?: as uid)?\s*\)|auth\.uid\(\)`;
  const operand = '[a-z_][a-z0-9_.]*';
  const comparison = new RegExp(
    String.raw`(?:${operand}\s*(?:=|<>|!=)\s*(?:${call}))|(?:(?:${call})\s*(?:=|<>|!=)\s*${operand})`,
    'g',
  );
  const found: string[] = [];
  for (const match of source.matchAll(comparison)) {
    if (!insideCoalesce(source, match.index)) found.push(match[0]);
  }
  return found;
}

/** Whether position `at` of `source` is within the parentheses of a `coalesce(` call. */
function insideCoalesce(source: string, at: number): boolean {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const char = source[i];
    if (char === ')') depth++;
    else if (char === '(') {
      if (depth === 0) {
        if (/coalesce\s*$/.test(source.slice(Math.max(0, i - 12), i))) return true;
      } else depth--;
    }
  }
  return false;
}

describe('auth.uid() is compared NULL-safely', () => {
  it('the check itself finds what it should and passes what it should', () => {
    expect(unsafeUidComparisons('using (id = (select auth.uid()))')).toEqual(['id = (select auth.uid())']);
    expect(unsafeUidComparisons('(user_id = ( SELECT auth.uid() AS uid))')).toHaveLength(1);
    expect(unsafeUidComparisons('if old.user_id = auth.uid() then')).toHaveLength(1);
    expect(unsafeUidComparisons('v_object.owner = auth.uid() or x')).toHaveLength(1);
    expect(unsafeUidComparisons('auth.uid() <> b.owner')).toHaveLength(1);
    expect(unsafeUidComparisons('coalesce(old.user_id = auth.uid(), false)')).toEqual([]);
    expect(unsafeUidComparisons('COALESCE((id = ( SELECT auth.uid() AS uid)), false)')).toEqual([]);
    expect(unsafeUidComparisons('owner is not distinct from auth.uid()')).toEqual([]);
    expect(unsafeUidComparisons('new.updated_by := auth.uid()')).toEqual([]);
    expect(unsafeUidComparisons("public.has_role(auth.uid(), 'admin')")).toEqual([]);
  });

  it('in every policy on our tables and on storage objects', async () => {
    const policies = await query<{ name: string; qual: string | null; with_check: string | null }>(`
      select format('%s.%s: %s', schemaname, tablename, policyname) as name, qual, with_check
      from pg_policies where schemaname in ('public', 'private', 'storage')`);
    expect(policies.length).toBeGreaterThan(20);
    const unsafe = policies
      .map((p) => ({ name: p.name, found: unsafeUidComparisons(`${p.qual ?? ''} ${p.with_check ?? ''}`) }))
      .filter((p) => p.found.length > 0);
    expect(unsafe).toEqual([]);
  });

  it('in every function of ours', async () => {
    const functions = await query<{ name: string; source: string }>(`
      select format('%s.%s', n.nspname, p.proname) as name, p.prosrc as source
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')`);
    expect(functions.length).toBeGreaterThan(40);
    const unsafe = functions
      .map((f) => ({ name: f.name, found: unsafeUidComparisons(f.source) }))
      .filter((f) => f.found.length > 0);
    expect(unsafe).toEqual([]);
  });
});
