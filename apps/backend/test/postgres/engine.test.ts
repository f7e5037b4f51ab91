import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyMigrations, bootstrapPlatform, type Database, defaultMigrationsDir, openDatabase } from '../../src/db.ts';
import { createDatabaseFromTemplate, openPostgres } from '../../src/engines/postgres.ts';

/**
 * The two engines side by side: the same SQL gives the same JavaScript values, counts and errors on embedded
 * PGlite and on PostgreSQL 15 (the engine the other files of this project run on), and PostgreSQL's pool gives the
 * real concurrency hosted Supabase has.
 */

let pglite: Database;
let postgres: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  pglite = await openDatabase(undefined);
  await bootstrapPlatform(pglite);
  await applyMigrations(pglite, defaultMigrationsDir);
  const copy = await createDatabaseFromTemplate(inject('pgTemplate'), `engine_${randomBytes(4).toString('hex')}`);
  drop = copy.drop;
  postgres = await openPostgres(copy.url);
});

afterAll(async () => {
  await pglite?.close();
  await postgres?.close();
  await drop?.();
});

const both = async <T>(fn: (db: Database) => Promise<T>): Promise<[T, T]> => [await fn(pglite), await fn(postgres)];

describe('the same SQL gives the same values on PGlite and PostgreSQL', () => {
  it('parses every type the schema uses as PGlite does', async () => {
    const sql = `select 1::int2 as int2, 2::int4 as int4, 12::int8 as int8_small, 9007199254740993::int8 as int8_big,
      -7::int8 as int8_negative, 1.50::numeric(10, 2) as numeric, 1.5::float4 as float4, 2.25::float8 as float8,
      'NaN'::float8 as float_nan, true as bool, '2026-01-02'::date as date, 'infinity'::date as date_infinity,
      '2026-01-02 03:04:05.123456'::timestamp as timestamp, '2026-01-02 03:04:05.123+04'::timestamptz as timestamptz,
      '-infinity'::timestamptz as timestamptz_infinity, '03:04'::time as time, '1 day 02:00:00'::interval as interval,
      '{"a": [1, 2]}'::json as json, '{"a": 1, "b": null}'::jsonb as jsonb, '\\x0102ff'::bytea as bytea,
      array[1, 9007199254740993]::int8[] as int8_array, array['2026-01-01', null]::date[] as date_array,
      array[1.5]::numeric[] as numeric_array, '{"{1,2}","a \\"b\\"",NULL}'::text[] as text_array,
      array[array[1, 2], array[3, 4]] as nested, array['{"a": 1}']::jsonb[] as jsonb_array,
      array['2026-01-01 10:00:00+00']::timestamptz[] as timestamptz_array,
      '00000000-0000-4000-8000-000000000001'::uuid as uuid, 'a'::char(3) as char, '10.0.0.1/32'::inet as inet,
      '(1,2)'::point as point, 42::oid as oid, null::int8 as nothing, array[true, null] as bool_array,
      '[1,3)'::int4range as range, 'x'::name as name, 'pending'::text as text`;
    const [fromPglite, fromPostgres] = await both((db) => db.query<Record<string, unknown>>(sql));
    expect(fromPostgres.rows).toStrictEqual(fromPglite.rows);
    expect(fromPostgres.fields).toStrictEqual(fromPglite.fields);
    // What the test above holds both engines to, spelled out for the types that differ from node-postgres's own.
    const row = fromPglite.rows[0]!;
    expect(row.int8_small).toBe(12);
    expect(row.int8_big).toBe(9007199254740993n);
    expect(row.date).toEqual(new Date('2026-01-02T00:00:00.000Z'));
    expect(row.timestamp).toEqual(new Date('2026-01-02T03:04:05.123Z'));
    expect(row.interval).toBe('1 day 02:00:00');
    expect(row.bytea).toStrictEqual(new Uint8Array([1, 2, 255]));
  });

  it('gives the same rows from the schema itself: a stored booking, its price and its history', async () => {
    // The first free block of the day after tomorrow's, as the booking form would offer it.
    const insert = `with day as (select (now() at time zone 'Asia/Dubai')::date + 2 as date)
      insert into public.bookings (service, date, time_slot, name, phone, email, address, property, community, building,
        extras)
      select 'deep', day.date, (select time_slot from public.booking_availability(day.date, 'deep') where free > 0 limit 1),
        'Aisha', '+971501234567', 'a@example.com', 'Tower 1, Dubai Marina', 'studio', 'Dubai Marina', 'Tower 1', '{fridge}'
      from day returning id`;
    const [fromPglite, fromPostgres] = await both(async (db) => {
      const { rows } = await db.query<{ id: string }>(insert);
      const booking = await db.query<Record<string, unknown>>(
        `select service, date, time_slot, extras, subtotal_aed, vat_aed, total_aed, quantity, status,
                reference ~ '^SC-[A-Z0-9]{6}$' as reference_shape, created_at is not null as stamped
         from public.bookings where id = $1`,
        [rows[0]!.id],
      );
      const events = await db.query<Record<string, unknown>>(
        'select actor, kind, detail from public.booking_events where booking_id = $1',
        [rows[0]!.id],
      );
      return { booking: booking.rows, events: events.rows };
    });
    expect(fromPostgres).toStrictEqual(fromPglite);
    expect(fromPglite.booking[0]).toMatchObject({ subtotal_aed: expect.any(String), extras: ['fridge'] });
  });

  it('counts affected rows the same way, in query and in exec', async () => {
    const [fromPglite, fromPostgres] = await both(async (db) => {
      await db.exec('create table public.engine_probe (id int primary key, name text)');
      const counts = [
        (await db.query(`insert into public.engine_probe values (1, 'a'), (2, 'b'), (3, 'c')`)).affectedRows,
        (await db.query(`update public.engine_probe set name = 'z' where id > 1`)).affectedRows,
        (await db.query('select * from public.engine_probe')).affectedRows,
        (await db.query('delete from public.engine_probe where id = 3')).affectedRows,
      ];
      const exec = await db.exec(`select 1 as one; update public.engine_probe set name = 'y' where id = 1;
        select id, name from public.engine_probe order by id`);
      await db.exec('drop table public.engine_probe');
      return { counts, exec: exec.map((result) => result.rows) };
    });
    expect(fromPostgres).toStrictEqual(fromPglite);
    expect(fromPglite.counts).toEqual([3, 2, 0, 1]);
  });

  it('raises the same errors, with SQLSTATE, detail and hint, and rolls a failed transaction back', async () => {
    const [fromPglite, fromPostgres] = await both(async (db) => {
      const error = await db
        .query(
          `do $$ begin raise exception using errcode = 'PT409', message = 'No crew is free', detail = 'full',
           hint = 'Pick another time.'; end $$`,
        )
        .catch((caught: { code: string; message: string; detail?: string; hint?: string }) => caught);
      const { code, message, detail, hint } = error as { code: string; message: string; detail: string; hint: string };
      await db.exec('create table public.engine_rollback (id int)');
      const rolledBack = await db
        .transaction(async (tx) => {
          await tx.query('insert into public.engine_rollback values (1)');
          await tx.query('select 1 / 0');
        })
        .catch((caught: { code: string }) => caught.code);
      const left = (await db.query<{ n: number }>('select count(*)::int as n from public.engine_rollback')).rows;
      await db.exec('drop table public.engine_rollback');
      return { code, message, detail, hint, rolledBack, left };
    });
    expect(fromPostgres).toStrictEqual(fromPglite);
    expect(fromPglite).toEqual({
      code: 'PT409',
      message: 'No crew is free',
      detail: 'full',
      hint: 'Pick another time.',
      rolledBack: '22012',
      left: [{ n: 0 }],
    });
  });

  it('delivers a NOTIFY to a listener once its transaction commits', async () => {
    const [fromPglite, fromPostgres] = await both(async (db) => {
      const payloads: string[] = [];
      const unlisten = await db.listen('engine_probe', (payload) => payloads.push(payload));
      await db.transaction(async (tx) => {
        await tx.query(`select pg_notify('engine_probe', 'first')`);
        await tx.query(`select pg_notify('engine_probe', 'second')`);
      });
      await expect.poll(() => payloads.length).toBe(2);
      await unlisten();
      return payloads;
    });
    expect(fromPostgres).toStrictEqual(fromPglite);
  });
});

