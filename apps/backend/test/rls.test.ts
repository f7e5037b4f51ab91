import { isoWeekday } from '@sparkle/company/booking';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import {
  booking,
  dubaiDate,
  HUMAN_FILL_MS,
  makeClient,
  requestBooking,
  type SignedUp,
  signInAdmin,
  signUp,
} from './helpers.ts';

/** The start of a JPEG (SOI, APP0 JFIF) and some bytes: enough for a photo record. */
const jpeg = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  ...new Array(100).fill(0),
  0xff,
  0xd9,
]);

// Row level security as the site meets it, through the real supabase-js: what a visitor, a signed-in user and
// an admin may read and write. Every answer comes from the SQL policies in supabase/migrations.

let backend: RunningBackend;
let visitor: SupabaseClient;
let user: SignedUp;
let other: SignedUp;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4 });
  visitor = makeClient(backend);
  user = await signUp(backend, 'Mariam Saeed');
  other = await signUp(backend, 'Omar Farouk');
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.close();
});

describe('a visitor', () => {
  it('books a cleaning the way the booking form does (request_booking), and gets its reference and link', async () => {
    const result = await requestBooking(visitor, { _name: 'Visitor Booking' });
    expect(result.error).toBeNull();
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ reference: expect.stringMatching(/^SC-/), token: expect.any(String) });
  });

  it('books through request_booking only: a direct insert is refused with 401 and stores nothing', async () => {
    const count = async () =>
      (await backend.ctx.db.query<{ n: number }>(`select count(*)::int as n from public.bookings`)).rows[0]!.n;
    const before = await count();
    for (const row of [
      booking({ name: 'Direct Insert' }),
      booking({ name: 'Direct Insert', property: '2br', community: 'JLT', building: 'Cluster D' }),
    ]) {
      const { status, error, data } = await visitor.from('bookings').insert(row);
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: '42501', message: 'permission denied for table bookings' });
      expect(data).toBeNull();
    }
    expect(await count()).toBe(before);
  });

  it('sends a contact message and records an upload', async () => {
    const message = await visitor
      .from('contact_messages')
      .insert({ name: 'Sara', email: 'sara@example.com', message: 'Do you clean sofas?', fill_ms: HUMAN_FILL_MS });
    expect(message.error).toBeNull();
    expect(message.status).toBe(201);
    // A record names a photo the visitor uploaded first.
    const stored = await visitor.storage
      .from('uploads')
      .upload('uploads/1700000000000-abc123.jpg', new Blob([jpeg], { type: 'image/jpeg' }));
    expect(stored.error).toBeNull();
    const upload = await visitor.from('uploaded_files').insert({
      file_name: 'before.jpg',
      file_size: jpeg.byteLength,
      file_type: 'image/jpeg',
      storage_path: 'uploads/1700000000000-abc123.jpg',
    });
    expect(upload.error).toBeNull();
  });

  it('reads public site content but nothing private', async () => {
    const content = await visitor.from('site_content').select('key, value');
    expect(content.error).toBeNull();
    for (const table of ['bookings', 'contact_messages', 'uploaded_files', 'profiles', 'user_roles']) {
      const { data, error } = await visitor.from(table).select('*');
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
  });

  it('cannot read bookings back, not even by inserting with select()', async () => {
    const { data, error, status } = await visitor.from('bookings').insert(booking()).select();
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('cannot choose a status, write site content, or change roles', async () => {
    const confirmed = await visitor.from('bookings').insert(booking({ status: 'confirmed' }));
    expect(confirmed.status).toBe(401);
    expect(confirmed.error?.code).toBe('42501');

    const content = await visitor.from('site_content').upsert({ key: 'home.heroTitle', value: 'Hacked' });
    expect(content.status).toBe(401);
    expect(content.error?.code).toBe('42501');

    const role = await visitor
      .from('user_roles')
      .upsert({ user_id: user.user.id, role: 'admin' }, { onConflict: 'user_id' });
    expect(role.status).toBe(401);
    expect(role.error?.code).toBe('42501');
  });

  it('changes no booking by update or delete (RLS hides every row)', async () => {
    const update = await visitor.from('bookings').update({ status: 'cancelled' }).neq('status', 'x').select();
    expect(update.error?.code).toBe('42501');
    const remove = await visitor.from('bookings').delete().neq('status', 'x');
    expect(remove.error?.code).toBe('42501');
    const { data } = await admin.from('bookings').select('status');
    expect(data?.every((row) => row.status === 'pending')).toBe(true);
  });

  it("is a 'user' as far as get_user_role can tell", async () => {
    const { data, error } = await visitor.rpc('get_user_role', { _user_id: user.user.id });
    expect(error).toBeNull();
    expect(data).toBe('user');
  });
});

describe('the database validates a booking', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['an unknown service', { service: 'windows' }],
    ['a date in the past (Dubai time)', { date: dubaiDate(-1) }],
    ['a slot that is not one of the twelve', { time_slot: '08:30 AM' }],
    ['a slot that is not a time of day we work', { time_slot: '08:00 PM' }],
    ['a 2-hour block that would end after closing (07:00 PM)', { time_slot: '07:00 PM' }],
    ['an empty name', { name: '   ' }],
    ['an e-mail without @', { email: 'not-an-email' }],
  ];
  it.each(cases)('refuses %s with 400 / 23514', async (_label, overrides) => {
    const args = Object.fromEntries(Object.entries(overrides).map(([key, value]) => [`_${key}`, value]));
    const { error, status } = await requestBooking(visitor, args);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('accepts every slot whose 2-hour block fits a weekday (08:00 AM to 06:00 PM)', async () => {
    // Two crews: a booking at every hour keeps at most two of them busy at once (booking-rules.test.ts has the rest).
    let date = dubaiDate(3);
    for (let days = 4; isoWeekday(date) === 7; days++) date = dubaiDate(days);
    const slots = ['08:00 AM', '09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM'];
    slots.push('02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM', '06:00 PM');
    for (const time_slot of slots) {
      const { error } = await requestBooking(visitor, {
        _service: 'office',
        _property: 'office-s',
        _time_slot: time_slot,
        _date: date,
        _name: `Slot ${time_slot}`,
      });
      expect(error, time_slot).toBeNull();
    }
  });

  it('refuses a missing required field with 400 / 23502', async () => {
    const { error, status } = await requestBooking(visitor, { _name: null });
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  it('lets the service role (admin tools, seeds) insert directly, with every rule and the price applied', async () => {
    const service = makeClient(backend, backend.serviceRoleKey);
    const stored = await service
      .from('bookings')
      .insert(booking({ name: 'By Phone', property: '1br', community: 'JLT', building: 'Cluster D' }))
      .select('reference, total_aed, spam_reason');
    expect(stored.status).toBe(201);
    expect(stored.data).toEqual([{ reference: expect.stringMatching(/^SC-/), total_aed: 315, spam_reason: null }]);
    const past = await service.from('bookings').insert(booking({ date: dubaiDate(-1) }));
    expect(past.status).toBe(400);
    expect(past.error).toMatchObject({ code: '23514', details: 'past' });
  });
});

describe('the database validates a contact message, whoever sends it', () => {
  // One door (the table) and one set of checks on it: the same refusals for a visitor, a user and the service role.
  const cases: [string, Record<string, unknown>][] = [
    ['a blank name', { name: '  ' }],
    ['an e-mail without @', { email: 'not-an-email' }],
    ['an empty message', { message: ' ' }],
    ['a message over 5,000 characters', { message: 'x'.repeat(5001) }],
  ];
  it.each(cases)('refuses %s with 400 / 23514 and stores nothing', async (_label, overrides) => {
    const service = makeClient(backend, backend.serviceRoleKey);
    for (const [who, client] of [
      ['visitor', visitor],
      ['user', user.client],
      ['service role', service],
    ] as const) {
      const name = `Checked ${Math.random().toString(36).slice(2, 8)}`;
      const { error, status } = await client
        .from('contact_messages')
        .insert({ name, email: 'sara@example.com', message: 'Hello', fill_ms: HUMAN_FILL_MS, ...overrides });
      expect(status, who).toBe(400);
      expect(error?.code, who).toBe('23514');
      const stored = await backend.ctx.db.query('select 1 from public.contact_messages where name = $1', [name]);
      expect(stored.rows, who).toEqual([]);
    }
  });

  it('takes from a client only the form’s columns: what the database decides cannot be sent', async () => {
    for (const column of ['spam_reason', 'handled_at', 'created_at', 'id']) {
      const value = column === 'id' ? crypto.randomUUID() : column === 'spam_reason' ? null : new Date().toISOString();
      const { status, error } = await visitor
        .from('contact_messages')
        .insert({ name: 'Sara', email: 'sara@example.com', message: 'Hello', [column]: value });
      expect(status, column).toBe(401);
      expect(error?.code, column).toBe('42501');
    }
  });
});

describe('a signed-in user', () => {
  it('got a profile from the sign-up trigger and reads only its own', async () => {
    const { data, error } = await user.client.from('profiles').select('id, email, full_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: user.user.id, email: user.email, full_name: 'Mariam Saeed' }]);
  });

  it('reads its own role: none recorded, so get_user_role says user', async () => {
    const roles = await user.client.from('user_roles').select('user_id, role');
    expect(roles.data).toEqual([]);
    const { data } = await user.client.rpc('get_user_role', { _user_id: user.user.id });
    expect(data).toBe('user');
  });

  it('tries to make itself admin and stays a user', async () => {
    const upsert = await user.client
      .from('user_roles')
      .upsert({ user_id: user.user.id, role: 'admin' }, { onConflict: 'user_id' });
    expect(upsert.status).toBe(403);
    expect(upsert.error?.code).toBe('42501');

    const insert = await user.client.from('user_roles').insert({ user_id: user.user.id, role: 'admin' });
    expect(insert.status).toBe(403);

    const rpc = await user.client.rpc('has_role', { _user_id: user.user.id, _role: 'admin' });
    expect(rpc.data).toBe(false);

    const { data } = await user.client.rpc('get_user_role', { _user_id: user.user.id });
    expect(data).toBe('user');
    const asAdmin = await admin.from('user_roles').select('role').eq('user_id', user.user.id);
    expect(asAdmin.data).toEqual([]);
  });

  it('cannot set its own role through updateUser metadata either', async () => {
    const { error } = await user.client.auth.updateUser({ data: { role: 'admin' } });
    expect(error).toBeNull();
    const { data } = await user.client.rpc('get_user_role', { _user_id: user.user.id });
    expect(data).toBe('user');
  });

  it('reads no bookings, messages or uploads and writes no site content', async () => {
    for (const table of ['bookings', 'contact_messages', 'uploaded_files']) {
      const { data } = await user.client.from(table).select('*');
      expect(data, table).toEqual([]);
    }
    const content = await user.client.from('site_content').insert({ key: 'home.ctaTitle', value: 'Nope' });
    expect(content.status).toBe(403);
  });

  it('may book too, through the same door (a direct insert is refused with 403)', async () => {
    const { error } = await requestBooking(user.client, { _name: 'Signed-in Booking' });
    expect(error).toBeNull();
    const direct = await user.client.from('bookings').insert(booking({ name: 'Signed-in Direct' }));
    expect(direct.status).toBe(403);
    expect(direct.error?.code).toBe('42501');
  });
});

describe('an admin', () => {
  it('reads every profile and role, as the dashboard does', async () => {
    const profiles = await admin.from('profiles').select('id, email, full_name');
    expect(profiles.error).toBeNull();
    const ids = profiles.data?.map((profile) => profile.id);
    expect(ids).toEqual(expect.arrayContaining([user.user.id, other.user.id]));
    const roles = await admin.from('user_roles').select('user_id, role');
    expect(roles.error).toBeNull();
    expect(roles.data).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'admin' })]));
  });

  it('grants admin with the site upsert; the new admin then sees everything', async () => {
    const promoted = await signUp(backend, 'Future Admin');
    const before = await promoted.client.rpc('get_user_role', { _user_id: promoted.user.id });
    expect(before.data).toBe('user');

    const { error, status } = await admin
      .from('user_roles')
      .upsert({ user_id: promoted.user.id, role: 'admin' }, { onConflict: 'user_id' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    // Granting again is harmless (an update of the same row), with or without onConflict.
    const again = await admin.from('user_roles').upsert({ user_id: promoted.user.id, role: 'admin' });
    expect(again.error).toBeNull();

    const after = await promoted.client.rpc('get_user_role', { _user_id: promoted.user.id });
    expect(after.data).toBe('admin');
    const bookings = await promoted.client.from('bookings').select('id');
    expect(bookings.data?.length).toBeGreaterThan(0);
  });

  it('reads bookings and updates their status, and nothing else of them', async () => {
    const { data: rows } = await admin.from('bookings').select('*').order('created_at', { ascending: false });
    expect(rows?.length).toBeGreaterThan(0);
    const target = rows![0]!;
    expect(target).toMatchObject({ status: 'pending' });
    expect(Object.keys(target).sort()).toEqual(
      [
        'address',
        'apartment',
        'building',
        'community',
        'created_at',
        'crew_notes',
        'customer_id',
        'date',
        'discount_aed',
        'discount_percent',
        'email',
        'extras',
        'fill_ms',
        'honeypot',
        'id',
        'locale',
        'manage_token_hash',
        'name',
        'phone',
        'property',
        'quantity',
        'reference',
        'series_id',
        'service',
        'spam_reason',
        'status',
        'subtotal_aed',
        'team_id',
        'time_slot',
        'total_aed',
        'updated_at',
        'vat_aed',
      ].sort(),
    );
    // What the spam filter keeps of a person's booking: the fill time, no honeypot (honeypot.test.ts).
    expect(target).toMatchObject({ honeypot: null, fill_ms: HUMAN_FILL_MS, spam_reason: null });
    const { data, error } = await admin
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', target.id)
      .select('id, status');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: target.id, status: 'confirmed' }]);

    const bad = await admin.from('bookings').update({ status: 'teleported' }).eq('id', target.id);
    expect(bad.error?.code).toBe('23514');
    const otherColumn = await admin.from('bookings').update({ name: 'Renamed' }).eq('id', target.id);
    expect(otherColumn.status).toBe(403);
    expect(otherColumn.error?.code).toBe('42501');
  });

  it('can still change the status of a booking whose date has passed', async () => {
    const { data: rows } = await admin.from('bookings').select('id').limit(1);
    await backend.ctx.db.query(`alter table public.bookings disable trigger bookings_date_not_past`);
    await backend.ctx.db.query(`update public.bookings set date = $1 where id = $2`, [dubaiDate(-30), rows![0]!.id]);
    await backend.ctx.db.query(`alter table public.bookings enable trigger bookings_date_not_past`);
    const { error } = await admin.from('bookings').update({ status: 'completed' }).eq('id', rows![0]!.id);
    expect(error).toBeNull();
  });

  it('reads messages and uploads', async () => {
    const messages = await admin.from('contact_messages').select('name, email, message');
    expect(messages.data).toEqual(
      expect.arrayContaining([{ name: 'Sara', email: 'sara@example.com', message: 'Do you clean sofas?' }]),
    );
    const uploads = await admin.from('uploaded_files').select('file_name, file_size, file_type, storage_path');
    expect(uploads.data).toEqual(
      expect.arrayContaining([
        {
          file_name: 'before.jpg',
          file_size: jpeg.byteLength,
          file_type: 'image/jpeg',
          storage_path: 'uploads/1700000000000-abc123.jpg',
        },
      ]),
    );
  });

  it('writes site content, stamped by the database, and everyone reads it', async () => {
    const adminUser = (await admin.auth.getUser()).data.user!;
    // Who edited is the database's to record: a client may neither send updated_by nor read it back.
    const forged = await admin
      .from('site_content')
      .upsert({ key: 'services.heroTitle', value: 'Spotless homes', updated_by: user.user.id }, { onConflict: 'key' });
    expect(forged.error?.code).toBe('42501');
    const { error } = await admin
      .from('site_content')
      .upsert({ key: 'services.heroTitle', value: 'Spotless homes' }, { onConflict: 'key' });
    expect(error).toBeNull();
    const edited = await admin
      .from('site_content')
      .upsert({ key: 'services.heroTitle', value: 'Spotless homes in Dubai' }, { onConflict: 'key' })
      .select('key, value')
      .single();
    expect(edited.data).toEqual({ key: 'services.heroTitle', value: 'Spotless homes in Dubai' });
    const service = makeClient(backend, backend.serviceRoleKey);
    const stamped = await service.from('site_content').select('updated_by').eq('key', 'services.heroTitle').single();
    expect(stamped.data).toEqual({ updated_by: adminUser.id });
    const read = await visitor.from('site_content').select('value').eq('key', 'services.heroTitle').single();
    expect(read.data).toEqual({ value: 'Spotless homes in Dubai' });
    const removed = await admin.from('site_content').delete().eq('key', 'services.heroTitle');
    expect(removed.error).toBeNull();
  });
});

describe('the service role', () => {
  it('bypasses RLS (BYPASSRLS), as on hosted Supabase', async () => {
    const service = makeClient(backend, backend.serviceRoleKey);
    const { data, error } = await service.from('bookings').select('id');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
  });
});
