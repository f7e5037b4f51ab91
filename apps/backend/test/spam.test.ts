import { isoWeekday } from '@sparkle/company/booking';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import {
  type BookingAnswer,
  dubaiDate,
  HUMAN_FILL_MS,
  makeClient,
  requestBooking,
  type SignedUp,
  signInAdmin,
  signUp,
} from './helpers.ts';

// Suspected spam is quarantined, never dropped: stored with its rule (test/honeypot.test.ts), kept out of everything
// the business runs on (the bookings and messages lists, the schedule, the figures, the crews, the live alerts), and
// shown to admins in a Spam folder where they release an item (it becomes a normal booking or message; a booking
// only if its slot is still free) or delete it. Spam older than 30 days is purged by `purge_spam()`, which only the
// service role may call (the local backend on a timer, pg_cron on hosted Supabase).

let backend: RunningBackend;
let admin: SupabaseClient;
let service: SupabaseClient;
let user: SignedUp;
let nextAddress = 1;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4, trustProxy: true });
  admin = await signInAdmin(backend);
  service = makeClient(backend, backend.serviceRoleKey);
  user = await signUp(backend, 'Plain User');
});

afterAll(async () => {
  await backend?.close();
});

/** A visitor at an address of its own (5 bookings an hour per address). */
const visitor = () => makeClient(backend, backend.anonKey, { 'x-forwarded-for': `198.18.7.${nextAddress++}` });

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<T>(sql, params)).rows;

/** A date and slot no other test of this file uses: 2-hour blocks from 08:00 on the days from 3 ahead, Sundays skipped. */
let slotCount = 0;
function ownSlot(): { _date: string; _time_slot: string } {
  const n = slotCount++;
  let dayIndex = Math.floor(n / 6);
  let days = 3;
  for (;;) {
    if (isoWeekday(dubaiDate(days)) !== 7 && dayIndex-- === 0) break;
    days++;
  }
  const slot = ['08:00 AM', '10:00 AM', '12:00 PM', '02:00 PM', '04:00 PM', '06:00 PM'][n % 6]!;
  return { _date: dubaiDate(days), _time_slot: slot };
}

/** Runs `sql` as the owner with the booking triggers off (to put a row where the rules would not let a client). */
async function rewrite(sql: string, params: unknown[]) {
  await backend.ctx.db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(sql, params);
  });
}

async function book(overrides: Record<string, unknown>): Promise<BookingAnswer & { id: string }> {
  const { data, error } = await requestBooking(visitor(), overrides);
  if (error) throw new Error(`request_booking: ${error.message} (${error.details})`);
  const [row] = await query<{ id: string }>('select id from public.bookings where reference = $1', [data!.reference]);
  return { ...data!, id: row!.id };
}

async function sendMessage(overrides: Record<string, unknown>): Promise<string> {
  const name = unique('Sender');
  const { error } = await visitor()
    .from('contact_messages')
    .insert({ name, email: 'sender@example.com', message: 'Hello', fill_ms: HUMAN_FILL_MS, ...overrides });
  if (error) throw new Error(error.message);
  const [row] = await query<{ id: string }>('select id from public.contact_messages where name = $1', [name]);
  return row!.id;
}

interface SpamRow {
  kind: 'booking' | 'message';
  id: string;
  spam_reason: string;
  name: string;
  total_count: number;
}

async function spamFolder(args: Record<string, unknown> = {}): Promise<SpamRow[]> {
  const { data, error } = await admin.rpc('admin_spam', { _limit: 100, ...args });
  if (error) throw new Error(error.message);
  return data as SpamRow[];
}

