import { addDays, isoWeekday, openingHours, slotAt } from '@sparkle/company/booking';
import { reviewFirstName, reviewRules } from '@sparkle/company/reviews';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { dubaiDate, HUMAN_FILL_MS, makeClient, signInAdmin, signUp } from './helpers.ts';

// Reviews from real customers: the review link made when a job is marked done (with its message, once), the link's
// rules (random, hashed, expiring), the review's rules (one per booking, only a finished job, 1-5 stars, a comment, a
// photo of the link's own), who reads what, and what the public sees.

let backend: RunningBackend;
let admin: SupabaseClient;
let visitor: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4, outbox: { worker: false, siteUrl: 'http://site.test' } });
  admin = await signInAdmin(backend);
  visitor = makeClient(backend);
  service = makeClient(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.close();
});

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<T>(sql, params)).rows;

let slotsUsed = 0;
function slot(): { date: string; time_slot: string } {
  let date = dubaiDate(3 + Math.floor(slotsUsed / 5));
  while (isoWeekday(date) === 7) date = addDays(date, 1);
  const hour = openingHours[isoWeekday(date)].open + 2 * (slotsUsed++ % 5);
  return { date, time_slot: slotAt(hour)! };
}

async function book(overrides: Record<string, unknown> = {}) {
  const { data, error } = await visitor.rpc('request_booking', {
    _service: 'deep',
    ...Object.fromEntries(Object.entries(slot()).map(([key, value]) => [`_${key}`, value])),
    _name: 'Aisha Khan',
    _phone: '+971501234567',
    _email: 'aisha@example.com',
    _community: 'Dubai Marina',
    _building: 'Marina Tower',
    _property: '1br',
    _fill_ms: HUMAN_FILL_MS,
    ...overrides,
  });
  if (error) throw new Error(`request_booking: ${error.message}`);
  const [row] = await query<{ id: string }>('select id from public.bookings where reference = $1', [
    (data as { reference: string }).reference,
  ]);
  return { id: row!.id, reference: (data as { reference: string }).reference };
}

async function setStatus(id: string, status: string) {
  const { error } = await admin.from('bookings').update({ status }).eq('id', id);
  expect(error).toBeNull();
}

const reviewMessages = (bookingId: string) =>
  query<{ channel: string; locale: string; payload: Record<string, string>; send_after: Date; state: string }>(
    `select channel, locale, payload, send_after, state from public.outbox_messages
     where booking_id = $1 and kind = 'review_request' order by channel`,
    [bookingId],
  );

/** A booking marked done and the token of its review link (from the message, the only place it is written). */
async function finishedJob(overrides: Record<string, unknown> = {}) {
  const booking = await book(overrides);
  await setStatus(booking.id, 'completed');
  const [message] = await reviewMessages(booking.id);
  const token = /\/review\/([A-Za-z0-9_-]+)$/.exec(message!.payload.review_path!)![1]!;
  return { ...booking, token };
}

const submit = (client: SupabaseClient, token: string, review: Record<string, unknown> = {}) =>
  client.rpc('submit_review', { _token: token, _rating: 5, _comment: 'Spotless kitchen, on time.', ...review });

describe('the rules tie', () => {
  it('the database enforces the numbers of @sparkle/company/reviews', async () => {
    const [row] = await query<{ rules: Record<string, number> }>('select private.review_rules() as rules');
    expect(row!.rules).toEqual({ ...reviewRules });
  });

  it('the first name is the same in TypeScript and SQL', async () => {
    for (const name of ['Aisha Khan', '  Omar   Al Said ', 'Priya', 'مريم الفلاسي']) {
      const [row] = await query<{ first: string }>('select private.review_first_name($1) as first', [name]);
      expect(row!.first).toBe(reviewFirstName(name));
    }
  });
});

