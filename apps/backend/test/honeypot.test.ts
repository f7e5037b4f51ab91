import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { bookingRequest, HUMAN_FILL_MS, makeClient, rawFetch, requestBooking, signUp } from './helpers.ts';

// Spam from bots: a booking or contact message with something in the form's honeypot, or reported as filled in
// faster than a person can, is stored and marked as suspected spam with the rule that caught it (`spam_reason`:
// 'honeypot' or 'too_fast'), never dropped: a real person caught by mistake is one release away in the back office
// (test/spam.test.ts). The caller is answered exactly as for any booking or message, so a bot learns nothing. A client
// that reports no fill time (another app, an integration) is not spam for that alone. Enforced by a BEFORE INSERT
// trigger, so it holds whatever client sends the request. The backend runs with trustProxy so that a test can present
// a client address of its own (rate limits).

let backend: RunningBackend;
let visitor: SupabaseClient;
let minimum: number;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4, trustProxy: true });
  visitor = makeClient(backend);
  minimum = (await backend.ctx.db.query<{ ms: number }>('select private.min_form_fill_ms() as ms')).rows[0]!.ms;
});

afterAll(async () => {
  await backend?.close();
});

const unique = (label: string) => `${label} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;

async function storedRows(table: 'bookings' | 'contact_messages', name: string) {
  const result = await backend.ctx.db.query<Record<string, unknown>>(`select * from public.${table} where name = $1`, [
    name,
  ]);
  return result.rows;
}

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara',
  email: 'sara@example.com',
  message: 'Do you clean balconies?',
  honeypot: '',
  fill_ms: HUMAN_FILL_MS,
  ...overrides,
});

/** What a caller can observe of an answer: status, headers that differ, and the body's shape (its keys). */
async function observable(response: Response) {
  const text = await response.text();
  return {
    status: response.status,
    keys: text ? Object.keys(JSON.parse(text) as object).sort() : [],
    contentRange: response.headers.get('content-range'),
    contentType: response.headers.get('content-type'),
  };
}

describe('the minimum fill time', () => {
  it('is 3 s, the number the site reports against (apps/site/src/lib/formTiming.test.ts ties the two)', () => {
    expect(minimum).toBe(3000);
  });
});

describe('bookings (request_booking)', () => {
  it('with the honeypot filled: answered as any booking, and stored as suspected spam, honeypot kept', async () => {
    const name = unique('Honeypot Bot');
    const { data, error, status } = await requestBooking(visitor, { _name: name, _honeypot: 'https://spam.example' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({ reference: expect.stringMatching(/^SC-/), token: expect.any(String) });
    expect(await storedRows('bookings', name)).toEqual([
      expect.objectContaining({
        spam_reason: 'honeypot',
        honeypot: 'https://spam.example',
        reference: data!.reference,
      }),
    ]);
  });

  it('answers a bot as it answers a person: same status, same headers, the same fields', async () => {
    const post = (body: Record<string, unknown>) =>
      rawFetch(backend, '/rest/v1/rpc/request_booking', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const person = await observable(await post(bookingRequest({ _name: unique('Person') })));
    const bot = await observable(
      await post(bookingRequest({ _name: unique('Bot'), _honeypot: 'Buy now', _fill_ms: 200 })),
    );
    expect(bot).toEqual(person);
    expect(person.status).toBe(200);
  });

  it('filled in faster than the minimum: too_fast; at the minimum and slower: a booking like any other', async () => {
    const fast = unique('Fast');
    const negative = unique('Negative Fill');
    const atMinimum = unique('At Minimum');
    const slow = unique('Slow');
    for (const [name, fill] of [
      [fast, minimum - 1],
      [negative, -5],
      [atMinimum, minimum],
      [slow, 45_000],
    ] as const) {
      const { status } = await requestBooking(visitor, { _name: name, _fill_ms: fill });
      expect(status, name).toBe(200);
    }
    expect(await storedRows('bookings', fast)).toEqual([expect.objectContaining({ spam_reason: 'too_fast' })]);
    expect(await storedRows('bookings', negative)).toEqual([expect.objectContaining({ spam_reason: 'too_fast' })]);
    expect(await storedRows('bookings', atMinimum)).toEqual([expect.objectContaining({ spam_reason: null })]);
    expect(await storedRows('bookings', slow)).toEqual([
      expect.objectContaining({ fill_ms: 45_000, honeypot: null, spam_reason: null }),
    ]);
  });

  it('without a fill time (another app, an integration): stored as a booking like any other, with its manage link', async () => {
    const name = unique('Integration');
    const { _fill_ms: _fill, _honeypot, ...bare } = bookingRequest({ _name: name });
    const { data, error } = await visitor.rpc('request_booking', bare);
    expect(error).toBeNull();
    expect(await storedRows('bookings', name)).toEqual([
      expect.objectContaining({ spam_reason: null, fill_ms: null, honeypot: null }),
    ]);
    const opened = await visitor.rpc('manage_booking_get', { _token: (data as { token: string }).token });
    expect(opened.error).toBeNull();
    expect(opened.data).toMatchObject({ status: 'pending' });
  });

  it('with only blanks in the honeypot (as some autofill leaves it): a booking like any other, without them', async () => {
    const name = unique('Blank Honeypot');
    expect((await requestBooking(visitor, { _name: name, _honeypot: '  ' })).status).toBe(200);
    expect(await storedRows('bookings', name)).toEqual([
      expect.objectContaining({ honeypot: null, spam_reason: null }),
    ]);
  });

  it('holds for signed-in users too, and not for the service role, which fills in no forms', async () => {
    const user = await signUp(backend, 'Signed In Bot');
    const name = unique('Signed In Bot');
    expect((await requestBooking(user.client, { _name: name, _honeypot: 'x' })).status).toBe(200);
    expect(await storedRows('bookings', name)).toEqual([expect.objectContaining({ spam_reason: 'honeypot' })]);

    const service = makeClient(backend, backend.serviceRoleKey);
    const byPhone = unique('By Phone');
    expect((await requestBooking(service, { _name: byPhone, _honeypot: 'x', _fill_ms: 1 })).status).toBe(200);
    expect(await storedRows('bookings', byPhone)).toEqual([expect.objectContaining({ spam_reason: null })]);
  });

  it('refuses a bot what it refuses a person (a past date), and counts its attempts towards the rate limit', async () => {
    const past = await requestBooking(visitor, { _date: '2020-01-01', _honeypot: 'x' });
    expect(past.status).toBe(400);
    expect(past.error).toMatchObject({ code: '23514', details: 'past' });

    const bot = makeClient(backend, backend.anonKey, { 'x-forwarded-for': '198.51.100.23' });
    const name = unique('Persistent Bot');
    for (let i = 0; i < 5; i++) expect((await requestBooking(bot, { _name: name, _honeypot: 'x' })).status).toBe(200);
    const sixth = await requestBooking(bot, { _name: name, _honeypot: 'x' });
    expect(sixth.status).toBe(429);
    expect(sixth.error?.code).toBe('PT429');
    expect(await storedRows('bookings', name)).toHaveLength(5);
  });
});

describe('contact messages', () => {
  it('with the honeypot filled: 201 as for any message, stored as suspected spam', async () => {
    const name = unique('Honeypot Sender');
    const result = await visitor.from('contact_messages').insert(message({ name, honeypot: 'Cheap SEO' }));
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    expect(await storedRows('contact_messages', name)).toEqual([
      expect.objectContaining({ spam_reason: 'honeypot', honeypot: 'Cheap SEO' }),
    ]);
  });

  it('answers a bot byte for byte as it answers a person', async () => {
    const post = (body: Record<string, unknown>) =>
      rawFetch(backend, '/rest/v1/contact_messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify(body),
      });
    const person = await post(message({ name: unique('Person') }));
    const bot = await post(message({ name: unique('Bot'), honeypot: 'Buy now', fill_ms: 200 }));
    expect([bot.status, await bot.text()]).toEqual([person.status, await person.text()]);
    expect(person.status).toBe(201);
  });

  it('too fast: too_fast; without a fill time or slow enough: a message like any other', async () => {
    const fast = unique('Fast Sender');
    const bare = unique('Bare Sender');
    const slow = unique('Slow Sender');
    expect((await visitor.from('contact_messages').insert(message({ name: fast, fill_ms: 800 }))).status).toBe(201);
    const { fill_ms: _fill, honeypot: _honeypot, ...withoutFillTime } = message({ name: bare });
    expect((await visitor.from('contact_messages').insert(withoutFillTime)).status).toBe(201);
    expect((await visitor.from('contact_messages').insert(message({ name: slow, fill_ms: minimum }))).status).toBe(201);
    expect(await storedRows('contact_messages', fast)).toEqual([
      expect.objectContaining({ spam_reason: 'too_fast', honeypot: null }),
    ]);
    expect(await storedRows('contact_messages', bare)).toEqual([
      expect.objectContaining({ spam_reason: null, fill_ms: null }),
    ]);
    expect(await storedRows('contact_messages', slow)).toEqual([
      expect.objectContaining({
        message: 'Do you clean balconies?',
        honeypot: null,
        fill_ms: minimum,
        spam_reason: null,
      }),
    ]);
  });

  it('keeps what a client writes in spam_reason to the database: a visitor cannot mark or unmark one', async () => {
    const name = unique('Self Marked');
    const sent = await visitor.from('contact_messages').insert(message({ name, spam_reason: null, honeypot: 'x' }));
    expect(sent.status).toBe(401);
    expect(sent.error?.code).toBe('42501');
    expect(await storedRows('contact_messages', name)).toEqual([]);
  });
});