describe('a quarantined booking', () => {
  it('is in the Spam folder with its rule, and nowhere the business looks: lists, schedule, figures', async () => {
    const name = unique('Quarantined');
    const slot = ownSlot();
    const spam = await book({ _name: name, _honeypot: 'https://spam.example', ...slot });

    expect(await spamFolder()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'booking', id: spam.id, spam_reason: 'honeypot', name }),
      ]),
    );
    const list = await admin.rpc('admin_bookings', { _search: name });
    expect(list.data).toEqual([]);
    const schedule = await admin.rpc('admin_schedule', { _from: slot._date, _to: slot._date });
    expect((schedule.data as { id: string }[]).map((row) => row.id)).not.toContain(spam.id);
    const table = await admin.from('bookings').select('id').eq('id', spam.id);
    expect(table.data).toEqual([]);

    // The figures count appointments up to today: the same booking, moved to today, is counted only once released.
    await rewrite(`update public.bookings set date = (now() at time zone 'Asia/Dubai')::date where id = $1`, [spam.id]);
    const today = dubaiDate(0);
    const counted = async () =>
      ((await admin.rpc('admin_booking_stats', { _days: 1 })).data as { day: string; bookings: number }[])
        .filter((row) => row.day === today)
        .reduce((sum, row) => sum + row.bookings, 0);
    const before = await counted();
    await rewrite('update public.bookings set spam_reason = null where id = $1', [spam.id]);
    expect(await counted()).toBe(before + 1);
  });

  it('takes no crew: two people still get the slot’s two crews, and availability does not count it', async () => {
    const slot = ownSlot();
    await book({ _service: 'office', _property: 'office-s', _honeypot: 'x', ...slot });
    const availability = await visitor().rpc('booking_availability', { _date: slot._date, _service: 'office' });
    expect(
      (availability.data as { time_slot: string; free: number }[]).find((s) => s.time_slot === slot._time_slot),
    ).toMatchObject({ free: 2 });
    await book({ _service: 'office', _property: 'office-s', ...slot });
    await book({ _service: 'office', _property: 'office-s', ...slot });
    // A bot on the full slot is answered as before (not 409): its booking waits in Spam.
    const bot = await requestBooking(visitor(), { _service: 'office', _property: 'office-s', _fill_ms: 10, ...slot });
    expect(bot.status).toBe(200);
    const person = await requestBooking(visitor(), { _service: 'office', _property: 'office-s', ...slot });
    expect(person.status).toBe(409);
  });

  it('opens no manage page until it is released', async () => {
    const spam = await book({ _fill_ms: 900, ...ownSlot() });
    const closed = await visitor().rpc('manage_booking_get', { _token: spam.token });
    expect(closed.status).toBe(404);
    expect(closed.error).toMatchObject({ code: 'PT404', details: 'notFound' });
    expect((await visitor().rpc('manage_booking_cancel', { _token: spam.token })).status).toBe(404);
    expect((await admin.rpc('admin_release_spam', { _kind: 'booking', _id: spam.id })).error).toBeNull();
    const opened = await visitor().rpc('manage_booking_get', { _token: spam.token });
    expect(opened.data).toMatchObject({ reference: spam.reference, status: 'pending' });
  });
});

describe('releasing', () => {
  it('makes a booking a normal one: in the list, taking a crew, with its release in the history', async () => {
    const name = unique('Released');
    const spam = await book({ _name: name, _fill_ms: 1200, ...ownSlot() });
    const { error, status } = await admin.rpc('admin_release_spam', { _kind: 'booking', _id: spam.id });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect((await spamFolder()).map((row) => row.id)).not.toContain(spam.id);
    expect((await admin.rpc('admin_bookings', { _search: name })).data).toEqual([
      expect.objectContaining({ id: spam.id, status: 'pending', reference: spam.reference }),
    ]);
    const events = await admin
      .from('booking_events')
      .select('actor, kind, detail')
      .eq('booking_id', spam.id)
      .order('id');
    expect(events.data).toEqual([
      expect.objectContaining({ kind: 'created' }),
      { actor: 'admin', kind: 'released', detail: { reason: 'too_fast' } },
    ]);
  });

  it('is refused while the slot is full, with a clear reason, and the booking stays in Spam', async () => {
    const slot = ownSlot();
    const spam = await book({ _service: 'movein', _property: 'studio', _honeypot: 'x', ...slot });
    await book({ _service: 'movein', _property: 'studio', ...slot });
    await book({ _service: 'movein', _property: 'studio', ...slot });
    const refused = await admin.rpc('admin_release_spam', { _kind: 'booking', _id: spam.id });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'PT409', details: 'full' });
    expect(refused.error?.message).toMatch(/fully booked.*stays in Spam/);
    expect((await spamFolder()).map((row) => row.id)).toContain(spam.id);
    expect(await query('select spam_reason from public.bookings where id = $1', [spam.id])).toEqual([
      { spam_reason: 'honeypot' },
    ]);
  });

  it('is refused for a slot that has passed, naming the rule', async () => {
    const spam = await book({ _honeypot: 'x', ...ownSlot() });
    await rewrite(`update public.bookings set date = date '2020-01-06' where id = $1`, [spam.id]);
    const refused = await admin.rpc('admin_release_spam', { _kind: 'booking', _id: spam.id });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: '23514', details: 'past' });
    expect(refused.error?.message).toMatch(/stays in Spam/);
    expect((await spamFolder()).map((row) => row.id)).toContain(spam.id);
  });

  it('makes a message a normal one, in the messages list', async () => {
    const id = await sendMessage({ honeypot: 'seo', message: 'Actually a real question' });
    expect((await admin.rpc('admin_messages', { _search: 'Actually a real question' })).data).toEqual([]);
    expect((await admin.rpc('admin_release_spam', { _kind: 'message', _id: id })).error).toBeNull();
    expect((await admin.rpc('admin_messages', { _search: 'Actually a real question' })).data).toEqual([
      expect.objectContaining({ id, handled_at: null }),
    ]);
    expect((await admin.from('contact_messages').select('id').eq('id', id)).data).toEqual([{ id }]);
  });

  it('answers 404 for what is not in Spam, and 400 for an unknown kind', async () => {
    const real = await sendMessage({});
    const missing = await admin.rpc('admin_release_spam', { _kind: 'message', _id: real });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'PT404', details: 'notFound' });
    const kind = await admin.rpc('admin_release_spam', { _kind: 'upload', _id: real });
    expect(kind.status).toBe(400);
    expect(kind.error).toMatchObject({ code: '22023', details: 'kind' });
  });
});

