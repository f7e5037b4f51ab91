import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { type SeededBooking, seedBookings } from '../src/testing/seedBookings.ts';
import { dubaiDate, makeClient, type SignedUp, signInAdmin, signUp } from './helpers.ts';

// The back office as its callers meet it over HTTP: paged lists with totals, search, filters and sorting
// done by the database, figures per day, a schedule, handled messages, users and removing admin rights, and
// validated settings; and a signed-in user or a visitor who calls any of it gets an error and no data.

let backend: RunningBackend;
let admin: SupabaseClient;
let adminId: string;
let user: SignedUp;
let anon: SupabaseClient;
let service: SupabaseClient;
let seeded: SeededBooking[];

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<T>(sql, params)).rows;

/** Runs `sql` as the owner with the triggers off (as seedBookings does): to arrange what the API would refuse. */
const withoutTriggers = (sql: string, params: unknown[] = []) =>
  backend.ctx.db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    await tx.query(sql, params);
  });

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4 });
  admin = await signInAdmin(backend);
  adminId = (await admin.auth.getUser()).data.user!.id;
  user = await signUp(backend, 'Plain User', 'plain');
  anon = makeClient(backend);
  service = makeClient(backend, backend.serviceRoleKey);
  seeded = await seedBookings(backend.ctx.db, { count: 500, fromDay: -30, toDay: 30 });
});

afterAll(async () => {
  await backend?.close();
});

interface AdminBooking {
  id: string;
  reference: string;
  service: string;
  date: string;
  time_slot: string;
  name: string;
  phone: string;
  email: string;
  status: string;
  total_aed: number | null;
  created_at: string;
  total_count: number;
}

async function adminBookings(args: Record<string, unknown> = {}, client = admin): Promise<AdminBooking[]> {
  const { data, error } = await client.rpc('admin_bookings', args);
  if (error) throw new Error(`admin_bookings: ${error.message}`);
  return data as AdminBooking[];
}

const slotOrder = [
  '08:00 AM',
  '09:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '01:00 PM',
  '02:00 PM',
  '03:00 PM',
  '04:00 PM',
  '05:00 PM',
  '06:00 PM',
  '07:00 PM',
];

/** Every stored booking's id, in the order a list sorted by `order` must give. */
const idsInOrder = async (order: string) =>
  (await query<{ id: string }>(`select id from public.bookings order by ${order}, created_at desc, id`)).map(
    (row) => row.id,
  );

