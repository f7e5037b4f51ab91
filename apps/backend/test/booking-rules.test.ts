import { createHash } from 'node:crypto';
import {
  addDays,
  defaultPriceList,
  dubaiDate as dubaiDateOf,
  type EstimateRequest,
  estimate,
  isoWeekday,
  slotStartsAt,
  type TimeSlot,
} from '@sparkle/company/booking';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { booking, dubaiDate, HUMAN_FILL_MS, makeClient, rawFetch, signInAdmin } from './helpers.ts';

// Booking that runs the business, as a caller of the API meets it: the database refuses what breaks the
// slot rules (with the reason in `details`) or takes a crew that is not free (409, even for 30 requests at once),
// computes the price itself, and hands out a private link to see, move or cancel the booking. The backend runs with
// trustProxy so that each request can come from its own address (5 bookings an hour per address).

let backend: RunningBackend;
let admin: SupabaseClient;
let service: SupabaseClient;
let nextAddress = 1;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4, trustProxy: true });
  admin = await signInAdmin(backend);
  service = makeClient(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.close();
});

/** A visitor at an address of its own. */
function visitor(): SupabaseClient {
  const n = nextAddress++;
  return makeClient(backend, backend.anonKey, { 'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` });
}

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<T>(sql, params)).rows;

/** The first date `days` or more ahead that is a weekday (Monday–Saturday), or a Sunday. */
function weekdayFrom(days: number): string {
  let date = dubaiDate(days);
  while (isoWeekday(date) === 7) date = addDays(date, 1);
  return date;
}
function sundayFrom(days: number): string {
  let date = dubaiDate(days);
  while (isoWeekday(date) !== 7) date = addDays(date, 1);
  return date;
}

/** Makes the database's "now" (private.booking_now()) a fixed instant while `run` runs. */
async function withNow<T>(instant: number, run: () => Promise<T>): Promise<T> {
  const iso = new Date(instant).toISOString();
  await query(`create or replace function private.booking_now() returns timestamptz language sql stable
    set search_path = '' as $$ select '${iso}'::timestamptz $$`);
  try {
    return await run();
  } finally {
    await query(`create or replace function private.booking_now() returns timestamptz language sql stable
      set search_path = '' as $$ select now() $$`);
  }
}

let nameCount = 0;
const uniqueName = (label: string) => `${label} ${++nameCount} ${Math.random().toString(36).slice(2, 7)}`;

interface BookingAnswer {
  reference: string;
  token: string;
  service: string;
  date: string;
  time_slot: string;
  subtotal_aed: number;
  vat_aed: number;
  total_aed: number;
}

function request(args: Record<string, unknown>, client = visitor()) {
  return client.rpc('request_booking', {
    _service: 'deep',
    _name: uniqueName('Request'),
    _phone: '+971501234567',
    _email: 'layla@example.com',
    _community: 'Dubai Marina',
    _building: 'Marina Gate 1',
    _apartment: '1203',
    _property: '2br',
    _extras: [],
    _honeypot: '',
    _fill_ms: HUMAN_FILL_MS,
    ...args,
  });
}

async function book(args: Record<string, unknown>): Promise<BookingAnswer> {
  const { data, error } = await request(args);
  if (error) throw new Error(`request_booking failed: ${error.message} (${error.details})`);
  return data as BookingAnswer;
}

const rowsNamed = (name: string) => query('select * from public.bookings where name = $1', [name]);
const hash = (token: string) => createHash('sha256').update(token).digest();

describe('request_booking', () => {
  it('books, and answers with a readable reference, a private token and the price computed by the database', async () => {
    const name = uniqueName('Layla');
    const date = weekdayFrom(5);
    const answer = await book({
      _name: name,
      _date: date,
      _time_slot: '08:00 AM',
      _property: 'villa-4',
      _extras: ['fridge', 'oven'],
    });
    const expected = estimate(defaultPriceList, {
      service: 'deep',
      property: 'villa-4',
      quantity: 1,
      extras: ['fridge', 'oven'],
    })!;
    expect(answer).toEqual({
      reference: expect.stringMatching(/^SC-[2-9A-HJKMNP-Z]{6}$/),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      service: 'deep',
      date,
      time_slot: '08:00 AM',
      subtotal_aed: expected.subtotalFils / 100,
      vat_aed: expected.vatFils / 100,
      total_aed: expected.totalFils / 100,
    });
    const [row] = await rowsNamed(name);
    expect(row).toMatchObject({
      reference: answer.reference,
      phone: '+971501234567',
      community: 'Dubai Marina',
      building: 'Marina Gate 1',
      apartment: '1203',
      address: '1203, Marina Gate 1, Dubai Marina, Dubai',
      property: 'villa-4',
      quantity: 1,
      extras: ['fridge', 'oven'],
      subtotal_aed: (expected.subtotalFils / 100).toFixed(2),
      total_aed: (expected.totalFils / 100).toFixed(2),
      status: 'pending',
    });
    // The token is stored only as its hash.
    expect(Buffer.from(row!.manage_token_hash as Uint8Array).equals(hash(answer.token))).toBe(true);
    expect(JSON.stringify(row)).not.toContain(answer.token);
  });

  it('stores the price estimate() gives, for sizes, items and extras', async () => {
    const cases: EstimateRequest[] = [
      { service: 'residential', property: 'studio', quantity: 1, extras: [] },
      { service: 'carpet', property: 'item', quantity: 7, extras: ['materials'] },
      { service: 'office', property: 'office-m', quantity: 1, extras: ['materials'] },
      { service: 'movein', property: '5br', quantity: 1, extras: ['balcony', 'ironing', 'materials'] },
    ];
    for (const [i, c] of cases.entries()) {
      const name = uniqueName('Priced');
      await book({
        _name: name,
        _service: c.service,
        _property: c.property,
        _quantity: c.quantity,
        _extras: c.extras,
        _date: weekdayFrom(6),
        _time_slot: (['08:00 AM', '10:00 AM', '12:00 PM', '02:00 PM'] as const)[i],
      });
      const expected = estimate(defaultPriceList, c)!;
      const [row] = await rowsNamed(name);
      expect(
        [row!.subtotal_aed, row!.vat_aed, row!.total_aed].map((v) => Math.round(Number(v) * 100)),
        JSON.stringify(c),
      ).toEqual([expected.subtotalFils, expected.vatFils, expected.totalFils]);
    }
  });

  it.each([
    ['a phone not in E.164', { _phone: '050 123 4567' }, 'phone'],
    ['no community', { _community: '  ' }, 'community'],
    ['no building or villa', { _building: null }, 'building'],
    ['no property size', { _property: null }, 'property'],
    ['a size the service does not have', { _property: 'office-xl' }, 'property'],
    ['an extra that does not exist', { _extras: ['jacuzzi'] }, 'extras'],
    ['an extra the service does not offer', { _service: 'office', _property: 'office-s', _extras: ['oven'] }, 'extras'],
    ['an extra named twice', { _extras: ['oven', 'oven'] }, 'extras'],
    ['a two-dimensional list of extras', { _extras: [['oven']] }, 'extras'],
    ['a two-dimensional list of two extras', { _extras: [['oven'], ['fridge']] }, 'extras'],
    ['a number of items for a service priced by size', { _quantity: 3 }, 'quantity'],
    ['21 carpet items', { _service: 'carpet', _property: 'item', _quantity: 21 }, 'quantity'],
  ])('refuses %s with 400 / 23514 and stores nothing', async (_label, args, field) => {
    const name = uniqueName('Refused');
    const { error, status } = await request({ _name: name, _date: weekdayFrom(7), _time_slot: '10:00 AM', ...args });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', details: field });
    expect(error!.message.length).toBeGreaterThan(10);
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('answers a bot (honeypot filled) as it answers a person; its booking waits in Spam and its token opens nothing', async () => {
    const name = uniqueName('Bot');
    const date = weekdayFrom(8);
    const answer = await book({ _name: name, _date: date, _time_slot: '10:00 AM', _honeypot: 'https://spam.example' });
    expect(answer).toMatchObject({
      reference: expect.stringMatching(/^SC-[2-9A-HJKMNP-Z]{6}$/),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      date,
      total_aed: 420,
    });
    expect(await rowsNamed(name)).toEqual([expect.objectContaining({ spam_reason: 'honeypot', total_aed: '420.00' })]);
    const opened = await visitor().rpc('manage_booking_get', { _token: answer.token });
    expect(opened.status).toBe(404);
  });
});

describe('a direct insert (the service role: admin tools, seeds)', () => {
  // Visitors and users book through request_booking only (test/rls.test.ts); the service role may still insert into
  // the table, and the same triggers price and check what it inserts.
  it('gets its price computed when it names a property, and none without one', async () => {
    const old = uniqueName('Unsized');
    expect((await service.from('bookings').insert(booking({ name: old }))).status).toBe(201);
    expect(await rowsNamed(old)).toEqual([
      expect.objectContaining({ subtotal_aed: null, total_aed: null, reference: expect.stringMatching(/^SC-/) }),
    ]);
    const sized = uniqueName('Sized');
    const inserted = await service
      .from('bookings')
      .insert(booking({ name: sized, service: 'carpet', property: 'item', quantity: 4, community: 'JLT' }));
    expect(inserted.status).toBe(201);
    expect(await rowsNamed(sized)).toEqual([expect.objectContaining({ subtotal_aed: '240.00', total_aed: '252.00' })]);
  });

  it('cannot set its own price: the database computes it from the list', async () => {
    const name = uniqueName('Own Price');
    const sent = await service
      .from('bookings')
      .insert(booking({ name, property: '1br', total_aed: 1, subtotal_aed: 1, vat_aed: 0 }));
    expect(sent.status).toBe(201);
    expect(await rowsNamed(name)).toEqual([
      expect.objectContaining({ subtotal_aed: '300.00', vat_aed: '15.00', total_aed: '315.00' }),
    ]);
  });

  it('refuses an unknown property with a check error', async () => {
    const name = uniqueName('Unknown Size');
    const sent = await service.from('bookings').insert(booking({ name, property: 'castle' }));
    expect(sent.status).toBe(400);
    expect(sent.error).toMatchObject({ code: '23514', message: 'Unknown property "castle" for the deep service' });
    expect(await rowsNamed(name)).toEqual([]);
  });
});

describe('extras are a flat list of known extras, however they arrive', () => {
  it('refuses a two-dimensional list from the service role too (400, details extras), and stores nothing', async () => {
    const name = uniqueName('Nested Extras');
    const sent = await service
      .from('bookings')
      .insert(booking({ name, property: '2br', extras: [['oven']], community: 'JLT', building: 'Cluster D' }));
    expect(sent.status).toBe(400);
    expect(sent.error).toMatchObject({ code: '23514', details: 'extras' });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('refuses to change a stored booking’s extras into a two-dimensional list', async () => {
    const answer = await book({ _date: weekdayFrom(9), _time_slot: '04:00 PM', _extras: ['oven'] });
    const changed = await service
      .from('bookings')
      .update({ extras: [['fridge']] })
      .eq('reference', answer.reference);
    expect(changed.status).toBe(400);
    expect(changed.error).toMatchObject({ code: '23514', details: 'extras' });
    expect(await query(`select extras from public.bookings where reference = $1`, [answer.reference])).toEqual([
      { extras: ['oven'] },
    ]);
  });
});

describe('the slot rules, enforced by the database', () => {
  const cases: [string, () => { _date: string; _time_slot: TimeSlot }, string, RegExp][] = [
    [
      '07:00 PM on a weekday (the block would end after 8:00 PM)',
      () => ({ _date: weekdayFrom(4), _time_slot: '07:00 PM' }),
      'outsideHours',
      /^The 07:00 PM slot on \d{4}-\d\d-\d\d is outside our opening hours$/,
    ],
    [
      '08:00 AM on a Sunday (opens at 9:00 AM)',
      () => ({ _date: sundayFrom(3), _time_slot: '08:00 AM' }),
      'outsideHours',
      /outside our opening hours/,
    ],
    [
      '04:00 PM on a Sunday (closes at 5:00 PM)',
      () => ({ _date: sundayFrom(3), _time_slot: '04:00 PM' }),
      'outsideHours',
      /outside our opening hours/,
    ],
    [
      'yesterday',
      () => ({ _date: dubaiDate(-1), _time_slot: '10:00 AM' }),
      'past',
      /^Booking date \d{4}-\d\d-\d\d is in the past$/,
    ],
    [
      '61 days ahead',
      () => ({ _date: dubaiDate(61), _time_slot: '10:00 AM' }),
      'tooFar',
      /^Bookings open 60 days ahead: \d{4}-\d\d-\d\d is too far away$/,
    ],
  ];

  it.each(cases)('refuses %s: 400 / 23514 with the reason, nothing stored', async (_label, slot, reason, message) => {
    const name = uniqueName('Rule');
    const { error, status } = await request({ _name: name, ...slot() });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', details: reason, message: expect.stringMatching(message) });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('takes the last day of the horizon (60 days ahead) and the last slot of a Sunday (03:00 PM)', async () => {
    await book({ _date: dubaiDate(60), _time_slot: '10:00 AM' });
    await book({ _date: sundayFrom(3), _time_slot: '03:00 PM' });
  });

  it('refuses a closed day an admin adds, saying why', async () => {
    const date = weekdayFrom(9);
    const added = await admin.from('closed_days').insert({ day: date, reason: 'National Day' });
    expect(added.error).toBeNull();
    try {
      const name = uniqueName('Holiday');
      const { error, status } = await request({ _name: name, _date: date, _time_slot: '10:00 AM' });
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: '23514',
        details: 'closed',
        message: `We are closed on ${date} (National Day)`,
      });
      expect(await rowsNamed(name)).toEqual([]);
      const { data } = await visitor().rpc('booking_availability', { _date: date });
      expect((data as { reason: string }[]).every((slot) => slot.reason === 'closed')).toBe(true);
    } finally {
      await admin.from('closed_days').delete().eq('day', date);
    }
    expect(
      (
        await visitor()
          .from('closed_days')
          .insert({ day: addDays(date, 1) })
      ).error?.code,
    ).toBe('42501');
  });

  it('refuses a slot that starts in less than 2 hours (Dubai time), and takes one exactly 2 hours away', async () => {
    const date = weekdayFrom(10);
    await withNow(slotStartsAt(date, '10:00 AM'), async () => {
      const name = uniqueName('Too Soon');
      const { error, status } = await request({ _name: name, _date: date, _time_slot: '11:00 AM' });
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: '23514',
        details: 'tooSoon',
        message: `The 11:00 AM slot on ${date} starts in less than 2 hours`,
      });
      expect(await rowsNamed(name)).toEqual([]);
      await book({ _date: date, _time_slot: '12:00 PM' });
    });
  });

  it('refuses a direct insert (the service role) that breaks a rule as well', async () => {
    const name = uniqueName('Direct Late Slot');
    const sent = await service.from('bookings').insert(booking({ name, date: weekdayFrom(4), time_slot: '07:00 PM' }));
    expect(sent.status).toBe(400);
    expect(sent.error).toMatchObject({ code: '23514', details: 'outsideHours' });
    expect(await rowsNamed(name)).toEqual([]);
  });
});

describe('crews', () => {
  it('keeps a crew for the whole 2-hour block: a third booking that would overlap both gets 409 full', async () => {
    const date = weekdayFrom(11);
    await book({ _service: 'office', _property: 'office-s', _date: date, _time_slot: '10:00 AM' });
    await book({ _service: 'office', _property: 'office-s', _date: date, _time_slot: '11:00 AM' });
    for (const slot of ['10:00 AM', '11:00 AM'] as const) {
      const name = uniqueName('Full');
      const { error, status } = await request({
        _name: name,
        _service: 'office',
        _property: 'office-s',
        _date: date,
        _time_slot: slot,
      });
      expect(status, slot).toBe(409);
      expect(error).toMatchObject({
        code: 'PT409',
        details: 'full',
        message: `The ${slot} slot on ${date} is fully booked`,
      });
      expect(await rowsNamed(name)).toEqual([]);
    }
    const { data } = await visitor().rpc('booking_availability', { _date: date, _service: 'office' });
    expect((data as { time_slot: string; free: number; reason: string | null }[]).slice(0, 5)).toEqual([
      { time_slot: '08:00 AM', free: 2, reason: null },
      { time_slot: '09:00 AM', free: 1, reason: null },
      { time_slot: '10:00 AM', free: 0, reason: 'full' },
      { time_slot: '11:00 AM', free: 0, reason: 'full' },
      { time_slot: '12:00 PM', free: 1, reason: null },
    ]);
    // Another service has crews of its own; a crew an admin adds frees the slot.
    await book({ _service: 'deep', _date: date, _time_slot: '10:00 AM' });
    expect((await admin.from('service_capacity').update({ crews: 3 }).eq('service', 'office')).error).toBeNull();
    try {
      await book({ _service: 'office', _property: 'office-s', _date: date, _time_slot: '10:00 AM' });
    } finally {
      await admin.from('service_capacity').update({ crews: 2 }).eq('service', 'office');
    }
    expect((await visitor().from('service_capacity').update({ crews: 9 }).eq('service', 'office')).data).toBeNull();
    expect(await query(`select crews from public.service_capacity where service = 'office'`)).toEqual([{ crews: 2 }]);
  });

  it('gives the last free crew to exactly 1 of 30 concurrent requests; 29 get a clear 409', async () => {
    const date = weekdayFrom(12);
    await book({ _service: 'carpet', _property: 'item', _quantity: 2, _date: date, _time_slot: '02:00 PM' });
    const names = Array.from({ length: 30 }, () => uniqueName('Race'));
    const results = await Promise.all(
      names.map((name) =>
        request({
          _name: name,
          _service: 'carpet',
          _property: 'item',
          _quantity: 1,
          _date: date,
          _time_slot: '02:00 PM',
        }),
      ),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(29);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.error).toMatchObject({ code: 'PT409', details: 'full' });
    }
    expect(
      await query(
        `select count(*)::int as n from public.bookings where service = 'carpet' and date = $1 and time_slot = '02:00 PM'`,
        [date],
      ),
    ).toEqual([{ n: 2 }]);
  });

  it('lets an admin confirm or cancel a booking that is now too soon, but not bring a cancelled one back late', async () => {
    const date = weekdayFrom(13);
    const name = uniqueName('Admin Change');
    await book({ _name: name, _date: date, _time_slot: '12:00 PM' });
    const [{ id }] = (await rowsNamed(name)) as [{ id: string }];
    await withNow(slotStartsAt(date, '11:00 AM'), async () => {
      expect((await admin.from('bookings').update({ status: 'confirmed' }).eq('id', id)).error).toBeNull();
      expect((await admin.from('bookings').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();
      const back = await admin.from('bookings').update({ status: 'pending' }).eq('id', id);
      expect(back.error).toMatchObject({ code: '23514', details: 'tooSoon' });
    });
    expect(await rowsNamed(name)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
  });
});

describe('the manage link', () => {
  const get = (token: string) => visitor().rpc('manage_booking_get', { _token: token });

  it('shows the booking without e-mail or phone, with whether it can still be changed', async () => {
    const date = weekdayFrom(14);
    const answer = await book({ _date: date, _time_slot: '02:00 PM', _property: '3br', _extras: ['balcony'] });
    const { data, error } = await get(answer.token);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      reference: answer.reference,
      service: 'deep',
      date,
      time_slot: '02:00 PM',
      status: 'pending',
      community: 'Dubai Marina',
      building: 'Marina Gate 1',
      apartment: '1203',
      property: '3br',
      quantity: 1,
      extras: ['balcony'],
      total_aed: answer.total_aed,
      can_change: true,
    });
    expect(new Date(data.starts_at).getTime()).toBe(slotStartsAt(date, '02:00 PM'));
    expect(JSON.stringify(data)).not.toMatch(/layla@example\.com|\+971501234567/);
  });

  it('answers a wrong token 404 "Booking not found", and changes nothing', async () => {
    const answer = await book({ _date: weekdayFrom(15), _time_slot: '10:00 AM' });
    const wrong = `${answer.token.slice(0, -1)}${answer.token.endsWith('A') ? 'B' : 'A'}`;
    for (const call of [
      visitor().rpc('manage_booking_get', { _token: wrong }),
      visitor().rpc('manage_booking_cancel', { _token: wrong }),
      visitor().rpc('manage_booking_reschedule', { _token: wrong, _date: weekdayFrom(16), _time_slot: '08:00 AM' }),
      visitor().rpc('manage_booking_get', { _token: '' }),
    ]) {
      const { error, status } = await call;
      expect(status).toBe(404);
      expect(error).toMatchObject({ code: 'PT404', message: 'Booking not found', details: 'notFound' });
    }
    expect((await get(answer.token)).data).toMatchObject({ status: 'pending', time_slot: '10:00 AM' });
  });

  it('reschedules to a free slot, frees the old one, and records who moved it from where to where', async () => {
    const from = weekdayFrom(17);
    const to = weekdayFrom(18);
    const answer = await book({ _service: 'movein', _property: 'studio', _date: from, _time_slot: '04:00 PM' });
    await book({ _service: 'movein', _property: 'studio', _date: from, _time_slot: '04:00 PM' });
    const { data, error } = await visitor().rpc('manage_booking_reschedule', {
      _token: answer.token,
      _date: to,
      _time_slot: '09:00 AM',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ reference: answer.reference, date: to, time_slot: '09:00 AM', can_change: true });
    const slots = (await visitor().rpc('booking_availability', { _date: from, _service: 'movein' })).data as {
      time_slot: string;
      free: number;
    }[];
    expect(slots.find((s) => s.time_slot === '04:00 PM')?.free).toBe(1);

    const events = await admin.from('booking_events').select('actor, actor_id, kind, detail').order('id');
    const [{ id }] = (await query(`select id from public.bookings where reference = $1`, [answer.reference])) as [
      { id: string },
    ];
    const mine = await admin
      .from('booking_events')
      .select('actor, actor_id, kind, detail')
      .eq('booking_id', id)
      .order('id');
    expect(events.error).toBeNull();
    expect(mine.data).toEqual([
      expect.objectContaining({ actor: 'customer', kind: 'created' }),
      {
        actor: 'customer',
        actor_id: null,
        kind: 'rescheduled',
        detail: {
          from: { service: 'movein', date: from, time_slot: '04:00 PM' },
          to: { service: 'movein', date: to, time_slot: '09:00 AM' },
        },
      },
    ]);
  });

  it('refuses a move to a full or out-of-hours slot, keeping the booking where it was', async () => {
    const date = weekdayFrom(19);
    const answer = await book({ _date: date, _time_slot: '08:00 AM' });
    await book({ _date: date, _time_slot: '12:00 PM' });
    await book({ _date: date, _time_slot: '12:00 PM' });
    const full = await visitor().rpc('manage_booking_reschedule', {
      _token: answer.token,
      _date: date,
      _time_slot: '12:00 PM',
    });
    expect(full.status).toBe(409);
    expect(full.error).toMatchObject({ code: 'PT409', details: 'full' });
    const late = await visitor().rpc('manage_booking_reschedule', {
      _token: answer.token,
      _date: date,
      _time_slot: '07:00 PM',
    });
    expect(late.status).toBe(400);
    expect(late.error).toMatchObject({ code: '23514', details: 'outsideHours' });
    expect((await get(answer.token)).data).toMatchObject({ date, time_slot: '08:00 AM' });
  });

  it('cancels, records it, and then refuses further changes as closed', async () => {
    const date = weekdayFrom(20);
    const answer = await book({ _date: date, _time_slot: '06:00 PM' });
    const { data, error } = await visitor().rpc('manage_booking_cancel', { _token: answer.token });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'cancelled', can_change: false });
    for (const call of [
      visitor().rpc('manage_booking_cancel', { _token: answer.token }),
      visitor().rpc('manage_booking_reschedule', { _token: answer.token, _date: date, _time_slot: '08:00 AM' }),
    ]) {
      const { error: refused, status } = await call;
      expect(status).toBe(400);
      expect(refused).toMatchObject({ code: '23514', details: 'closed' });
    }
    const [{ id }] = (await query(`select id from public.bookings where reference = $1`, [answer.reference])) as [
      { id: string },
    ];
    const { data: events } = await admin
      .from('booking_events')
      .select('actor, kind, detail')
      .eq('booking_id', id)
      .order('id');
    expect(events?.map((e) => e.kind)).toEqual(['created', 'cancelled']);
    expect(events?.[1]).toEqual({ actor: 'customer', kind: 'cancelled', detail: { from: 'pending', to: 'cancelled' } });
  });

  it('refuses a cancellation or a move 24 hours or less before the appointment, changing nothing', async () => {
    const date = weekdayFrom(21);
    const answer = await book({ _date: date, _time_slot: '10:00 AM' });
    const starts = slotStartsAt(date, '10:00 AM');
    await withNow(starts - 24 * 3_600_000 - 60_000, async () => {
      expect((await get(answer.token)).data).toMatchObject({ can_change: true });
    });
    await withNow(starts - 24 * 3_600_000, async () => {
      expect((await get(answer.token)).data).toMatchObject({ can_change: false, status: 'pending' });
      for (const call of [
        visitor().rpc('manage_booking_cancel', { _token: answer.token }),
        visitor().rpc('manage_booking_reschedule', {
          _token: answer.token,
          _date: weekdayFrom(22),
          _time_slot: '10:00 AM',
        }),
      ]) {
        const { error, status } = await call;
        expect(status).toBe(400);
        expect(error).toMatchObject({
          code: '23514',
          details: 'late',
          message: 'Bookings can be changed online until 24 hours before the appointment',
        });
      }
    });
    expect((await get(answer.token)).data).toMatchObject({ status: 'pending', date, time_slot: '10:00 AM' });
  });

  it('takes 5 changes an hour through one link, whatever the address: the 6th is 429 and changes nothing', async () => {
    const date = weekdayFrom(24);
    const answer = await book({ _service: 'office', _property: 'office-s', _date: date, _time_slot: '08:00 AM' });
    const slots = ['10:00 AM', '12:00 PM'] as const;
    for (let i = 0; i < 5; i++) {
      const moved = await visitor().rpc('manage_booking_reschedule', {
        _token: answer.token,
        _date: date,
        _time_slot: slots[i % 2],
      });
      expect(moved.error, `change ${i + 1}`).toBeNull();
    }
    const sixth = await visitor().rpc('manage_booking_reschedule', {
      _token: answer.token,
      _date: date,
      _time_slot: '02:00 PM',
    });
    expect(sixth.status).toBe(429);
    expect(sixth.error).toMatchObject({
      code: 'PT429',
      message: 'This booking has been changed too many times in a short while. Please try again later, or call us.',
    });
    expect((await visitor().rpc('manage_booking_cancel', { _token: answer.token })).status).toBe(429);
    expect((await get(answer.token)).data).toMatchObject({ status: 'pending', time_slot: '10:00 AM' });
    const events = await query<{ kind: string }>(
      `select e.kind from public.booking_events e join public.bookings b on b.id = e.booking_id
       where b.reference = $1 order by e.id`,
      [answer.reference],
    );
    expect(events.map((e) => e.kind)).toEqual(['created', ...Array(5).fill('rescheduled')]);
  });

  it('takes 10 changes an hour from one address, across links: the 11th is 429', async () => {
    const answers: BookingAnswer[] = [];
    for (const days of [25, 26]) {
      for (const slot of ['08:00 AM', '10:00 AM', '12:00 PM', '02:00 PM', '04:00 PM', '06:00 PM'] as const) {
        answers.push(await book({ _service: 'carpet', _property: 'item', _date: weekdayFrom(days), _time_slot: slot }));
      }
    }
    const from = visitor();
    for (const answer of answers.slice(0, 10)) {
      expect((await from.rpc('manage_booking_cancel', { _token: answer.token })).error).toBeNull();
    }
    const eleventh = await from.rpc('manage_booking_cancel', { _token: answers[10]!.token });
    expect(eleventh.status).toBe(429);
    expect(eleventh.error).toMatchObject({
      code: 'PT429',
      message: 'Too many booking changes from your connection. Please try again in an hour, or call us.',
    });
    expect((await get(answers[10]!.token)).data).toMatchObject({ status: 'pending' });
    expect((await visitor().rpc('manage_booking_cancel', { _token: answers[10]!.token })).error).toBeNull();
  });

  it('stops opening 30 days after the appointment: 404 expired', async () => {
    const date = weekdayFrom(23);
    const answer = await book({ _date: date, _time_slot: '10:00 AM' });
    const starts = slotStartsAt(date, '10:00 AM');
    await withNow(starts + 29 * 86_400_000, async () => {
      expect((await get(answer.token)).data).toMatchObject({ can_change: false });
    });
    await withNow(starts + 31 * 86_400_000, async () => {
      const { error, status } = await get(answer.token);
      expect(status).toBe(404);
      expect(error).toMatchObject({ code: 'PT404', details: 'expired', message: 'This booking link has expired' });
    });
  });
});

