import { randomUUID } from 'node:crypto';
import { isoWeekday } from '@sparkle/company/booking';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { dubaiDate, makeClient, requestBooking, signInAdmin, signUp } from './helpers.ts';

// Customer accounts: a customer reads only their own bookings, series and addresses (tried with supabase-js); a booking
// made while signed in is the account's; bookings made earlier with the account's address are attached once the address
// is proven through the link sent to it (not before, and not to someone who merely typed that address); the account
// page's calls list the visits, give a manage link and keep a phone number. Staff (admins, cleaners) are not customers:
// they own no bookings.

let backend: RunningBackend;
let admin: SupabaseClient;
let visitor: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4 });
  admin = await signInAdmin(backend);
  visitor = makeClient(backend);
});

afterAll(async () => {
  await backend?.close();
});

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<T>(sql, params)).rows;

let days = 2;
/** A Monday–Saturday at least two days ahead, a different one each call (so the crews never run short). */
function day(): string {
  let date = dubaiDate(days++);
  while (isoWeekday(date) === 7) date = dubaiDate(days++);
  return date;
}

/** Signs up with `email` (autoconfirm: signed in at once). */
async function signUpAs(email: string, fullName = 'Layla Hassan') {
  const client = makeClient(backend);
  const { data, error } = await client.auth.signUp({
    email,
    password: 'correct horse battery',
    options: { data: { full_name: fullName } },
  });
  if (error) throw error;
  return { client, id: data.user!.id };
}

/** The confirmation link's token from the outbox message sent to `email`. */
async function confirmationToken(email: string): Promise<string> {
  const rows = await query<{ path: string }>(
    `select payload ->> 'confirm_path' as path from public.outbox_messages
     where kind = 'account_confirm_email' and recipient = $1 order by created_at desc limit 1`,
    [email],
  );
  expect(rows[0]?.path).toMatch(/^\/account\/confirm\?token=[A-Za-z0-9_-]{40,}$/);
  return new URL(rows[0]!.path, 'http://site.test').searchParams.get('token')!;
}

const references = (rows: { reference: string }[] | null) => (rows ?? []).map((row) => row.reference).sort();

describe('row level security', () => {
  it('lets a customer read their own bookings, series and addresses, and nobody else’s', async () => {
    const a = await signUp(backend, 'Customer A', 'owner-a');
    const b = await signUp(backend, 'Customer B', 'owner-b');
    const bookingA = (await requestBooking(a.client, { _date: day(), _email: a.email })).data!;
    const bookingB = (
      await requestBooking(b.client, {
        _service: 'residential',
        _date: day(),
        _email: b.email,
        _frequency: 'fourweekly',
      })
    ).data as unknown as { reference: string; series: { id: string } };
    for (const [client, own, other] of [
      [a.client, bookingA.reference, bookingB.reference],
      [b.client, bookingB.reference, bookingA.reference],
    ] as const) {
      const { data, error } = await client.from('bookings').select('reference, customer_id');
      expect(error).toBeNull();
      expect(references(data)).toContain(own);
      expect(references(data)).not.toContain(other);
      expect((await client.from('bookings').select('reference').eq('reference', other)).data).toEqual([]);
    }
    expect((await a.client.from('booking_series').select('id').eq('id', bookingB.series.id)).data).toEqual([]);
    expect((await b.client.from('booking_series').select('id').eq('id', bookingB.series.id)).data).toHaveLength(1);
    expect((await a.client.from('series_visits').select('occurs_on').eq('series_id', bookingB.series.id)).data).toEqual(
      [],
    );
    expect(
      (await b.client.from('series_visits').select('occurs_on').eq('series_id', bookingB.series.id)).data?.length,
    ).toBeGreaterThan(0);

    // Addresses: each their own; another's can be neither read, changed nor deleted.
    const address = { label: 'Home', community: 'Dubai Marina', building: 'Marina Tower', apartment: '1504' };
    const added = await a.client.from('customer_addresses').insert(address).select('id, user_id').single();
    expect(added.error).toBeNull();
    expect(added.data?.user_id).toBe(a.user.id);
    const theirs = await b.client
      .from('customer_addresses')
      .insert({ ...address, label: 'Office' })
      .select('id')
      .single();
    expect(theirs.error).toBeNull();
    expect((await a.client.from('customer_addresses').select('label')).data).toEqual([{ label: 'Home' }]);
    await a.client.from('customer_addresses').update({ label: 'Mine now' }).eq('id', theirs.data!.id);
    await a.client.from('customer_addresses').delete().eq('id', theirs.data!.id);
    expect(await query('select label from public.customer_addresses where id = $1', [theirs.data!.id])).toEqual([
      { label: 'Office' },
    ]);
    // Nor written in another's name.
    const forged = await a.client.from('customer_addresses').insert({ ...address, user_id: b.user.id });
    expect(forged.error?.code).toBe('42501');
    // A visitor reads no booking and no address; an admin every booking and still no address.
    expect((await visitor.from('bookings').select('reference').eq('reference', bookingA.reference)).data).toEqual([]);
    expect((await visitor.from('customer_addresses').select('id')).error?.code).toBe('42501');
    expect(
      references(
        (await admin.from('bookings').select('reference').in('reference', [bookingA.reference, bookingB.reference]))
          .data,
      ),
    ).toEqual([bookingA.reference, bookingB.reference].sort());
    expect((await admin.from('customer_addresses').select('id').eq('id', theirs.data!.id)).data).toEqual([]);
  });

  it('gives a signed-in customer’s booking to their account, and a visitor’s to nobody', async () => {
    const customer = await signUp(backend, 'Signed In', 'signed');
    const mine = (await requestBooking(customer.client, { _date: day(), _email: 'typed-elsewhere@example.com' })).data!;
    const anonymous = (await requestBooking(visitor, { _date: day(), _email: 'nobody-yet@example.com' })).data!;
    const rows = await query<{ reference: string; customer_id: string | null }>(
      'select reference, customer_id from public.bookings where reference = any ($1) order by reference',
      [[mine.reference, anonymous.reference]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.reference, row.customer_id]))).toEqual({
      [mine.reference]: customer.user.id,
      [anonymous.reference]: null,
    });
  });
});