describe('admin_bookings', () => {
  it('pages newest first with the total, pages never overlap, and the page size is clamped to 1…100', async () => {
    const first = await adminBookings({ _limit: 25 });
    expect(first).toHaveLength(25);
    expect(first[0]!.total_count).toBe(500);
    expect(Object.keys(first[0]!).sort()).toEqual(
      [
        'id',
        'reference',
        'service',
        'date',
        'time_slot',
        'name',
        'phone',
        'email',
        'community',
        'building',
        'apartment',
        'address',
        'property',
        'quantity',
        'extras',
        'subtotal_aed',
        'vat_aed',
        'total_aed',
        // A visit of a regular cleaning: its series, how often, and the frequency's discount.
        'discount_aed',
        'frequency',
        'series_id',
        'series_reference',
        'status',
        'created_at',
        'updated_at',
        'total_count',
      ].sort(),
    );

    const pages: string[] = [];
    for (let offset = 0; offset < 500; offset += 100) {
      const page = await adminBookings({ _limit: 100, _offset: offset });
      expect(page).toHaveLength(100);
      pages.push(...page.map((row) => row.id));
    }
    expect(pages).toEqual(await idsInOrder('created_at desc'));
    expect(new Set(pages).size).toBe(500);

    expect(await adminBookings({ _limit: 1000 })).toHaveLength(100);
    expect(await adminBookings({ _limit: 0 })).toHaveLength(1);
    expect(await adminBookings({ _limit: -5, _offset: -5 })).toHaveLength(1);
    expect(await adminBookings({ _offset: 500 })).toEqual([]);
  });

  it('finds a booking by its phone number in every common form, among 500', async () => {
    const target = seeded[123]!;
    const local = target.phone.slice(4); // '+971' off: 9 digits, e.g. 521234567
    expect(local).toMatch(/^5\d{8}$/);
    const spaced = `${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
    const forms = [
      `0${spaced}`, // 052 123 4567
      `0${local}`, // 0521234567
      `+971 ${spaced}`, // +971 52 123 4567
      `00971${local}`, // 00971521234567
      local, // 521234567
      `+971-${local.slice(0, 2)}-${local.slice(2)}`,
      `(0${local.slice(0, 2)}) ${local.slice(2)}`,
    ];
    for (const form of forms) {
      const rows = await adminBookings({ _search: form });
      expect(
        rows.map((row) => row.id),
        form,
      ).toEqual([target.id]);
      expect(rows[0]!.total_count).toBe(1);
    }
    // The last digits alone find it too (and perhaps others ending alike).
    expect((await adminBookings({ _search: local.slice(-7), _limit: 100 })).map((row) => row.id)).toContain(target.id);
  });

  it('finds a booking by reference in any case, and by name or e-mail containing the text', async () => {
    const target = seeded[321]!;
    const byReference = await adminBookings({ _search: ` ${target.reference.toLowerCase()} ` });
    expect(byReference.map((row) => row.id)).toEqual([target.id]);

    const byEmail = await adminBookings({ _search: target.email.toUpperCase() });
    expect(byEmail.map((row) => row.id)).toEqual([target.id]);

    const lastName = target.name.split(' ').slice(1).join(' ');
    const byName = await adminBookings({ _search: lastName.toLowerCase(), _limit: 100 });
    const expected = seeded.filter((row) => row.name.toLowerCase().includes(lastName.toLowerCase()));
    expect(byName[0]!.total_count).toBe(expected.length);
    expect(byName.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());

    // A wildcard is a character like any other, and nothing matches it.
    expect(await adminBookings({ _search: '%' })).toEqual([]);
    expect(await adminBookings({ _search: 'no such customer' })).toEqual([]);
  });

  it('filters by status, service and appointment dates, with the total of what matches', async () => {
    const from = dubaiDate(-7);
    const to = dubaiDate(7);
    const rows = await adminBookings({
      _statuses: ['confirmed', 'completed'],
      _services: ['deep', 'carpet'],
      _from: from,
      _to: to,
      _limit: 100,
    });
    const expected = seeded.filter(
      (row) =>
        ['confirmed', 'completed'].includes(row.status) &&
        ['deep', 'carpet'].includes(row.service) &&
        row.date >= from &&
        row.date <= to,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(rows[0]!.total_count).toBe(expected.length);
    expect(rows.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());

    const cancelled = await adminBookings({ _statuses: ['cancelled'], _limit: 1 });
    expect(cancelled[0]!.total_count).toBe(seeded.filter((row) => row.status === 'cancelled').length);
    // Empty lists filter nothing.
    expect((await adminBookings({ _statuses: [], _services: [] }))[0]!.total_count).toBe(500);
  });

  it('sorts by each whitelisted column both ways, stable across pages', async () => {
    const cases: [string, boolean, string][] = [
      ['created_at', false, 'created_at asc'],
      [
        'date',
        false,
        `date asc, array_position(array[${slotOrder.map((slot) => `'${slot}'`).join(', ')}], time_slot) asc`,
      ],
      [
        'date',
        true,
        `date desc, array_position(array[${slotOrder.map((slot) => `'${slot}'`).join(', ')}], time_slot) desc`,
      ],
      ['name', false, 'lower(name) asc'],
      ['status', true, `array_position(array['pending', 'confirmed', 'completed', 'cancelled'], status) desc`],
      ['total_aed', true, 'total_aed desc nulls last'],
      ['total_aed', false, 'total_aed asc nulls last'],
    ];
    for (const [sort, descending, order] of cases) {
      const ids: string[] = [];
      for (let offset = 0; offset < 500; offset += 100) {
        ids.push(
          ...(await adminBookings({ _sort: sort, _descending: descending, _limit: 100, _offset: offset })).map(
            (r) => r.id,
          ),
        );
      }
      expect(ids, `${sort} ${descending ? 'desc' : 'asc'}`).toEqual(await idsInOrder(order));
    }
    const byDate = await adminBookings({ _sort: 'date', _descending: false, _limit: 3 });
    expect(byDate[0]!.date <= byDate[2]!.date).toBe(true);
  });

  it('refuses any other sort, an unknown status or service and a range that ends before it starts, with 400', async () => {
    for (const [args, detail] of [
      [{ _sort: 'email' }, 'sort'],
      [{ _sort: 'created_at; drop table public.bookings' }, 'sort'],
      [{ _sort: '' }, 'sort'],
      [{ _statuses: ['pending', 'lost'] }, 'statuses'],
      [{ _services: ['windows'] }, 'services'],
      [{ _from: dubaiDate(3), _to: dubaiDate(1) }, 'range'],
    ] as const) {
      const { data, error, status } = await admin.rpc('admin_bookings', args);
      expect(status, JSON.stringify(args)).toBe(400);
      expect(error).toMatchObject({ code: '22023', details: detail });
      expect(data).toBeNull();
    }
    expect((await query<{ n: number }>('select count(*)::integer as n from public.bookings'))[0]!.n).toBe(500);
  });
});

describe('admin_booking_stats', () => {
  interface Stat {
    day: string;
    service: string;
    bookings: number;
    revenue_aed: number;
  }

  it('gives every day and service of the last 30 days, zero-filled, with revenue only of confirmed and completed', async () => {
    const { data, error } = await admin.rpc('admin_booking_stats', { _days: 30 });
    expect(error).toBeNull();
    const stats = data as Stat[];
    expect(stats).toHaveLength(30 * 5);
    const days = [...new Set(stats.map((row) => row.day))];
    expect(days).toEqual(Array.from({ length: 30 }, (_, i) => dubaiDate(i - 29)));
    expect(stats.slice(0, 5).map((row) => row.service)).toEqual(['residential', 'office', 'deep', 'movein', 'carpet']);

    for (const row of stats) {
      const same = seeded.filter((b) => b.date === row.day && b.service === row.service);
      expect(row.bookings, `${row.day} ${row.service}`).toBe(same.filter((b) => b.status !== 'cancelled').length);
      const revenue = same
        .filter((b) => b.status === 'confirmed' || b.status === 'completed')
        .reduce((sum, b) => sum + Number(b.total_aed), 0);
      expect(Number(row.revenue_aed)).toBeCloseTo(revenue, 2);
    }
    expect(stats.some((row) => row.bookings === 0 && Number(row.revenue_aed) === 0)).toBe(true);
    expect(stats.some((row) => Number(row.revenue_aed) > 0)).toBe(true);
  });

  it('zero-fills days without bookings, and refuses a period outside 1…366 days', async () => {
    const { data } = await admin.rpc('admin_booking_stats', { _days: 60 });
    const older = (data as Stat[]).filter((row) => row.day < dubaiDate(-30));
    expect(older).toHaveLength(29 * 5);
    expect(older.every((row) => row.bookings === 0 && Number(row.revenue_aed) === 0)).toBe(true);

    for (const days of [0, 367]) {
      const { error, status } = await admin.rpc('admin_booking_stats', { _days: days });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22023', details: 'days' });
    }
  });

  it('follows a status change: a confirmed booking cancelled leaves the revenue', async () => {
    const target = seeded.find(
      (row) => row.status === 'confirmed' && row.date >= dubaiDate(-29) && row.date <= dubaiDate(0),
    )!;
    const before = (await admin.rpc('admin_booking_stats', { _days: 30 })).data as Stat[];
    const updated = await admin.from('bookings').update({ status: 'cancelled' }).eq('id', target.id);
    expect(updated.error).toBeNull();
    try {
      const after = (await admin.rpc('admin_booking_stats', { _days: 30 })).data as Stat[];
      const pick = (rows: Stat[]) => rows.find((row) => row.day === target.date && row.service === target.service)!;
      expect(pick(after).bookings).toBe(pick(before).bookings - 1);
      expect(Number(pick(after).revenue_aed)).toBeCloseTo(
        Number(pick(before).revenue_aed) - Number(target.total_aed),
        2,
      );
    } finally {
      await withoutTriggers(`update public.bookings set status = 'confirmed' where id = $1`, [target.id]);
    }
  });
});

describe('admin_schedule', () => {
  it('gives every booking of up to 14 days, cancelled ones too, by date and slot', async () => {
    const from = dubaiDate(1);
    const to = dubaiDate(7);
    const { data, error } = await admin.rpc('admin_schedule', { _from: from, _to: to });
    expect(error).toBeNull();
    const rows = data as { id: string; date: string; time_slot: string; status: string; phone: string }[];
    const expected = seeded.filter((row) => row.date >= from && row.date <= to);
    expect(rows.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(rows.some((row) => row.status === 'cancelled')).toBe(true);
    const keys = rows.map((row) => `${row.date} ${String(slotOrder.indexOf(row.time_slot)).padStart(2, '0')}`);
    expect(keys).toEqual([...keys].sort());
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        ...['id', 'reference', 'service', 'date', 'time_slot', 'status', 'name', 'phone', 'community', 'building'],
        // The crew's side: the team it is assigned to, when the job started and finished, its photos.
        ...['team_id', 'started_at', 'finished_at', 'photos'],
        // A visit of a regular cleaning: its series and how often.
        ...['series_id', 'frequency'],
      ].sort(),
    );

    const day = await admin.rpc('admin_schedule', { _from: from, _to: from });
    expect((day.data as unknown[]).length).toBe(seeded.filter((row) => row.date === from).length);
    expect((await admin.rpc('admin_schedule', { _from: dubaiDate(0), _to: dubaiDate(13) })).error).toBeNull();
  });

  it('refuses more than 14 days, a range backwards, or no range, with 400', async () => {
    for (const args of [
      { _from: dubaiDate(0), _to: dubaiDate(14) },
      { _from: dubaiDate(5), _to: dubaiDate(4) },
      { _from: null, _to: dubaiDate(4) },
    ]) {
      const { data, error, status } = await admin.rpc('admin_schedule', args);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22023', details: 'range' });
      expect(data).toBeNull();
    }
  });
});

describe('contact messages', () => {
  let messageIds: string[];

  beforeAll(async () => {
    const rows = await query<{ id: string }>(
      `insert into public.contact_messages (name, email, message, created_at)
       select 'Sender ' || i, 'sender' || i || '@example.com',
              case when i % 10 = 0 then 'The balcony door leaks, can you help?' else 'Please call me back about a quote.' end,
              now() - make_interval(mins => i)
       from generate_series(1, 60) as i
       order by i
       returning id`,
    );
    messageIds = rows.map((row) => row.id);
  });

  interface Message {
    id: string;
    name: string;
    message: string;
    handled_at: string | null;
    handled_by: string | null;
    handled_by_email: string | null;
    total_count: number;
  }

  it('pages newest first with the total and searches name, e-mail and text', async () => {
    const page = (await admin.rpc('admin_messages', { _limit: 25, _offset: 25 })).data as Message[];
    expect(page).toHaveLength(25);
    expect(page[0]!.total_count).toBe(60);
    expect(page.map((row) => row.id)).toEqual(messageIds.slice(25, 50));

    const leaks = (await admin.rpc('admin_messages', { _search: 'LEAKS' })).data as Message[];
    expect(leaks.map((row) => row.name).sort()).toEqual(
      ['Sender 10', 'Sender 20', 'Sender 30', 'Sender 40', 'Sender 50', 'Sender 60'].sort(),
    );
    const byEmail = (await admin.rpc('admin_messages', { _search: 'sender7@example' })).data as Message[];
    expect(byEmail.map((row) => row.name)).toEqual(['Sender 7']);
    const byName = (await admin.rpc('admin_messages', { _search: 'sender 4', _limit: 100 })).data as Message[];
    expect(byName[0]!.total_count).toBe(11); // 4, 40…49
  });

  it('marks a message handled by the admin and back, and filters by it', async () => {
    const id = messageIds[3]!;
    const marked = await admin.rpc('admin_set_message_handled', { _id: id, _handled: true });
    expect(marked.error).toBeNull();
    const [row] = marked.data as Message[];
    expect(row).toMatchObject({ id, handled_by: adminId });
    expect(Date.parse(row!.handled_at!)).toBeGreaterThan(Date.now() - 60_000);

    const handled = (await admin.rpc('admin_messages', { _handled: true })).data as Message[];
    expect(handled.map((m) => m.id)).toEqual([id]);
    expect(handled[0]!.handled_by_email).toBe(backend.admin!.email);
    const open = (await admin.rpc('admin_messages', { _handled: false, _limit: 1 })).data as Message[];
    expect(open[0]!.total_count).toBe(59);

    // Marking it again keeps the first time.
    const again = (await admin.rpc('admin_set_message_handled', { _id: id, _handled: true })).data as Message[];
    expect(again[0]!.handled_at).toBe(row!.handled_at);

    const cleared = await admin.rpc('admin_set_message_handled', { _id: id, _handled: false });
    expect(cleared.data).toEqual([{ id, handled_at: null, handled_by: null }]);
    expect((await admin.rpc('admin_messages', { _handled: true })).data).toEqual([]);
  });

  it('answers 404 for an unknown message, and a user cannot mark one', async () => {
    const missing = await admin.rpc('admin_set_message_handled', {
      _id: '00000000-0000-4000-8000-000000000000',
      _handled: true,
    });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'PT404', details: 'notFound' });

    const id = messageIds[5]!;
    const refused = await user.client.rpc('admin_set_message_handled', { _id: id, _handled: true });
    expect(refused.status).toBe(403);
    const direct = await user.client
      .from('contact_messages')
      .update({ handled_at: new Date().toISOString() })
      .eq('id', id);
    expect(direct.error).not.toBeNull();
    expect(await query('select handled_at from public.contact_messages where id = $1', [id])).toEqual([
      { handled_at: null },
    ]);
  });
});

describe('admin_uploads', () => {
  it('pages the records of uploaded photos newest first, with the total', async () => {
    // Records name stored objects; here only the records matter.
    await withoutTriggers(
      `insert into public.uploaded_files (file_name, file_size, file_type, storage_path, created_at)
       select 'photo-' || i || '.jpg', 1000 + i, 'image/jpeg', 'uploads/' || i || '-photo.jpg',
              now() - make_interval(mins => i)
       from generate_series(1, 30) as i`,
    );
    const { data, error } = await admin.rpc('admin_uploads', { _limit: 10, _offset: 10 });
    expect(error).toBeNull();
    const rows = data as { file_name: string; storage_path: string; total_count: number }[];
    expect(rows.map((row) => row.file_name)).toEqual(Array.from({ length: 10 }, (_, i) => `photo-${i + 11}.jpg`));
    expect(rows[0]).toMatchObject({ storage_path: 'uploads/11-photo.jpg', total_count: 30 });
  });
});

describe('users and admin rights', () => {
  interface UserRow {
    id: string;
    email: string;
    full_name: string | null;
    role: 'admin' | 'user';
    total_count: number;
  }

  const roleOf = async (id: string) =>
    (await query<{ role: string }>('select role from public.user_roles where user_id = $1', [id]))[0]?.role ?? 'user';

  it('pages and searches accounts by e-mail and name, with their role', async () => {
    const others = await Promise.all([
      signUp(backend, 'Noura Haddad', 'noura'),
      signUp(backend, 'Karim Haddad', 'karim'),
    ]);
    const all = (await admin.rpc('admin_users', { _limit: 2 })).data as UserRow[];
    expect(all).toHaveLength(2);
    expect(all[0]!.total_count).toBeGreaterThanOrEqual(4);

    const haddads = (await admin.rpc('admin_users', { _search: 'HADDAD' })).data as UserRow[];
    expect(haddads.map((row) => row.id).sort()).toEqual(others.map((o) => o.user.id).sort());
    expect(haddads.every((row) => row.role === 'user' && row.total_count === 2)).toBe(true);

    const byEmail = (await admin.rpc('admin_users', { _search: others[0].email.slice(0, 10) })).data as UserRow[];
    expect(byEmail.map((row) => row.id)).toEqual([others[0].user.id]);
    const me = (await admin.rpc('admin_users', { _search: backend.admin!.email })).data as UserRow[];
    expect(me).toMatchObject([{ id: adminId, role: 'admin', full_name: 'Local Admin' }]);
  });

  it('makes a user admin by an upsert into user_roles, and removes the rights of another admin', async () => {
    const other = await signUp(backend, 'Second Admin', 'second');
    const granted = await admin.from('user_roles').upsert({ user_id: other.user.id, role: 'admin' });
    expect(granted.error).toBeNull();
    expect(await roleOf(other.user.id)).toBe('admin');

    const revoked = await admin.rpc('revoke_admin', { _user_id: other.user.id });
    expect(revoked.error).toBeNull();
    expect(await roleOf(other.user.id)).toBe('user');
    // Once more: nothing to remove, nothing changes.
    expect((await admin.rpc('revoke_admin', { _user_id: other.user.id })).error).toBeNull();
    // And the one who lost the rights can no longer use the back office.
    expect((await other.client.rpc('admin_users', {})).status).toBe(403);
  });

  it('refuses removing your own rights, through revoke_admin or a direct update, with 400 self', async () => {
    const other = await signUp(backend, 'Third Admin', 'third');
    await admin.from('user_roles').upsert({ user_id: other.user.id, role: 'admin' });
    try {
      const own = await admin.rpc('revoke_admin', { _user_id: adminId });
      expect(own.status).toBe(400);
      expect(own.error).toMatchObject({
        code: '23514',
        details: 'self',
        message: 'You cannot remove your own admin rights',
      });
      const direct = await admin.from('user_roles').update({ role: 'user' }).eq('user_id', adminId);
      expect(direct.error).toMatchObject({ code: '23514', details: 'self' });
      const upsert = await admin.from('user_roles').upsert({ user_id: adminId, role: 'user' });
      expect(upsert.error).toMatchObject({ code: '23514', details: 'self' });
      expect(await roleOf(adminId)).toBe('admin');
    } finally {
      await admin.rpc('revoke_admin', { _user_id: other.user.id });
    }
  });

  it('never removes the last admin: not by revoke_admin, an update, a delete, or demoting every admin at once', async () => {
    expect(await query(`select user_id from public.user_roles where role = 'admin'`)).toEqual([{ user_id: adminId }]);

    const byService = await service.rpc('revoke_admin', { _user_id: adminId });
    expect(byService.status).toBe(400);
    expect(byService.error).toMatchObject({ code: '23514', details: 'lastAdmin' });

    const update = await service.from('user_roles').update({ role: 'user' }).eq('user_id', adminId);
    expect(update.error).toMatchObject({ code: '23514', details: 'lastAdmin' });
    const remove = await service.from('user_roles').delete().eq('user_id', adminId);
    expect(remove.error).toMatchObject({ code: '23514', details: 'lastAdmin' });
    await expect(query(`delete from public.user_roles where user_id = $1`, [adminId])).rejects.toMatchObject({
      code: '23514',
    });
    expect(await roleOf(adminId)).toBe('admin');

    // Two admins demoted by one statement: the second would be the last, so neither is.
    const other = await signUp(backend, 'Fourth Admin', 'fourth');
    await admin.from('user_roles').upsert({ user_id: other.user.id, role: 'admin' });
    const both = await service.from('user_roles').update({ role: 'user' }).eq('role', 'admin');
    expect(both.error).toMatchObject({ code: '23514', details: 'lastAdmin' });
    expect(await roleOf(adminId)).toBe('admin');
    expect(await roleOf(other.user.id)).toBe('admin');

    // The other admin removes the dev admin's rights: allowed, one admin is left; then that one is the last.
    const second = await other.client.rpc('revoke_admin', { _user_id: adminId });
    expect(second.error).toBeNull();
    expect(await roleOf(adminId)).toBe('user');
    const back = await other.client.from('user_roles').upsert({ user_id: adminId, role: 'admin' });
    expect(back.error).toBeNull();
    expect((await admin.rpc('revoke_admin', { _user_id: other.user.id })).error).toBeNull();
    expect(await query(`select user_id from public.user_roles where role = 'admin'`)).toEqual([{ user_id: adminId }]);
  });

  it('leaves one admin when the last two remove each other at the same moment', async () => {
    const [first, second] = await Promise.all([
      signUp(backend, 'Race One', 'race'),
      signUp(backend, 'Race Two', 'race'),
    ]);
    for (const other of [first, second])
      await admin.from('user_roles').upsert({ user_id: other.user.id, role: 'admin' });
    // The dev admin steps aside through the second one, so first and second are the only admins.
    expect((await second.client.rpc('revoke_admin', { _user_id: adminId })).error).toBeNull();
    try {
      const answers = await Promise.all([
        first.client.rpc('revoke_admin', { _user_id: second.user.id }),
        second.client.rpc('revoke_admin', { _user_id: first.user.id }),
      ]);
      expect(answers.filter((answer) => answer.error === null)).toHaveLength(1);
      const admins = await query<{ user_id: string }>(`select user_id from public.user_roles where role = 'admin'`);
      expect(admins).toHaveLength(1);
      expect([first.user.id, second.user.id]).toContain(admins[0]!.user_id);
    } finally {
      await query(`update public.user_roles set role = 'admin' where user_id = $1`, [adminId]);
      await query(`update public.user_roles set role = 'user' where user_id in ($1, $2)`, [
        first.user.id,
        second.user.id,
      ]);
    }
    expect(await query(`select user_id from public.user_roles where role = 'admin'`)).toEqual([{ user_id: adminId }]);
  });

  it('answers 404 for an unknown user, and a user cannot revoke anyone', async () => {
    const missing = await admin.rpc('revoke_admin', { _user_id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'PT404', details: 'notFound' });
    const refused = await user.client.rpc('revoke_admin', { _user_id: adminId });
    expect(refused.status).toBe(403);
    expect(await roleOf(adminId)).toBe('admin');
  });
});

describe('who may call the back office', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['admin_bookings', {}],
    ['admin_bookings', { _search: '+971501234567' }],
    ['admin_booking_stats', {}],
    ['admin_schedule', { _from: dubaiDate(0), _to: dubaiDate(6) }],
    ['admin_messages', {}],
    ['admin_set_message_handled', { _id: '00000000-0000-4000-8000-000000000000', _handled: true }],
    ['admin_uploads', {}],
    ['admin_users', {}],
    ['revoke_admin', { _user_id: '00000000-0000-4000-8000-000000000000' }],
  ];

  it('refuses every function to a signed-in user (403) and a visitor (401), with no data', async () => {
    for (const [fn, args] of calls) {
      const asUser = await user.client.rpc(fn, args);
      expect(asUser.status, `${fn} as user`).toBe(403);
      expect(asUser.error?.code).toBe('42501');
      expect(asUser.data).toBeNull();
      const asVisitor = await anon.rpc(fn, args);
      expect(asVisitor.status, `${fn} as visitor`).toBe(401);
      expect(asVisitor.error?.code).toBe('42501');
      expect(asVisitor.data).toBeNull();
    }
  });

  it('answers the same by GET, and the tables stay closed to them', async () => {
    const get = await fetch(`${backend.url}/rest/v1/rpc/admin_bookings?_search=Khan`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${user.session.access_token}` },
    });
    expect(get.status).toBe(403);
    expect(await get.json()).toMatchObject({ code: '42501' });
    for (const client of [user.client, anon]) {
      expect((await client.from('bookings').select('id')).data ?? []).toEqual([]);
      expect((await client.from('contact_messages').select('id')).data ?? []).toEqual([]);
    }
  });
});

