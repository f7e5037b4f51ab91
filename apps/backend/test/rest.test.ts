import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { makeClient, rawFetch, requestBooking } from './helpers.ts';

// The PostgREST subset (docs/supabase-contract.md §5) through supabase-js: query grammar, Prefer modes, single(),
// counts, rpc, PostgREST's error shape and codes; bad input that must change nothing; the gateway (apikey,
// CORS, body limit); and 200 concurrent inserts that must all be stored exactly once.

let backend: RunningBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4, admin: false });
  anon = makeClient(backend);
  service = makeClient(backend, backend.serviceRoleKey);
  // A table with varied types, open to everyone through a policy, created after start-up: the schema cache
  // must pick it up on first use.
  await backend.ctx.db.exec(`
    create table public.probe (
      id int primary key,
      name text,
      tags text[],
      data jsonb,
      price numeric(8, 2),
      active boolean not null default true,
      made date,
      note text default 'fresh'
    );
    alter table public.probe enable row level security;
    create policy "probe is open" on public.probe for all to anon, authenticated using (true) with check (true);
    create table public.probe_secret (id int primary key, secret text);
    alter table public.probe_secret enable row level security;
    insert into public.probe_secret values (1, 'do not leak');
    create function public.probe_sum(a int, b int default 10) returns int language sql immutable as 'select a + b';
    create function public.probe_by_prefix(prefix text) returns setof public.probe language sql stable
      as $$ select * from public.probe where name like prefix || '%' order by id $$;
    create function public.probe_ids() returns setof int language sql stable as 'select id from public.probe order by id';
    create function public.probe_nothing() returns void language sql as 'select';
    create function public.probe_fail() returns int language plpgsql
      as $$ begin raise exception 'probe failed on purpose' using hint = 'as designed'; end $$;
  `);
  const { error } = await anon.from('probe').insert(
    [
      { id: 1, name: 'alpha', tags: ['red', 'blue'], data: { kind: 'x', n: 1 }, price: 10.5, made: '2026-01-01' },
      { id: 2, name: 'beta', tags: ['blue'], data: { kind: 'y', n: 2 }, price: 20, made: '2026-02-01' },
      { id: 3, name: 'gamma, the third', tags: [], data: { kind: 'x', n: 3 }, price: null, made: null },
      { id: 4, name: 'Delta', tags: ['green'], data: null, price: 5.25, made: '2026-03-01', active: false },
      { id: 5, name: null, tags: null, data: null, price: 99, made: '2026-04-01' },
    ],
    { defaultToNull: false },
  );
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await backend?.close();
});

const ids = (rows: { id: number }[] | null) => rows?.map((row) => row.id);

