import { expect } from 'vitest';
import type { Database } from '../src/db.ts';
import type { RunningBackend } from '../src/index.ts';
import { dubaiDate, HUMAN_FILL_MS, makeClient, signInAdmin, signUp } from './helpers.ts';

/**
 * A backend with what a company's database holds after some days of use, made through the API as the site makes
 * it: users with profiles, bookings with their history (rescheduled, cancelled, confirmed by an admin), contact
 * messages (one marked handled), a visitor's photo and its record, and an admin's edits of the site's text and
 * images. For the backup tests.
 */

/** A PNG of 1×1 pixel, and a different one of 2×1, as the site's visitors and admins upload them. */
export const photo = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const heroImage = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR42mP4z8DAwMDAAAAPAQH/7H0EywAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export interface Populated {
  uploadPath: string;
  heroPath: string;
}

async function freeSlots(backend: RunningBackend, days: number): Promise<{ date: string; time_slot: string }[]> {
  const date = dubaiDate(days);
  const { data, error } = await makeClient(backend).rpc('booking_availability', { _date: date, _service: 'deep' });
  expect(error).toBeNull();
  return (data as { time_slot: string; free: number }[])
    .filter((slot) => slot.free > 0)
    .map((slot) => ({ date, time_slot: slot.time_slot }));
}

export async function populate(backend: RunningBackend): Promise<Populated> {
  const visitor = makeClient(backend);
  const admin = await signInAdmin(backend);
  await signUp(backend, 'Noura Al Mansoori', 'noura');
  await signUp(backend, 'Rahul Mehta', 'rahul');

  // Three bookings on days with free blocks; one moved, one cancelled through its link, one confirmed.
  const slots = [...(await freeSlots(backend, 5)), ...(await freeSlots(backend, 6))];
  expect(slots.length).toBeGreaterThanOrEqual(4);
  const tokens: string[] = [];
  for (const [index, name] of ['Layla Hassan', 'Omar Farouk', 'Priya Nair'].entries()) {
    const { data, error } = await visitor.rpc('request_booking', {
      _service: 'deep',
      _date: slots[index]!.date,
      _time_slot: slots[index]!.time_slot,
      _name: name,
      _phone: `+97150123456${index}`,
      _email: `guest${index}@example.com`,
      _community: 'Dubai Marina',
      _building: 'Marina Gate 1',
      _apartment: `${1200 + index}`,
      _property: '2br',
      _extras: index === 0 ? ['fridge', 'oven'] : [],
      _honeypot: '',
      _fill_ms: HUMAN_FILL_MS,
    });
    expect(error).toBeNull();
    tokens.push((data as { token: string }).token);
  }
  const moved = await visitor.rpc('manage_booking_reschedule', {
    _token: tokens[0],
    _date: slots[3]!.date,
    _time_slot: slots[3]!.time_slot,
  });
  expect(moved.error).toBeNull();
  expect((await visitor.rpc('manage_booking_cancel', { _token: tokens[1] })).error).toBeNull();
  const confirmed = await admin.from('bookings').update({ status: 'confirmed' }).eq('name', 'Priya Nair');
  expect(confirmed.error).toBeNull();

  const messages: [string, string][] = [
    ['Sara', 'Do you clean sofas? سؤال عن تنظيف الكنب'],
    ['Ahmed', 'Please call me about a villa in Arabian Ranches.'],
  ];
  for (const [name, message] of messages) {
    const sent = await visitor
      .from('contact_messages')
      .insert({ name, email: `${name.toLowerCase()}@example.com`, message, fill_ms: HUMAN_FILL_MS });
    expect(sent.error).toBeNull();
  }
  const { data: found } = await admin.rpc('admin_messages', { _search: 'Ahmed' });
  const handled = await admin.rpc('admin_set_message_handled', {
    _id: (found as { id: string }[])[0]!.id,
    _handled: true,
  });
  expect(handled.error).toBeNull();

  const uploadPath = `uploads/${Date.now()}-kitchen.png`;
  const uploaded = await visitor.storage.from('uploads').upload(uploadPath, new Blob([photo], { type: 'image/png' }));
  expect(uploaded.error).toBeNull();
  const recorded = await visitor.from('uploaded_files').insert({
    file_name: 'kitchen.png',
    file_size: photo.byteLength,
    file_type: 'image/png',
    storage_path: uploadPath,
  });
  expect(recorded.error).toBeNull();

  const heroPath = 'home/hero.png';
  const hero = await admin.storage
    .from('site-images')
    .upload(heroPath, new Blob([heroImage], { type: 'image/png' }), { upsert: true });
  expect(hero.error).toBeNull();
  const edits = await admin.from('site_content').upsert([
    { key: 'home.heroTitle', value: 'Sparkling homes across Dubai' },
    { key: 'ar.home.heroTitle', value: 'منازل لامعة في كل دبي' },
    { key: 'home.heroImage', image_path: heroPath },
  ]);
  expect(edits.error).toBeNull();
  return { uploadPath, heroPath };
}

/**
 * Every row of every table (but the system's), as PostgreSQL's text of the whole row, sorted; and every sequence's
 * position: two databases with equal results hold the same data, byte for byte.
 */
export async function contentsOf(db: Database): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  const tables = await db.query<{ schema: string; name: string; kind: string }>(
    `select n.nspname as schema, c.relname as name, c.relkind::text as kind from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'S') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
     order by 1, 2`,
  );
  for (const { schema, name, kind } of tables.rows) {
    const relation = `"${schema}"."${name}"`;
    const sql =
      kind === 'S'
        ? `select (last_value, is_called)::text as row from ${relation}`
        : `select t::text as row from ${relation} t order by 1`;
    contents[`${schema}.${name}`] = (await db.query<{ row: string }>(sql)).rows.map((row) => row.row);
  }
  return contents;
}