describe('settings', () => {
  const crews = async (name: string) =>
    (await query<{ crews: number }>('select crews from public.service_capacity where service = $1', [name]))[0]!.crews;
  const price = async (service: string, code: string) =>
    Number(
      (
        await query<{ price: string }>('select price from public.price_options where service = $1 and code = $2', [
          service,
          code,
        ])
      )[0]!.price,
    );

  it('lets an admin change crews within 0…50 and refuses anything else with 400', async () => {
    const ok = await admin.from('service_capacity').update({ crews: 5 }).eq('service', 'office').select();
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([{ service: 'office', crews: 5 }]);
    for (const value of [51, -1]) {
      const refused = await admin.from('service_capacity').update({ crews: value }).eq('service', 'office');
      expect(refused.status).toBe(400);
      expect(refused.error?.code).toBe('23514');
    }
    expect(await crews('office')).toBe(5);
    await admin.from('service_capacity').update({ crews: 2 }).eq('service', 'office');
  });

  it('lets an admin change prices within 0…100,000 AED, and the next booking is priced by them', async () => {
    const ok = await admin.from('price_options').update({ price: 333 }).eq('service', 'deep').eq('code', '2br');
    expect(ok.error).toBeNull();
    const estimate = await query<{ subtotal: string }>(
      `select private.booking_estimate('deep', '2br', 1, '{}') as subtotal`,
    );
    expect(Number(estimate[0]!.subtotal)).toBe(333);
    for (const value of [100_000.01, -1]) {
      const option = await admin.from('price_options').update({ price: value }).eq('service', 'deep').eq('code', '2br');
      expect(option.status).toBe(400);
      expect(option.error?.code).toBe('23514');
      const extra = await admin.from('price_extras').update({ price: value }).eq('code', 'fridge');
      expect(extra.status).toBe(400);
      expect(extra.error?.code).toBe('23514');
    }
    expect(await price('deep', '2br')).toBe(333);
    const top = await admin.from('price_extras').update({ price: 100_000 }).eq('code', 'fridge');
    expect(top.error).toBeNull();
    await admin.from('price_extras').update({ price: 50 }).eq('code', 'fridge');
    await admin.from('price_options').update({ price: 400 }).eq('service', 'deep').eq('code', '2br');
  });

  it('lets an admin close a coming day with a reason and open it again; refuses a past day or no reason', async () => {
    const day = dubaiDate(45);
    const added = await admin.from('closed_days').insert({ day, reason: 'National Day' });
    expect(added.error).toBeNull();
    expect((await anon.from('closed_days').select('day, reason').eq('day', day)).data).toEqual([
      { day, reason: 'National Day' },
    ]);
    const removed = await admin.from('closed_days').delete().eq('day', day);
    expect(removed.error).toBeNull();
    expect(await query('select day from public.closed_days')).toEqual([]);

    const past = await admin.from('closed_days').insert({ day: dubaiDate(-1), reason: 'Yesterday' });
    expect(past.status).toBe(400);
    expect(past.error).toMatchObject({ code: '23514', details: 'past' });
    expect((await admin.from('closed_days').insert({ day: dubaiDate(0), reason: 'Today' })).error).toBeNull();
    await admin.from('closed_days').delete().eq('day', dubaiDate(0));

    for (const reason of [undefined, '', '   ']) {
      const bare = await admin.from('closed_days').insert({ day: dubaiDate(46), reason });
      expect(bare.status).toBe(400);
      expect(bare.error?.code).toBe('23514');
    }
    expect(await query('select day from public.closed_days')).toEqual([]);
  });

  it('refuses every change to a user and a visitor, and stores nothing', async () => {
    for (const client of [user.client, anon]) {
      await client.from('service_capacity').update({ crews: 9 }).eq('service', 'deep');
      await client.from('price_options').update({ price: 1 }).eq('service', 'deep').eq('code', '2br');
      await client.from('price_extras').update({ price: 1 }).eq('code', 'oven');
      const closed = await client.from('closed_days').insert({ day: dubaiDate(20), reason: 'Sneaky' });
      expect(closed.error?.code).toBe('42501');
      // A day in the past gets the same refusal: a non-admin learns nothing about the rules.
      const past = await client.from('closed_days').insert({ day: dubaiDate(-3), reason: 'Sneaky' });
      expect(past.error?.code).toBe('42501');
    }
    expect(await crews('deep')).toBe(2);
    expect(await price('deep', '2br')).toBe(400);
    expect(
      Number((await query<{ price: string }>(`select price from public.price_extras where code = 'oven'`))[0]!.price),
    ).toBe(60);
    expect(await query('select day from public.closed_days')).toEqual([]);
  });
});