describe('marking a job done', () => {
  it('makes one review link and its request, two hours later, in the language of the booking; only once', async () => {
    const booking = await book({ _locale: 'ar' });
    expect(await reviewMessages(booking.id)).toEqual([]);
    const before = Date.now();
    await setStatus(booking.id, 'completed');
    const [message, ...others] = await reviewMessages(booking.id);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ channel: 'email', locale: 'ar', state: 'pending' });
    expect(message!.payload).toMatchObject({ first_name: 'Aisha', reference: booking.reference, service: 'deep' });
    expect(message!.payload.review_path).toMatch(/^\/ar\/review\/[A-Za-z0-9_-]{43}$/);
    const delay = new Date(message!.send_after).getTime() - before;
    expect(delay).toBeGreaterThan(reviewRules.requestDelayHours * 3600_000 - 60_000);
    expect(delay).toBeLessThanOrEqual(reviewRules.requestDelayHours * 3600_000 + 60_000);

    // Stored hashed only, expiring 30 days later.
    const token = message!.payload.review_path!.split('/').at(-1)!;
    const [link] = await query<{ stored: boolean; days: number }>(
      `select token_hash = sha256(convert_to($2, 'UTF8')) as stored,
              round(extract(epoch from expires_at - created_at) / 86400)::int as days
       from public.review_requests where booking_id = $1`,
      [booking.id, token],
    );
    expect(link).toEqual({ stored: true, days: reviewRules.linkDays });
    expect(
      JSON.stringify(await query('select * from public.review_requests where booking_id = $1', [booking.id])),
    ).not.toContain(token);

    await setStatus(booking.id, 'confirmed');
    await setStatus(booking.id, 'completed');
    expect(await reviewMessages(booking.id)).toHaveLength(1);
    expect(await query('select 1 from public.review_requests where booking_id = $1', [booking.id])).toHaveLength(1);
  });

  it('writes nothing when the status change is rolled back', async () => {
    const booking = await book();
    await expect(
      backend.ctx.db.transaction(async (tx) => {
        await tx.query(`update public.bookings set status = 'completed' where id = $1`, [booking.id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await reviewMessages(booking.id)).toEqual([]);
    expect(await query('select 1 from public.review_requests where booking_id = $1', [booking.id])).toEqual([]);
  });
});

describe('the review link', () => {
  it('opens the job it was made for, and nothing for a wrong or expired token', async () => {
    const job = await finishedJob();
    const { data, error } = await visitor.rpc('review_request_get', { _token: job.token });
    expect(error).toBeNull();
    expect(data).toMatchObject({ first_name: 'Aisha', service: 'deep', reviewed: false });
    // Nothing of the customer but the first name.
    expect(JSON.stringify(data)).not.toMatch(/aisha@example\.com|\+971|Marina Tower|Khan/);

    const wrong = await visitor.rpc('review_request_get', { _token: `${job.token.slice(0, -2)}xx` });
    expect(wrong.status).toBe(404);
    expect(wrong.error).toMatchObject({ code: 'PT404', details: 'notFound' });

    await query(`update public.review_requests set expires_at = now() - interval '1 minute' where booking_id = $1`, [
      job.id,
    ]);
    const expired = await visitor.rpc('review_request_get', { _token: job.token });
    expect(expired.status).toBe(404);
    expect(expired.error).toMatchObject({ code: 'PT404', details: 'expired' });
    const late = await submit(visitor, job.token);
    expect(late.error).toMatchObject({ details: 'expired' });
    expect(await query('select 1 from public.reviews where booking_id = $1', [job.id])).toEqual([]);
  });
});

describe('a review', () => {
  it.each([
    ['no rating', { _rating: null }, 'rating'],
    ['0 stars', { _rating: 0 }, 'rating'],
    ['6 stars', { _rating: 6 }, 'rating'],
    ['an empty comment', { _comment: '   ' }, 'comment'],
    ['a comment too long', { _comment: 'x'.repeat(reviewRules.commentMaxLength + 1) }, 'comment'],
    ['another language', { _locale: 'fr' }, 'locale'],
    ['a photo from elsewhere', { _photo_path: 'someone-else/photo.jpg' }, 'photo'],
  ])('is refused with %s (400, details names it) and nothing is stored', async (_, review, detail) => {
    const job = await finishedJob();
    const { error, status } = await submit(visitor, job.token, review);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', details: detail });
    expect(await query('select 1 from public.reviews where booking_id = $1', [job.id])).toEqual([]);
  });

  it('is taken once per booking, for a job that is still done, and waits for approval', async () => {
    const job = await finishedJob();
    await setStatus(job.id, 'confirmed');
    const notDone = await submit(visitor, job.token);
    expect(notDone.error).toMatchObject({ code: '23514', details: 'notDone' });
    await setStatus(job.id, 'completed');

    const first = await submit(visitor, job.token, { _rating: 4, _comment: '  Great team.  ', _locale: 'ar' });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ status: 'pending' });
    const [stored] = await query(
      'select rating, comment, first_name, community, locale, status from public.reviews where booking_id = $1',
      [job.id],
    );
    expect(stored).toEqual({
      rating: 4,
      comment: 'Great team.',
      first_name: 'Aisha',
      community: 'Dubai Marina',
      locale: 'ar',
      status: 'pending',
    });

    const second = await submit(visitor, job.token, { _rating: 1, _comment: 'Changed my mind' });
    expect(second.status).toBe(409);
    expect(second.error).toMatchObject({ code: 'PT409', details: 'reviewed' });
    expect((await visitor.rpc('review_request_get', { _token: job.token })).data).toMatchObject({ reviewed: true });
    // The table holds one review per booking whoever writes (the service role included).
    const direct = await service
      .from('reviews')
      .insert({ booking_id: job.id, rating: 5, comment: 'x', first_name: 'A' });
    expect(direct.error?.code).toBe('23505');
  });

  it('a booking that was never done has no link to review it', async () => {
    const booking = await book();
    expect(await query('select 1 from public.review_requests where booking_id = $1', [booking.id])).toEqual([]);
  });
});