describe('a GET or HEAD to a function that writes', () => {
  // Hosted PostgREST runs GET and HEAD in a read-only transaction: a function that writes fails with 25006 and the
  // answer is 405. A link (a crawler, a preview, a prefetch) must never cancel or move a booking.
  const url = (fn: string, args: Record<string, string>) => `/rest/v1/rpc/${fn}?${new URLSearchParams(args)}`;

  it('answers 405 for cancel, reschedule and request_booking, and changes nothing', async () => {
    const date = weekdayFrom(20);
    const answer = await book({ _date: date, _time_slot: '10:00 AM' });
    const name = uniqueName('By Link');
    const calls = [
      url('manage_booking_cancel', { _token: answer.token }),
      url('manage_booking_reschedule', { _token: answer.token, _date: weekdayFrom(21), _time_slot: '08:00 AM' }),
      url('request_booking', {
        _service: 'deep',
        _date: weekdayFrom(22),
        _time_slot: '10:00 AM',
        _name: name,
        _phone: '+971501234567',
        _email: 'link@example.com',
        _community: 'Dubai Marina',
        _building: 'Marina Gate 1',
        _property: '2br',
        _fill_ms: String(HUMAN_FILL_MS),
      }),
    ];
    for (const path of calls) {
      for (const method of ['GET', 'HEAD']) {
        const response = await rawFetch(backend, path, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        if (method === 'GET') expect(await response.json()).toMatchObject({ code: '25006' });
      }
    }
    const [row] = await query<{ status: string; date: string; time_slot: string }>(
      `select status, date::text as date, time_slot from public.bookings where reference = $1`,
      [answer.reference],
    );
    expect(row).toEqual({ status: 'pending', date, time_slot: '10:00 AM' });
    expect(await rowsNamed(name)).toEqual([]);
    expect(
      await query(
        `select kind from public.booking_events e join public.bookings b on b.id = e.booking_id
      where b.reference = $1`,
        [answer.reference],
      ),
    ).toEqual([{ kind: 'created' }]);
  });

  it('still reads by GET: availability and the manage view', async () => {
    const answer = await book({ _date: weekdayFrom(23), _time_slot: '12:00 PM' });
    const viewed = await rawFetch(backend, url('manage_booking_get', { _token: answer.token }));
    expect(viewed.status).toBe(200);
    expect(await viewed.json()).toMatchObject({ reference: answer.reference, status: 'pending' });
    const slots = await visitor().rpc('booking_availability', { _date: weekdayFrom(23) }, { get: true });
    expect(slots.status).toBe(200);
    expect(slots.data).toHaveLength(12);
  });
});

describe('the history', () => {
  it('is read by admins only, written by nobody directly, and names the admin who changed a status', async () => {
    const answer = await book({ _date: weekdayFrom(24), _time_slot: '10:00 AM' });
    const [{ id }] = (await query(`select id from public.bookings where reference = $1`, [answer.reference])) as [
      { id: string },
    ];
    const anon = await visitor().from('booking_events').select('*');
    expect(anon.data ?? []).toEqual([]);
    expect(anon.status).toBe(401);
    expect((await admin.from('bookings').update({ status: 'confirmed' }).eq('id', id)).error).toBeNull();
    const adminId = (await admin.auth.getUser()).data.user!.id;
    const { data } = await admin
      .from('booking_events')
      .select('actor, actor_id, kind, detail')
      .eq('booking_id', id)
      .order('id');
    expect(data?.[1]).toEqual({
      actor: 'admin',
      actor_id: adminId,
      kind: 'status',
      detail: { from: 'pending', to: 'confirmed' },
    });
    const forged = await admin.from('booking_events').insert({ booking_id: id, actor: 'system', kind: 'status' });
    expect(forged.error?.code).toBe('42501');
    const byService = await service.from('booking_events').select('kind').eq('booking_id', id);
    expect(byService.data).toHaveLength(2);
    const raw = await rawFetch(backend, '/rest/v1/booking_events?select=id');
    expect(raw.status).toBe(401);
  });
});

// Keeps dubaiDateOf (booking.ts) and the helpers' dubaiDate in step: the tests above mix the two.
it('computes the same Dubai date as booking.ts', () => {
  expect(dubaiDateOf(Date.now() + 3 * 86_400_000)).toBe(dubaiDate(3));
});