describe('select', () => {
  it('returns chosen columns, aliases, casts and JSON paths', async () => {
    const { data, error } = await anon
      .from('probe')
      .select('id, label:name, price::text, kind:data->>kind, n:data->n')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, label: 'alpha', price: '10.50', kind: 'x', n: 1 }]);
  });

  it('keeps Postgres types in JSON: arrays, jsonb, numeric, boolean, date', async () => {
    const { data } = await anon.from('probe').select('*').eq('id', 1).single();
    expect(data).toEqual({
      id: 1,
      name: 'alpha',
      tags: ['red', 'blue'],
      data: { kind: 'x', n: 1 },
      price: 10.5,
      active: true,
      made: '2026-01-01',
      note: 'fresh',
    });
  });

  it('filters with every operator the site or its tests need', async () => {
    const base = () => anon.from('probe').select('id').order('id');
    const run = async (build: (query: ReturnType<typeof base>) => ReturnType<typeof base>) => {
      const { data, error } = await build(base());
      expect(error).toBeNull();
      return ids(data);
    };
    expect(await run((q) => q.eq('name', 'beta'))).toEqual([2]);
    expect(await run((q) => q.neq('name', 'beta'))).toEqual([1, 3, 4]);
    expect(await run((q) => q.gt('price', 10))).toEqual([1, 2, 5]);
    expect(await run((q) => q.gte('price', 20).lte('price', 99))).toEqual([2, 5]);
    expect(await run((q) => q.lt('made', '2026-02-15'))).toEqual([1, 2]);
    expect(await run((q) => q.like('name', '%ta'))).toEqual([2, 4]);
    expect(await run((q) => q.ilike('name', 'd*'))).toEqual([4]);
    expect(await run((q) => q.in('name', ['alpha', 'gamma, the third']))).toEqual([1, 3]);
    expect(await run((q) => q.is('price', null))).toEqual([3]);
    expect(await run((q) => q.not('name', 'is', null).eq('active', false))).toEqual([4]);
    expect(await run((q) => q.contains('tags', ['blue']))).toEqual([1, 2]);
    expect(await run((q) => q.overlaps('tags', ['green', 'red']))).toEqual([1, 4]);
    expect(await run((q) => q.or('id.eq.1,name.eq.beta'))).toEqual([1, 2]);
    expect(await run((q) => q.or('and(price.gt.5,price.lt.11),name.eq."gamma, the third"'))).toEqual([1, 3, 4]);
    expect(await run((q) => q.not('id', 'in', '(1,2,3)'))).toEqual([4, 5]);
    expect(await run((q) => q.match({ active: true, name: 'alpha' }))).toEqual([1]);
    expect(await run((q) => q.filter('name', 'imatch', '^(ALPHA|beta)$'))).toEqual([1, 2]);
    expect(await run((q) => q.eq('data->>kind', 'x'))).toEqual([1, 3]);
    expect(await run((q) => q.likeAnyOf('name', ['a%', 'b%']))).toEqual([1, 2]);
    expect(await run((q) => q.textSearch('name', 'third'))).toEqual([3]);
  });

  it('orders, limits and ranges', async () => {
    const ordered = await anon.from('probe').select('id').order('price', { ascending: false, nullsFirst: true });
    expect(ids(ordered.data)).toEqual([3, 5, 2, 1, 4]);
    const twoKeys = await anon.from('probe').select('id').order('active').order('id', { ascending: false });
    expect(ids(twoKeys.data)).toEqual([4, 5, 3, 2, 1]);
    const limited = await anon.from('probe').select('id').order('id').limit(2);
    expect(ids(limited.data)).toEqual([1, 2]);
    const ranged = await anon.from('probe').select('id').order('id').range(1, 3);
    expect(ids(ranged.data)).toEqual([2, 3, 4]);
  });

  it('counts exactly, with and without rows (head)', async () => {
    const counted = await anon
      .from('probe')
      .select('id', { count: 'exact' })
      .eq('active', true)
      .order('id')
      .range(0, 1);
    expect(counted.count).toBe(4);
    expect(counted.status).toBe(206);
    expect(ids(counted.data)).toEqual([1, 2]);
    const head = await anon.from('probe').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ count: 5, data: null, error: null, status: 200 });
    const response = await rawFetch(backend, '/rest/v1/probe?select=id&id=gt.100', {
      headers: { Prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toBe('*/0');
  });

  it('single() demands exactly one row (406 PGRST116); maybeSingle() allows none', async () => {
    const one = await anon.from('probe').select('name').eq('id', 2).single();
    expect(one.data).toEqual({ name: 'beta' });
    const none = await anon.from('probe').select('name').eq('id', 42).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await anon.from('probe').select('name').gt('id', 2).single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
    const maybe = await anon.from('probe').select('name').eq('id', 42).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('serves at most 1000 rows per request, like hosted Supabase', async () => {
    await backend.ctx.db.exec(`insert into public.probe (id, name) select g, 'bulk' from generate_series(100, 1200) g`);
    const { data, count } = await anon.from('probe').select('id', { count: 'exact' }).eq('name', 'bulk');
    expect(data).toHaveLength(1000);
    expect(count).toBe(1101);
    await backend.ctx.db.exec(`delete from public.probe where name = 'bulk'`);
  });
});

describe('insert, upsert, update, delete', () => {
  it('inserts and returns the rows with select() (return=representation)', async () => {
    const { data, error, status } = await anon.from('probe').insert({ id: 10, name: 'ten' }).select('id, name, note');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 10, name: 'ten', note: 'fresh' }]);
    const single = await anon.from('probe').insert({ id: 11, name: 'eleven' }).select('id').single();
    expect(single.data).toEqual({ id: 11 });
  });

  it('bulk inserts objects with different keys: missing keys are NULL, or DEFAULT with defaultToNull false', async () => {
    const nulls = await anon
      .from('probe')
      .insert([
        { id: 12, name: 'twelve' },
        { id: 13, note: 'noted' },
      ])
      .select('id, name, note')
      .order('id');
    expect(nulls.data).toEqual([
      { id: 12, name: 'twelve', note: null },
      { id: 13, name: null, note: 'noted' },
    ]);
    const defaults = await anon
      .from('probe')
      .insert(
        [
          { id: 14, name: 'fourteen' },
          { id: 15, note: 'kept' },
        ],
        { defaultToNull: false },
      )
      .select('id, note');
    expect(defaults.data).toEqual(
      expect.arrayContaining([
        { id: 14, note: 'fresh' },
        { id: 15, note: 'kept' },
      ]),
    );
  });

  it('upserts: merge on the primary key or on_conflict, or ignore duplicates', async () => {
    const merged = await anon.from('probe').upsert({ id: 10, name: 'TEN' }).select('id, name');
    expect(merged.data).toEqual([{ id: 10, name: 'TEN' }]);
    const byColumn = await anon.from('probe').upsert({ id: 10, name: 'Ten again' }, { onConflict: 'id' });
    expect(byColumn.error).toBeNull();
    const ignored = await anon
      .from('probe')
      .upsert({ id: 10, name: 'ignored' }, { ignoreDuplicates: true })
      .select('id');
    expect(ignored.data).toEqual([]);
    const { data } = await anon.from('probe').select('name').eq('id', 10).single();
    expect(data).toEqual({ name: 'Ten again' });
  });

  it('updates and deletes by filter, with or without the rows back', async () => {
    const minimal = await anon.from('probe').update({ note: 'updated' }).eq('id', 11);
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    const updated = await anon
      .from('probe')
      .update({ note: 'again' })
      .in('id', [11, 12])
      .select('id, note')
      .order('id');
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([
      { id: 11, note: 'again' },
      { id: 12, note: 'again' },
    ]);
    const counted = await anon.from('probe').delete({ count: 'exact' }).gte('id', 13).lte('id', 15);
    expect(counted).toMatchObject({ status: 204, count: 3 });
    const removed = await anon.from('probe').delete().eq('id', 12).select('id');
    expect(removed.data).toEqual([{ id: 12 }]);
  });
});