describe('the photo', () => {
  const jpeg = () =>
    new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])], { type: 'image/jpeg' });

  it("goes into the link's own folder only, three at most, and is private: admins read it through signed links", async () => {
    const job = await finishedJob();
    const { data: request } = await visitor.rpc('review_request_get', { _token: job.token });
    const folder = (request as { photo_folder: string }).photo_folder;
    const bucket = visitor.storage.from('review-photos');

    const elsewhere = await bucket.upload(`${crypto.randomUUID()}/a.jpg`, jpeg());
    expect(elsewhere.error).toMatchObject({ statusCode: '403' });
    const svg = await bucket.upload(`${folder}/a.svg`, new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(svg.error).toMatchObject({ statusCode: '415' });

    for (const name of ['1.jpg', '2.jpg', '3.jpg']) {
      expect((await bucket.upload(`${folder}/${name}`, jpeg())).error).toBeNull();
    }
    expect((await bucket.upload(`${folder}/4.jpg`, jpeg())).error).toMatchObject({ statusCode: '403' });

    expect((await bucket.list(folder)).data).toEqual([]);
    expect((await bucket.createSignedUrl(`${folder}/1.jpg`, 60)).error).toMatchObject({ statusCode: '404' });
    const signed = await admin.storage.from('review-photos').createSignedUrl(`${folder}/1.jpg`, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);

    expect((await submit(visitor, job.token, { _photo_path: `${folder}/2.jpg` })).error).toBeNull();
    const [stored] = await query<{ photo_path: string }>(
      'select photo_path from public.reviews where booking_id = $1',
      [job.id],
    );
    expect(stored!.photo_path).toBe(`${folder}/2.jpg`);
    // Once the review is sent, the link takes no more photos.
    await query(`delete from storage.objects where name = $1`, [`${folder}/3.jpg`]);
    expect((await bucket.upload(`${folder}/5.jpg`, jpeg())).error).toMatchObject({ statusCode: '403' });
  });
});