describe('earlier bookings', () => {
  it('are attached once the address is proven through the link sent to it, and not before', async () => {
    const email = `earlier-${randomUUID().slice(0, 8)}@example.com`;
    const once = (await requestBooking(visitor, { _date: day(), _email: email })).data!;
    const series = (
      await requestBooking(visitor, {
        _service: 'movein',
        _date: day(),
        _email: email.toUpperCase(),
        _frequency: 'biweekly',
      })
    ).data as unknown as { reference: string; series: { id: string } };
    const someoneElse = (await requestBooking(visitor, { _date: day(), _email: 'someone-else@example.com' })).data!;

    const account = await signUpAs(email);
    // Typing the address into the sign-up form shows nothing yet.
    expect((await account.client.from('bookings').select('reference')).data).toEqual([]);
    const summary = await account.client.rpc('account_summary');
    expect(summary.data).toMatchObject({ email, email_proven: false, bookings: 0 });
    expect(summary.data.confirmation_sent_at).toEqual(expect.any(String));

    // The link from the e-mail, opened by whoever holds it (here a browser without the session).
    const token = await confirmationToken(email);
    const opened = await visitor.rpc('account_confirm_email', { _token: token });
    expect(opened.error).toBeNull();
    expect(opened.data).toMatchObject({ email, attached: expect.any(Number) });
    expect(opened.data.attached).toBeGreaterThan(1);
    const mine = references((await account.client.from('bookings').select('reference')).data);
    expect(mine).toContain(once.reference);
    expect(mine).toContain(series.reference);
    expect(mine).not.toContain(someoneElse.reference);
    expect((await account.client.from('booking_series').select('id')).data).toEqual([{ id: series.series.id }]);
    expect((await account.client.rpc('account_summary')).data).toMatchObject({ email_proven: true });
    // Used once.
    const again = await visitor.rpc('account_confirm_email', { _token: token });
    expect(again.status).toBe(404);
    // From now on a visitor's booking with that address is the account's too.
    const later = (await requestBooking(visitor, { _date: day(), _email: email })).data!;
    expect(
      references((await account.client.from('bookings').select('reference').eq('reference', later.reference)).data),
    ).toEqual([later.reference]);
  });

  it('are attached when the auth service confirms the address through its own link', async () => {
    const email = `gotrue-${randomUUID().slice(0, 8)}@example.com`;
    const earlier = (await requestBooking(visitor, { _date: day(), _email: email })).data!;
    // An account whose address waits for the auth service's confirmation (a hosted project with "Confirm email").
    const [user] = await query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '{}', now(), now()) returning id`,
      [email],
    );
    // No link of ours: the auth service sends its own.
    expect(
      await query(`select 1 from public.outbox_messages where recipient = $1 and kind = 'account_confirm_email'`, [
        email,
      ]),
    ).toEqual([]);
    expect(await query('select customer_id from public.bookings where reference = $1', [earlier.reference])).toEqual([
      { customer_id: null },
    ]);
    await query('update auth.users set email_confirmed_at = now() where id = $1', [user!.id]);
    expect(await query('select customer_id from public.bookings where reference = $1', [earlier.reference])).toEqual([
      { customer_id: user!.id },
    ]);
  });

  it('are refused by an old or a wrong link, and a new link is sent at most once a minute', async () => {
    const email = `slow-${randomUUID().slice(0, 8)}@example.com`;
    await requestBooking(visitor, { _date: day(), _email: email });
    const account = await signUpAs(email);
    const first = await confirmationToken(email);
    const tooSoon = await account.client.rpc('account_send_confirmation');
    expect(tooSoon.status).toBe(429);
    await query(`update private.account_email_proofs set sent_at = now() - interval '8 days' where user_id = $1`, [
      account.id,
    ]);
    const expired = await visitor.rpc('account_confirm_email', { _token: first });
    expect(expired.status).toBe(404);
    expect(expired.error).toMatchObject({ code: 'PT404', details: 'expired' });
    const resent = await account.client.rpc('account_send_confirmation');
    expect(resent.error).toBeNull();
    const second = await confirmationToken(email);
    expect(second).not.toBe(first);
    expect((await visitor.rpc('account_confirm_email', { _token: first })).status).toBe(404);
    expect((await visitor.rpc('account_confirm_email', { _token: 'x'.repeat(43) })).error).toMatchObject({
      details: 'notFound',
    });
    expect((await visitor.rpc('account_confirm_email', { _token: second })).error).toBeNull();
    // The account's own calls need an account.
    expect((await visitor.rpc('account_send_confirmation')).status).toBe(401);
  });
  it('are not written about to an account with none: its sign-up sends no link, the account page may ask for one', async () => {
    const email = `none-${randomUUID().slice(0, 8)}@example.com`;
    const account = await signUpAs(email);
    expect(
      await query(`select 1 from public.outbox_messages where recipient = $1 and kind = 'account_confirm_email'`, [
        email,
      ]),
    ).toEqual([]);
    expect((await account.client.rpc('account_summary')).data).toMatchObject({
      email_proven: false,
      confirmation_sent_at: null,
    });
    expect((await account.client.rpc('account_send_confirmation')).error).toBeNull();
    await confirmationToken(email);
  });
});

describe('the account page', () => {
  it('lists upcoming and past visits with what can be done, and opens a manage link to one', async () => {
    const customer = await signUp(backend, 'Regular', 'regular');
    const series = (await requestBooking(customer.client, { _date: day(), _frequency: 'weekly', _extras: ['oven'] }))
      .data as unknown as { reference: string; series: { id: string; reference: string } };
    const past = (await requestBooking(customer.client, { _date: day() })).data!;
    // Last week's, done (the slot rules refuse a past date: written around the triggers, as the seeds are).
    await backend.ctx.db.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await tx.query(`update public.bookings set status = 'completed', date = $2 where reference = $1`, [
        past.reference,
        dubaiDate(-7),
      ]);
    });
    const { data, error } = await customer.client.rpc('account_visits');
    expect(error).toBeNull();
    const visits = data as {
      reference: string | null;
      series_reference: string | null;
      frequency: string;
      upcoming: boolean;
      can_change: boolean;
      status: string | null;
      service: string;
      property: string;
      extras: string[];
      building: string;
      manage_booking_id: string;
    }[];
    const upcoming = visits.filter((visit) => visit.upcoming);
    expect(upcoming.length).toBeGreaterThanOrEqual(7);
    expect(upcoming.every((visit) => visit.series_reference === series.series.reference)).toBe(true);
    expect(upcoming[0]).toMatchObject({
      reference: series.reference,
      frequency: 'weekly',
      service: 'deep',
      property: '2br',
      extras: ['oven'],
      building: 'Villa 12',
      can_change: true,
    });
    expect(visits.filter((visit) => !visit.upcoming)).toEqual([
      expect.objectContaining({ reference: past.reference, status: 'completed', can_change: false }),
    ]);

    const link = await customer.client.rpc('account_manage_link', { _booking_id: upcoming[1]!.manage_booking_id });
    expect(link.error).toBeNull();
    const opened = await visitor.rpc('manage_booking_get', { _token: link.data });
    expect(opened.data).toMatchObject({ series: { reference: series.series.reference } });
    const stranger = await signUp(backend, 'Stranger', 'stranger');
    const denied = await stranger.client.rpc('account_manage_link', { _booking_id: upcoming[1]!.manage_booking_id });
    expect(denied.status).toBe(404);
    expect((await stranger.client.rpc('account_visits')).data).toEqual([]);
    expect((await visitor.rpc('account_visits')).status).toBe(401);
  });

  it('keeps the customer’s phone number, in international form, on their own profile only', async () => {
    const customer = await signUp(backend, 'Phone Owner', 'phone');
    const other = await signUp(backend, 'Other Phone', 'phone');
    const saved = await customer.client.from('profiles').update({ phone: '+971501112233' }).eq('id', customer.user.id);
    expect(saved.error).toBeNull();
    const bad = await customer.client.from('profiles').update({ phone: '050 111 2233' }).eq('id', customer.user.id);
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
    await customer.client.from('profiles').update({ phone: '+971509998877' }).eq('id', other.user.id);
    const forged = await customer.client
      .from('profiles')
      .update({ email: 'me@example.com' })
      .eq('id', customer.user.id);
    expect(forged.error?.code).toBe('42501');
    expect(
      await query('select id, phone, email from public.profiles where id = any ($1) order by email', [
        [customer.user.id, other.user.id],
      ]),
    ).toEqual(
      [
        { id: customer.user.id, phone: '+971501112233', email: customer.email },
        { id: other.user.id, phone: null, email: other.email },
      ].sort((x, y) => x.email.localeCompare(y.email)),
    );
    expect((await customer.client.rpc('account_summary')).data).toMatchObject({ phone: '+971501112233' });
  });

  it('keeps at most 20 addresses and refuses over-long ones, as the account page says, writing nothing', async () => {
    const customer = await signUp(backend, 'Many Homes', 'addresses');
    const table = () => customer.client.from('customer_addresses');
    const rows = Array.from({ length: 20 }, (_, i) => ({ community: 'Dubai Marina', building: `Tower ${i + 1}` }));
    expect((await table().insert(rows)).error).toBeNull();
    // The 21st: 400 with the check's code and `addresses` as its detail (what the page turns into its sentence).
    const extra = await table().insert({ community: 'Al Barsha', building: 'One more' }).select('id');
    expect(extra.status).toBe(400);
    expect(extra.error).toMatchObject({ code: '23514', details: 'addresses' });
    // A change of one of the 20 is still allowed; an over-long value is refused and changes nothing.
    const [first] = (await table().select('id, building').order('created_at').limit(1)).data ?? [];
    const long = await table()
      .update({ building: 'x'.repeat(201) })
      .eq('id', first!.id)
      .select('id');
    expect(long.error?.code).toBe('23514');
    const renamed = await table()
      .update({ label: 'Home', apartment: '  ' })
      .eq('id', first!.id)
      .select('label, apartment');
    expect(renamed.data).toEqual([{ label: 'Home', apartment: null }]);
    expect(
      await query(
        'select count(*)::int as n, max(length(building))::int as longest from public.customer_addresses where user_id = $1',
        [customer.user.id],
      ),
    ).toEqual([{ n: 20, longest: 8 }]);
    expect((await table().delete().eq('id', first!.id).select('id')).data).toEqual([{ id: first!.id }]);
  });
});

// Last in the file: its bookings take days (day()) the tests above would otherwise get later ones of.
describe('staff', () => {
  it('gives staff no bookings: an admin or a cleaner booking for someone, or proving an address, owns nothing', async () => {
    const cleaner = await signUp(backend, 'Crew Member', 'crew');
    await query(`insert into public.user_roles (user_id, role) values ($1, 'cleaner')`, [cleaner.user.id]);
    const byAdmin = (await requestBooking(admin, { _date: day(), _email: 'booked-by-office@example.com' })).data!;
    const byCleaner = (await requestBooking(cleaner.client, { _date: day(), _email: 'booked-by-crew@example.com' }))
      .data!;
    // The cleaner's own address, booked by a visitor and then proven: still nobody's.
    const byVisitor = (await requestBooking(visitor, { _date: day(), _email: cleaner.email })).data!;
    const [{ attached } = { attached: -1 }] = await query<{ attached: number }>(
      'select private.prove_account_email($1, $2) as attached',
      [cleaner.user.id, cleaner.email],
    );
    expect(attached).toBe(0);
    const rows = await query<{ reference: string; customer_id: string | null }>(
      'select reference, customer_id from public.bookings where reference = any ($1)',
      [[byAdmin.reference, byCleaner.reference, byVisitor.reference]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.reference, row.customer_id]))).toEqual({
      [byAdmin.reference]: null,
      [byCleaner.reference]: null,
      [byVisitor.reference]: null,
    });
  });
});
