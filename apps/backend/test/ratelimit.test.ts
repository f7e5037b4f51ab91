import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { booking, HUMAN_FILL_MS, makeClient, requestBooking, signInAdmin, signUp, uniqueEmail } from './helpers.ts';

// Abuse limits: bookings, contact messages, uploads and sign-ups per client address and hour, enforced in
// the database so they hold on hosted Supabase too, refused with HTTP 429 and a message a person can act on. The
// backend runs with trustProxy so that each test can present its own client address (x-forwarded-for); requests
// from this machine itself (loopback), as the site's e2e tests make them, are exempt by a row in
// rate_limit_exemptions.

let backend: RunningBackend;
let service: SupabaseClient;
let admin: SupabaseClient;
let nextAddress = 10;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4, trustProxy: true });
  service = makeClient(backend, backend.serviceRoleKey);
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.close();
});

/** A visitor at an address no other test uses. */
function newVisitor(): { client: SupabaseClient; address: string } {
  const address = `203.0.113.${nextAddress++}`;
  return { client: makeClient(backend, backend.anonKey, { 'x-forwarded-for': address }), address };
}

const count = async (sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<{ n: number }>(sql, params)).rows[0]!.n;

const png = (size = 100) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Blob([bytes], { type: 'image/png' });
};

describe('bookings and messages', () => {
  it('takes 5 bookings an hour from one address, refuses the 6th with 429, and others still book', async () => {
    const { client } = newVisitor();
    const name = `Limit ${Date.now()}`;
    for (let i = 0; i < 5; i++) expect((await requestBooking(client, { _name: name })).status).toBe(200);
    const refused = await requestBooking(client, { _name: name });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: 'Too many booking requests from your connection. Please try again in an hour, or call us to book.',
    });
    expect(refused.error?.hint).toMatch(/Try again in \d+ minutes?/);
    expect(await count('select count(*)::int as n from public.bookings where name = $1', [name])).toBe(5);
    expect((await requestBooking(newVisitor().client, { _name: name })).status).toBe(200);
  });

  it('counts each row of a multi-row insert', async () => {
    const { client } = newVisitor();
    const rows = Array.from({ length: 6 }, (_, i) => ({
      name: `Batch ${i}`,
      email: 'batch@example.com',
      message: `Batch ${i}`,
      fill_ms: HUMAN_FILL_MS,
    }));
    expect((await client.from('contact_messages').insert(rows)).status).toBe(429);
    expect((await client.from('contact_messages').insert(rows.slice(0, 5))).status).toBe(201);
  });

  it('takes 5 contact messages an hour from one address', async () => {
    const { client } = newVisitor();
    const message = { name: 'Sara', email: 'sara@example.com', message: `Hello ${Date.now()}`, fill_ms: HUMAN_FILL_MS };
    for (let i = 0; i < 5; i++) expect((await client.from('contact_messages').insert(message)).status).toBe(201);
    const refused = await client.from('contact_messages').insert(message);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(
      'Too many messages from your connection. Please try again later, or contact us directly.',
    );
    expect(
      await count('select count(*)::int as n from public.contact_messages where message = $1', [message.message]),
    ).toBe(5);
  });

  it('does not limit the service role or this machine (loopback)', async () => {
    const address = newVisitor().address;
    const asService = makeClient(backend, backend.serviceRoleKey, { 'x-forwarded-for': address });
    for (let i = 0; i < 7; i++) expect((await asService.from('bookings').insert(booking())).status).toBe(201);
    const local = makeClient(backend);
    for (let i = 0; i < 7; i++) expect((await requestBooking(local)).status).toBe(200);
  });
});

describe('uploads', () => {
  it('takes 30 photos and 60 MB an hour from one address; the limits are data the service role changes', async () => {
    const { data: limits } = await service
      .from('rate_limits')
      .select('action, max_count, max_bytes')
      .eq('action', 'upload');
    expect(limits).toEqual([{ action: 'upload', max_count: 30, max_bytes: 60 * 1024 * 1024 }]);

    expect(
      (await service.from('rate_limits').update({ max_count: 3, max_bytes: 250 }).eq('action', 'upload')).error,
    ).toBeNull();
    try {
      const { client } = newVisitor();
      const bucket = client.storage.from('uploads');
      const stamp = Date.now();
      expect((await bucket.upload(`uploads/${stamp}-a.png`, png(100))).error).toBeNull();
      expect((await bucket.upload(`uploads/${stamp}-b.png`, png(100))).error).toBeNull();
      const bytes = await bucket.upload(`uploads/${stamp}-c.png`, png(100));
      expect(bytes.error).toMatchObject({
        status: 429,
        statusCode: '429',
        message: expect.stringMatching(/Too many photos/),
      });
      expect((await bucket.upload(`uploads/${stamp}-d.png`, png(10))).error).toBeNull();
      const many = await bucket.upload(`uploads/${stamp}-e.png`, png(10));
      expect(many.error).toMatchObject({ status: 429 });
      expect(
        await count(`select count(*)::int as n from storage.objects where bucket_id = 'uploads' and name like $1`, [
          `uploads/${stamp}-%`,
        ]),
      ).toBe(3);
    } finally {
      await service
        .from('rate_limits')
        .update({ max_count: 30, max_bytes: 60 * 1024 * 1024 })
        .eq('action', 'upload');
    }
  });
});

describe('sign-ups', () => {
  it('takes 5 sign-ups an hour from one address and refuses the 6th with 429 over_request_rate_limit', async () => {
    const { client, address } = newVisitor();
    const before = await count('select count(*)::int as n from auth.users');
    for (let i = 0; i < 5; i++) {
      const { error } = await client.auth.signUp({ email: uniqueEmail('limit'), password: 'long enough' });
      expect(error).toBeNull();
    }
    const refused = await makeClient(backend, backend.anonKey, { 'x-forwarded-for': address }).auth.signUp({
      email: uniqueEmail('limit'),
      password: 'long enough',
    });
    expect(refused.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Too many accounts created from your connection. Please try again later.',
    });
    expect(await count('select count(*)::int as n from auth.users')).toBe(before + 5);
  });
});

describe('the limits table', () => {
  it('is read and changed by admins only', async () => {
    const visitor = newVisitor().client;
    expect((await visitor.from('rate_limits').select('action')).status).toBe(401);
    const user = await signUp(backend, 'Limit Reader');
    expect((await user.client.from('rate_limits').select('action')).data).toEqual([]);
    expect(
      (await user.client.from('rate_limits').update({ max_count: 1000 }).eq('action', 'booking').select()).data,
    ).toEqual([]);
    expect((await visitor.from('rate_limits').update({ max_count: 1000 }).eq('action', 'booking')).status).toBe(401);
    const { data } = await admin.from('rate_limits').select('action').order('action');
    expect(data?.map((row) => row.action)).toEqual([
      'booking',
      'contact_message',
      'manage_change',
      'manage_change_link',
      'signup',
      'upload',
    ]);
    const changed = await admin
      .from('rate_limits')
      .update({ max_count: 6 })
      .eq('action', 'booking')
      .select('max_count');
    expect(changed.data).toEqual([{ max_count: 6 }]);
    await admin.from('rate_limits').update({ max_count: 5 }).eq('action', 'booking');
    expect((await admin.from('rate_limit_exemptions').select('network')).data).toEqual(
      expect.arrayContaining([{ network: '127.0.0.0/8' }, { network: '::1/128' }]),
    );
  });
});