describe('who reads what', () => {
  it('visitors and users read no review and no link; admins read the reviews, approve and reject them', async () => {
    const job = await finishedJob({ _name: 'Layla Haddad', _community: 'Mirdif' });
    expect((await submit(visitor, job.token, { _rating: 3, _comment: 'Good, a little late.' })).error).toBeNull();
    const user = await signUp(backend, 'Plain User');

    for (const client of [visitor, user.client]) {
      expect((await client.from('reviews').select('*')).data ?? []).toEqual([]);
      expect((await client.from('review_requests').select('*')).data ?? []).toEqual([]);
      const list = await client.rpc('admin_reviews', {});
      expect(list.error?.code).toBe('42501');
    }
    const [pending] = await query<{ id: string }>('select id from public.reviews where booking_id = $1', [job.id]);
    const refused = await user.client.rpc('admin_moderate_review', { _id: pending!.id, _status: 'approved' });
    expect(refused.error?.code).toBe('42501');
    expect(
      (await query<{ status: string }>('select status from public.reviews where id = $1', [pending!.id]))[0]!.status,
    ).toBe('pending');

    const { data: rows, error } = await admin.rpc('admin_reviews', { _status: 'pending' });
    expect(error).toBeNull();
    const row = (rows as Record<string, unknown>[]).find((r) => r.id === pending!.id)!;
    expect(row).toMatchObject({
      reference: job.reference,
      customer_name: 'Layla Haddad',
      email: 'aisha@example.com',
      first_name: 'Layla',
      community: 'Mirdif',
      rating: 3,
      status: 'pending',
    });
    const unknown = await admin.rpc('admin_reviews', { _status: 'lost' });
    expect(unknown.error).toMatchObject({ code: '22023', details: 'status' });

    const approved = await admin.rpc('admin_moderate_review', { _id: pending!.id, _status: 'approved' });
    expect(approved.error).toBeNull();
    expect((approved.data as { status: string; moderated_by: string }[])[0]).toMatchObject({ status: 'approved' });
    const missing = await admin.rpc('admin_moderate_review', { _id: crypto.randomUUID(), _status: 'approved' });
    expect(missing.status).toBe(404);
  });

  it('the public sees approved reviews only, with the first name and community only, and their average', async () => {
    const summaryOf = async () =>
      ((await visitor.rpc('review_summary')).data as { review_count: number; average_rating: number | null }[])[0]!;
    const before = await summaryOf();
    const jobs = await Promise.all([
      finishedJob({ _name: 'Noura Al Suwaidi', _community: 'Dubai Hills' }),
      finishedJob({ _name: 'James Wilson', _community: 'JLT' }),
    ]);
    await submit(visitor, jobs[0].token, { _rating: 5, _comment: 'Perfect move-in clean.' });
    await submit(visitor, jobs[1].token, { _rating: 2, _comment: 'They missed the balcony.' });
    const ids = await query<{ id: string; booking_id: string }>(
      'select id, booking_id from public.reviews where booking_id = any($1)',
      [jobs.map((job) => job.id)],
    );
    const idOf = (bookingId: string) => ids.find((row) => row.booking_id === bookingId)!.id;

    const published = async () =>
      (await visitor.rpc('published_reviews', { _limit: 100 })).data as Record<string, unknown>[];
    expect((await published()).map((review) => review.id)).not.toContain(idOf(jobs[0].id));

    await admin.rpc('admin_moderate_review', { _id: idOf(jobs[0].id), _status: 'approved' });
    await admin.rpc('admin_moderate_review', { _id: idOf(jobs[1].id), _status: 'rejected' });
    const visible = await published();
    const noura = visible.find((review) => review.id === idOf(jobs[0].id));
    expect(noura).toEqual({
      id: idOf(jobs[0].id),
      first_name: 'Noura',
      community: 'Dubai Hills',
      rating: 5,
      comment: 'Perfect move-in clean.',
      locale: 'en',
      published_at: expect.any(String),
    });
    expect(visible.map((review) => review.id)).not.toContain(idOf(jobs[1].id));
    // Newest approval first.
    expect(visible[0]!.id).toBe(idOf(jobs[0].id));

    const after = await summaryOf();
    expect(after.review_count).toBe(before.review_count + 1);
    const [check] = await query<{ average: string }>(
      `select round(avg(rating), 1)::text as average from public.reviews where status = 'approved'`,
    );
    expect(Number(after.average_rating)).toBe(Number(check!.average));
  });
});