describe('deleting', () => {
  it('removes a spam booking or message for good, and nothing that is not spam', async () => {
    const booking = await book({ _honeypot: 'x', ...ownSlot() });
    const message = await sendMessage({ fill_ms: 5 });
    expect((await admin.rpc('admin_delete_spam', { _kind: 'booking', _id: booking.id })).status).toBe(204);
    expect((await admin.rpc('admin_delete_spam', { _kind: 'message', _id: message })).status).toBe(204);
    expect(await query('select id from public.bookings where id = $1', [booking.id])).toEqual([]);
    expect(await query('select id from public.contact_messages where id = $1', [message])).toEqual([]);

    const real = await book({ ...ownSlot() });
    expect((await admin.rpc('admin_delete_spam', { _kind: 'booking', _id: real.id })).status).toBe(404);
    expect(await query('select id from public.bookings where id = $1', [real.id])).toHaveLength(1);
  });
});

describe('the folder', () => {
  it('lists both kinds, newest first, paged with the total, and filters by kind', async () => {
    const message = await sendMessage({ honeypot: 'x' });
    const booking = await book({ _honeypot: 'x', ...ownSlot() });
    const all = await spamFolder();
    expect(all[0]).toMatchObject({ kind: 'booking', id: booking.id });
    expect(all[1]).toMatchObject({ kind: 'message', id: message });
    expect(all.every((row) => row.total_count === all.length)).toBe(true);
    const page = await spamFolder({ _limit: 1, _offset: 1 });
    expect(page).toEqual([expect.objectContaining({ id: message, total_count: all.length })]);
    expect((await spamFolder({ _kind: 'message' })).every((row) => row.kind === 'message')).toBe(true);
    expect((await admin.rpc('admin_spam', { _kind: 'nope' })).error).toMatchObject({ code: '22023', details: 'kind' });
  });

  it('is the admins’ alone: a user gets 403, a visitor 401, and neither changes anything', async () => {
    const spam = await sendMessage({ honeypot: 'x' });
    for (const [client, status] of [
      [user.client, 403],
      [visitor(), 401],
    ] as const) {
      expect((await client.rpc('admin_spam', {})).status).toBe(status);
      expect((await client.rpc('admin_release_spam', { _kind: 'message', _id: spam })).status).toBe(status);
      expect((await client.rpc('admin_delete_spam', { _kind: 'message', _id: spam })).status).toBe(status);
    }
    expect(await query('select spam_reason from public.contact_messages where id = $1', [spam])).toEqual([
      { spam_reason: 'honeypot' },
    ]);
  });
});

describe('purging', () => {
  it('deletes suspected spam older than 30 days, and nothing else', async () => {
    const oldSpam = await book({ _honeypot: 'x', ...ownSlot() });
    const youngSpam = await book({ _honeypot: 'x', ...ownSlot() });
    const oldReal = await book({ ...ownSlot() });
    const oldMessage = await sendMessage({ fill_ms: 1 });
    const youngMessage = await sendMessage({ fill_ms: 1 });
    await query(`update public.bookings set created_at = now() - interval '31 days' where id = any ($1)`, [
      [oldSpam.id, oldReal.id],
    ]);
    await query(`update public.bookings set created_at = now() - interval '29 days' where id = $1`, [youngSpam.id]);
    await query(`update public.contact_messages set created_at = now() - interval '31 days' where id = $1`, [
      oldMessage,
    ]);

    const { data, error } = await service.rpc('purge_spam');
    expect(error).toBeNull();
    expect(data).toEqual({ bookings: 1, contact_messages: 1 });
    const ids = async (table: string, list: string[]) =>
      (await query<{ id: string }>(`select id from public.${table} where id = any ($1)`, [list])).map((r) => r.id);
    expect(await ids('bookings', [oldSpam.id, youngSpam.id, oldReal.id])).toEqual(
      expect.arrayContaining([youngSpam.id, oldReal.id]),
    );
    expect(await ids('bookings', [oldSpam.id])).toEqual([]);
    expect(await ids('contact_messages', [oldMessage, youngMessage])).toEqual([youngMessage]);
    expect((await service.rpc('purge_spam')).data).toEqual({ bookings: 0, contact_messages: 0 });
  });

  it('is for the service role only', async () => {
    expect((await visitor().rpc('purge_spam')).status).toBe(401);
    expect((await user.client.rpc('purge_spam')).status).toBe(403);
    expect((await admin.rpc('purge_spam')).status).toBe(403);
  });
});