describe('PostgreSQL runs transactions side by side, as hosted Supabase does', () => {
  it('holds an advisory lock against another connection until the holder commits', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = postgres.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(4242)');
      locked();
      await held;
    });
    await isLocked;
    const whileHeld = await postgres.query<{ got: boolean }>('select pg_try_advisory_lock(4242) as got');
    release();
    await holder;
    const afterCommit = await postgres.query<{ got: boolean }>(
      'select pg_try_advisory_xact_lock(4242) as got', // xact: released again at once
    );
    expect([whileHeld.rows[0]!.got, afterCommit.rows[0]!.got]).toEqual([false, true]);
  });

  it('lets two workers take different rows with for update skip locked', async () => {
    await postgres.exec(`create table public.engine_queue (id int primary key);
      insert into public.engine_queue select generate_series(1, 4)`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let took!: (ids: number[]) => void;
    const first = new Promise<number[]>((resolve) => {
      took = resolve;
    });
    const pick = 'select id from public.engine_queue order by id limit 2 for update skip locked';
    const worker = postgres.transaction(async (tx) => {
      took((await tx.query<{ id: number }>(pick)).rows.map((row) => row.id));
      await held;
    });
    const firstIds = await first;
    const secondIds = await postgres.transaction(async (tx) =>
      (await tx.query<{ id: number }>(pick)).rows.map((row) => row.id),
    );
    release();
    await worker;
    await postgres.exec('drop table public.engine_queue');
    expect({ firstIds, secondIds }).toEqual({ firstIds: [1, 2], secondIds: [3, 4] });
  });
});
