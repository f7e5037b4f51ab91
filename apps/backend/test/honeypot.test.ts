import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { booking, HUMAN_FILL_MS, makeClient, rawFetch, signUp } from './helpers.ts';

// Spam from bots (issue 11): a booking or contact message with something in the form's honeypot, or reported as
// filled in faster than a person can (or not reported at all), is dropped by the database while the API answers
// exactly as for a stored one, so the bot learns nothing. Enforced by a BEFORE INSERT trigger, so it holds for a
// bot that posts to the API directly as much as for one that drives the form. The backend runs with trustProxy so
// that a test can present a client address of its own (rate limits).

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

/** What a caller can observe of an answer: status, body and the headers that differ between answers. */
async function observable(response: Response) {
  return {
    status: response.status,
    body: await response.text(),
    contentRange: response.headers.get('content-range'),
    contentType: response.headers.get('content-type'),
  };
}

describe('the minimum fill time', () => {
  it('is 3 s, the number the site reports against (apps/site/src/lib/formTiming.test.ts ties the two)', () => {
    expect(minimum).toBe(3000);
  });
});

describe('bookings', () => {
  it('with the honeypot filled: 201 as for any booking, and nothing stored', async () => {
    const name = unique('Honeypot Bot');
    const result = await visitor.from('bookings').insert(booking({ name, honeypot: 'https://spam.example' }));
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    expect(result.data).toBeNull();
    expect(await storedRows('bookings', name)).toEqual([]);
  });

  it('answers a bot byte for byte as it answers a person', async () => {
    const post = (body: Record<string, unknown>) =>
      rawFetch(backend, '/rest/v1/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify(body),
      });
    const person = await observable(await post(booking({ name: unique('Person') })));
    const bot = await observable(await post(booking({ name: unique('Bot'), honeypot: 'Buy now', fill_ms: 200 })));
    expect(bot).toEqual(person);
    expect(person.status).toBe(201);
  });

  it('filled in faster than the minimum: not stored; at the minimum and slower: stored', async () => {
    const fast = unique('Fast');
    const atMinimum = unique('At Minimum');
    const slow = unique('Slow');
    for (const [name, fill_ms] of [
      [fast, minimum - 1],
      [atMinimum, minimum],
      [slow, 45_000],
    ] as const) {
      const result = await visitor.from('bookings').insert(booking({ name, fill_ms }));
      expect(result.status, name).toBe(201);
    }
    expect(await storedRows('bookings', fast)).toEqual([]);
    expect(await storedRows('bookings', atMinimum)).toHaveLength(1);
    expect(await storedRows('bookings', slow)).toEqual([expect.objectContaining({ fill_ms: 45_000, honeypot: null })]);
  });

  it('without a fill time, as a bot posting to the API directly sends it: not stored', async () => {
    const name = unique('Direct Post');
    const { fill_ms: _fill, honeypot: _honeypot, ...bare } = booking({ name });
    const result = await visitor.from('bookings').insert(bare);
    expect(result.status).toBe(201);
    expect(await storedRows('bookings', name)).toEqual([]);
    const negative = unique('Negative Fill');
    expect((await visitor.from('bookings').insert(booking({ name: negative, fill_ms: -5 }))).status).toBe(201);
    expect(await storedRows('bookings', negative)).toEqual([]);
  });

  it('with only blanks in the honeypot (as some autofill leaves it): stored, without them', async () => {
    const name = unique('Blank Honeypot');
    expect((await visitor.from('bookings').insert(booking({ name, honeypot: '  ' }))).status).toBe(201);
    expect(await storedRows('bookings', name)).toEqual([expect.objectContaining({ honeypot: null })]);
  });

  it('drops only the bot rows of a batch', async () => {
    const person = unique('Batch Person');
    const bot = unique('Batch Bot');
    const result = await visitor
      .from('bookings')
      .insert([booking({ name: person }), booking({ name: bot, honeypot: 'x' })]);
    expect(result.status).toBe(201);
    expect(await storedRows('bookings', person)).toHaveLength(1);
    expect(await storedRows('bookings', bot)).toEqual([]);
  });

  it('holds for signed-in users too, and not for the service role, which fills in no forms', async () => {
    const user = await signUp(backend, 'Signed In Bot');
    const name = unique('Signed In Bot');
    expect((await user.client.from('bookings').insert(booking({ name, honeypot: 'x' }))).status).toBe(201);
    expect(await storedRows('bookings', name)).toEqual([]);

    const service = makeClient(backend, backend.serviceRoleKey);
    const { fill_ms: _fill, honeypot: _honeypot, ...bare } = booking({ name: unique('By Phone') });
    expect((await service.from('bookings').insert(bare)).status).toBe(201);
    expect(await storedRows('bookings', bare.name as string)).toHaveLength(1);
  });

  it('refuses a bot what it refuses a person (a past date), and counts its attempts towards the rate limit', async () => {
    const past = await visitor.from('bookings').insert(booking({ date: '2020-01-01', honeypot: 'x' }));
    expect(past.status).toBe(400);

    const bot = makeClient(backend, backend.anonKey, { 'x-forwarded-for': '198.51.100.23' });
    const name = unique('Persistent Bot');
    for (let i = 0; i < 5; i++) {
      expect((await bot.from('bookings').insert(booking({ name, honeypot: 'x' }))).status).toBe(201);
    }
    const sixth = await bot.from('bookings').insert(booking({ name, honeypot: 'x' }));
    expect(sixth.status).toBe(429);
    expect(sixth.error?.code).toBe('PT429');
    expect(await storedRows('bookings', name)).toEqual([]);
  });
});

describe('contact messages', () => {
  it('with the honeypot filled: 201, nothing stored', async () => {
    const name = unique('Honeypot Sender');
    const result = await visitor.from('contact_messages').insert(message({ name, honeypot: 'Cheap SEO' }));
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    expect(await storedRows('contact_messages', name)).toEqual([]);
  });

  it('too fast or without a fill time: not stored; slow enough: stored', async () => {
    const fast = unique('Fast Sender');
    const bare = unique('Bare Sender');
    const slow = unique('Slow Sender');
    expect((await visitor.from('contact_messages').insert(message({ name: fast, fill_ms: 800 }))).status).toBe(201);
    const { fill_ms: _fill, ...withoutFillTime } = message({ name: bare });
    expect((await visitor.from('contact_messages').insert(withoutFillTime)).status).toBe(201);
    expect((await visitor.from('contact_messages').insert(message({ name: slow, fill_ms: minimum }))).status).toBe(201);
    expect(await storedRows('contact_messages', fast)).toEqual([]);
    expect(await storedRows('contact_messages', bare)).toEqual([]);
    expect(await storedRows('contact_messages', slow)).toEqual([
      expect.objectContaining({ message: 'Do you clean balconies?', honeypot: null, fill_ms: minimum }),
    ]);
  });
});