describe('rpc', () => {
  it('calls scalar functions with named and default arguments, by POST or GET', async () => {
    expect((await anon.rpc('probe_sum', { a: 1, b: 2 })).data).toBe(3);
    expect((await anon.rpc('probe_sum', { a: 1 })).data).toBe(11);
    expect((await anon.rpc('probe_sum', { a: 5 }, { get: true })).data).toBe(15);
  });

  it('filters, orders and limits set-returning functions', async () => {
    const rows = await anon
      .rpc('probe_by_prefix', { prefix: '' })
      .eq('active', true)
      .select('id')
      .order('id', { ascending: false })
      .limit(2);
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([{ id: 11 }, { id: 10 }]);
    const scalars = await anon.rpc('probe_ids').lt('probe_ids', 4);
    expect(scalars.data).toEqual([1, 2, 3]);
  });

  it('answers void with no content, raise exception with P0001, and unknown functions with PGRST202', async () => {
    const nothing = await anon.rpc('probe_nothing');
    expect(nothing).toMatchObject({ data: null, error: null, status: 204 });
    const failed = await anon.rpc('probe_fail');
    expect(failed.status).toBe(400);
    expect(failed.error).toMatchObject({ code: 'P0001', message: 'probe failed on purpose', hint: 'as designed' });
    const unknown = await anon.rpc('no_such_function', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const wrongArgs = await anon.rpc('probe_sum', { z: 1 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });

  it('answers get_user_role as the site calls it', async () => {
    const { data, error } = await anon.rpc('get_user_role', { _user_id: '00000000-0000-4000-8000-000000000000' });
    expect(error).toBeNull();
    expect(data).toBe('user');
    const bad = await anon.rpc('get_user_role', { _user_id: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22P02');
  });
});

describe('bad input gets a clear error and changes nothing', () => {
  async function probeCount(): Promise<number> {
    return (await service.from('probe').select('*', { count: 'exact', head: true })).count ?? -1;
  }

  it('unknown table (404 PGRST205), column (400 42703) or insert column (400 PGRST204)', async () => {
    const before = await probeCount();
    const table = await anon.from('no_such_table').select('*');
    expect(table).toMatchObject({ status: 404, error: { code: 'PGRST205' } });
    const column = await anon.from('probe').select('id, nope');
    expect(column).toMatchObject({
      status: 400,
      error: { code: '42703', message: 'column probe.nope does not exist' },
    });
    const filter = await anon.from('probe').select('id').eq('nope', 1);
    expect(filter.error?.code).toBe('42703');
    const order = await anon.from('probe').select('id').order('nope');
    expect(order.error?.code).toBe('42703');
    const insert = await anon.from('probe').insert({ id: 50, nope: 'x' });
    expect(insert).toMatchObject({ status: 400, error: { code: 'PGRST204' } });
    const update = await anon.from('probe').update({ nope: 'x' }).eq('id', 1);
    expect(update.error?.code).toBe('PGRST204');
    expect(await probeCount()).toBe(before);
  });

  it('malformed JSON (400 PGRST102), a bad filter (400 PGRST100), values of the wrong type (400 22P02)', async () => {
    const before = await probeCount();
    const json = await rawFetch(backend, '/rest/v1/probe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"id": 60, "name": ',
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const operator = await rawFetch(backend, '/rest/v1/probe?id=resembles.1');
    expect(operator.status).toBe(400);
    expect(await operator.json()).toMatchObject({ code: 'PGRST100', details: null, hint: null });
    const logic = await rawFetch(backend, '/rest/v1/probe?or=(id.eq.1');
    expect(logic.status).toBe(400);
    const limit = await rawFetch(backend, '/rest/v1/probe?limit=-1');
    expect(limit.status).toBe(400);
    const typed = await anon.from('probe').select('id').eq('id', 'one');
    expect(typed).toMatchObject({ status: 400, error: { code: '22P02' } });
    const duplicate = await anon.from('probe').insert({ id: 1, name: 'again' });
    expect(duplicate).toMatchObject({ status: 409, error: { code: '23505' } });
    const notNull = await anon.from('probe').insert({ id: 61, active: null });
    expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } });
    expect(await probeCount()).toBe(before);
  });

  it('an unknown schema is refused with 406 PGRST106', async () => {
    const response = await rawFetch(backend, '/rest/v1/users', { headers: { 'Accept-Profile': 'auth' } });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST106' });
  });

  it('no request can inject SQL: identifiers go through the catalog, values are bound', async () => {
    const attempts = [
      '/rest/v1/probe?select=id;drop table public.probe_secret',
      '/rest/v1/probe?select=id,(select secret from probe_secret)',
      '/rest/v1/probe?select=*&order=id;delete from public.probe',
      `/rest/v1/probe?select=id&${encodeURIComponent('id"; drop table public.probe; --')}=eq.1`,
      '/rest/v1/probe?select=id::text;drop table public.probe',
      `/rest/v1/probe?select=id&name=eq.${encodeURIComponent("' or '1'='1")}`,
      `/rest/v1/probe?select=id&id=in.(${encodeURIComponent('1) or (1=1')})`,
      '/rest/v1/probe_secret?select=secret',
      `/rest/v1/rpc/probe_sum?a=1&b=${encodeURIComponent('1); drop table public.probe; --')}`,
    ];
    for (const path of attempts) {
      const response = await rawFetch(backend, path);
      const body = await response.text();
      expect(body, path).not.toContain('do not leak');
      if (response.ok) expect(JSON.parse(body), path).toEqual([]);
    }
    const injectedBody = await anon
      .from('probe')
      .insert({ id: 70, name: "x'); drop table public.probe; --" })
      .select('name');
    expect(injectedBody.data).toEqual([{ name: "x'); drop table public.probe; --" }]);
    const secret = await backend.ctx.db.query('select secret from public.probe_secret');
    expect(secret.rows).toEqual([{ secret: 'do not leak' }]);
    expect(await probeCount()).toBeGreaterThan(5);
  });
});

describe('the gateway', () => {
  it('requires a known apikey', async () => {
    const missing = await fetch(`${backend.url}/rest/v1/probe`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(`${backend.url}/rest/v1/probe`, { headers: { apikey: 'not-a-key' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('answers CORS preflights and exposes the headers supabase-js reads', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/bookings`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info, prefer',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
    const real = await rawFetch(backend, '/rest/v1/probe?select=id&limit=1', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(real.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = real.headers.get('access-control-expose-headers') ?? '';
    for (const header of ['Content-Range', 'X-Supabase-Api-Version', 'X-Total-Count', 'Link', 'x-relay-error']) {
      expect(exposed).toContain(header);
    }
  });

  it('refuses an oversized body with a clear 413 before it reaches the database', async () => {
    const huge = JSON.stringify({ id: 80, name: 'x'.repeat(3 * 1024 * 1024) });
    const response = await rawFetch(backend, '/rest/v1/probe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: huge,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST413' });
    const auth = await rawFetch(backend, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: huge,
    });
    expect(auth.status).toBe(413);
    expect(await auth.json()).toMatchObject({ code: 'request_too_large' });
    const { data } = await anon.from('probe').select('id').eq('id', 80);
    expect(data).toEqual([]);
  });

  it('answers unknown routes with 404', async () => {
    const response = await rawFetch(backend, '/nothing/here');
    expect(response.status).toBe(404);
  });
});

// 200 bookings stored at once is CPU work (every insert runs the booking rules' checks and triggers): on a busy
// 2-core machine with a busy loop on one core it took 18.8 s, too near the 30 s default.
describe('under load', { timeout: 60_000 }, () => {
  it('stores 200 concurrent bookings from separate clients exactly once', async () => {
    const clients = Array.from({ length: 200 }, () => makeClient(backend));
    const results = await Promise.all(
      clients.map((client, index) => requestBooking(client, { _name: `Load ${index}` })),
    );
    expect(results.filter((result) => result.error !== null)).toEqual([]);
    expect(results.every((result) => result.status === 200)).toBe(true);
    const { data, count } = await service.from('bookings').select('name', { count: 'exact' }).like('name', 'Load %');
    expect(count).toBe(200);
    expect(new Set(data?.map((row) => row.name)).size).toBe(200);
  });

  it('keeps every concurrent request in its own role: nothing leaks between them', async () => {
    const reads = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        (index % 2 === 0 ? anon : service).from('bookings').select('id', { count: 'exact', head: true }),
      ),
    );
    reads.forEach((result, index) => {
      expect(result.count, `request ${index}`).toBe(index % 2 === 0 ? 0 : 200);
    });
  });
});
