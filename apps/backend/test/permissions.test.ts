import { randomUUID } from 'node:crypto';
import { addDays, isoWeekday, openingHours, slotAt } from '@sparkle/company/booking';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import {
  booking,
  dubaiDate,
  freeSlot,
  HUMAN_FILL_MS,
  makeClient,
  requestBooking,
  type SignedUp,
  signInAdmin,
  signUp,
} from './helpers.ts';

// Who may do what, as one table: every policy-sensitive path (each table's select, insert, update and delete, each
// function of the Data API, each storage bucket's actions) tried as a visitor, as a signed-in user, as a customer (a
// signed-in user who owns bookings: what a user may, a customer may, and where a row is theirs, more) and as an admin,
// each verdict read from what was stored or seen, not from the status alone. The last block fails when a table,
// a function or a bucket appears that the table does not cover, so a new one cannot ship without its row here.

type Role = 'anon' | 'user' | 'customer' | 'admin';
const roles: readonly Role[] = ['anon', 'user', 'customer', 'admin'];

/** Whether `role` may take `path`: a customer is a user, so what users may, customers may too. */
const allowed = (path: Pick<Path, 'may'>, role: Role) =>
  path.may.includes(role) || (role === 'customer' && path.may.includes('user'));

interface Actor {
  role: Role;
  client: SupabaseClient;
  /** The signed-in user's id; null for a visitor. */
  id: string | null;
}

interface Path {
  /** 'table' rows name a public table, 'rpc' rows a public function, 'storage' rows a bucket. */
  kind: 'table' | 'rpc' | 'storage';
  target: string;
  action: string;
  /** The roles that may. */
  may: readonly Role[];
  /** Tries the path as `actor`; true when it happened (the row is seen, stored, changed or gone; the call answered). */
  run(actor: Actor): Promise<boolean>;
  /** Makes a series for each role (see `slowTimeout`). */
  slow?: boolean;
}

/**
 * The rows that make a series for each role (its 8 weeks of visits through the booking triggers): real work for the
 * database, which a machine under load does in more than the default 30 s.
 */
const slowTimeout = (path: Path) => (path.slow ? 120_000 : undefined);

let backend: RunningBackend;
let service: SupabaseClient;
const actors = {} as Record<Role, Actor>;
let adminId: string;
let user: SignedUp;
let customer: SignedUp;
/** The customer's own booking, its token, and the weekly series the customer booked. */
let customerBooking: { id: string; token: string };
let customerSeries: { id: string; token: string; occursOn: string[] };

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<T>(sql, params)).rows;
const exists = async (sql: string, params: unknown[] = []) => (await query(sql, params)).length > 0;
const marker = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** A fresh account (profile by the sign-up trigger), made by the database owner. */
async function newUser(): Promise<string> {
  const [row] = await query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '{}', now(), now()) returning id`,
    [`${marker('matrix')}@example.com`],
  );
  return row!.id;
}

/** A booking stored through the one door; its id and manage token. */
async function newBooking(): Promise<{ id: string; token: string }> {
  const { data, error } = await requestBooking(service);
  if (error) throw new Error(error.message);
  const [row] = await query<{ id: string }>('select id from public.bookings where reference = $1', [data!.reference]);
  return { id: row!.id, token: data!.token };
}

/**
 * The service of the series here: one nothing else in this file books, so that a series' later visits never fill a
 * slot `freeSlot()` hands to a one-time booking.
 */
const seriesService = 'movein';

/** A weekly series stored through the one door, with its first visit's token and its visits' dates. */
async function newSeries(): Promise<{ id: string; token: string; occursOn: string[] }> {
  const { date, time_slot } = seriesSlot();
  const { data, error } = await requestBooking(service, {
    _service: seriesService,
    _date: date,
    _time_slot: time_slot,
    _frequency: 'weekly',
  });
  if (error) throw new Error(error.message);
  const answer = data as unknown as { token: string; series: { id: string; visits: { occurs_on: string }[] } };
  return { id: answer.series.id, token: answer.token, occursOn: answer.series.visits.map((visit) => visit.occurs_on) };
}

let seriesMade = 0;

/**
 * A series' first visit: a weekday and block of the coming week no other series here has (40 of them, and the
 * service keeps 2 crews), so that every series has its 8 weekly visits inside the booking horizon however many
 * one-time bookings the rows before it made (freeSlot() walks later into the horizon as they add up).
 */
function seriesSlot(): { date: string; time_slot: string } {
  let index = seriesMade++;
  for (let days = 2; days < 9; days++) {
    const date = dubaiDate(days);
    const { open, close } = openingHours[isoWeekday(date)];
    for (let hour = open; hour + 2 <= close; hour += 2) {
      if (index-- === 0) return { date, time_slot: slotAt(hour)! };
    }
  }
  throw new Error('seriesSlot: every weekday and block of the coming week has a series');
}

/** A slot of `date` the series' service can still be booked at. */
async function freeOn(date: string): Promise<string> {
  const [row] = await query<{ time_slot: string }>(
    `select time_slot from public.booking_availability($1, $2) where reason is null order by random() limit 1`,
    [date, seriesService],
  );
  if (!row) throw new Error(`no free slot on ${date}`);
  return row.time_slot;
}

/** A saved address of the customer's. */
async function customerAddress(): Promise<string> {
  const [row] = await query<{ id: string }>(
    `insert into public.customer_addresses (user_id, community, building) values ($1, 'Dubai Marina', $2) returning id`,
    [customer.user.id, marker('Tower')],
  );
  return row!.id;
}

async function newMessage(spam: string | null = null): Promise<string> {
  const [row] = await query<{ id: string }>(
    `insert into public.contact_messages (name, email, message, spam_reason) values ('Matrix', 'm@example.com', $1, $2)
     returning id`,
    [marker('message'), spam],
  );
  return row!.id;
}

/** A message of a fresh booking's outbox, set to `state` by the database owner; its id. */
async function outboxMessage(state: 'pending' | 'failed' = 'pending'): Promise<string> {
  const { id } = await newBooking();
  const [row] = await query<{ id: string }>(
    `update public.outbox_messages set state = $2 where id = (
       select id from public.outbox_messages where booking_id = $1 order by created_at limit 1
     ) returning id`,
    [id, state],
  );
  return row!.id;
}

/** A fresh booking marked done by the database owner, and the token of its review link (read from its message). */
async function finishedJob(): Promise<{ id: string; token: string }> {
  const { id } = await newBooking();
  await query(`update public.bookings set status = 'completed' where id = $1`, [id]);
  const [message] = await query<{ payload: { review_path: string } }>(
    `select payload from public.outbox_messages where booking_id = $1 and kind = 'review_request' limit 1`,
    [id],
  );
  const token = /\/review\/([A-Za-z0-9_-]+)$/.exec(message!.payload.review_path)![1]!;
  return { id, token };
}

/** A review sent through its link (by the service role); its id. */
async function newReview(): Promise<string> {
  const { id, token } = await finishedJob();
  const { error } = await service.rpc('submit_review', { _token: token, _rating: 5, _comment: marker('review') });
  if (error) throw new Error(error.message);
  const [row] = await query<{ id: string }>('select id from public.reviews where booking_id = $1', [id]);
  return row!.id;
}

/**
 * A team made by the database owner. Inactive: an active team makes capacity the teams' (every booking of this file
 * would need one), and these rows are about who may touch the table, not about capacity.
 */
async function newTeam(): Promise<string> {
  const [row] = await query<{ id: string }>(`insert into public.teams (name, active) values ($1, false) returning id`, [
    marker('Team'),
  ]);
  return row!.id;
}

/** A fresh account made a cleaner (of no team) by the database owner; its id. */
async function newCleaner(): Promise<string> {
  const id = await newUser();
  await query(`insert into public.user_roles (user_id, role) values ($1, 'cleaner')`, [id]);
  await query(`insert into public.cleaners (user_id) values ($1)`, [id]);
  return id;
}

/** An invitation of a fresh address (sent by the admin, as the back office does); its id and token. */
async function newInvitation(): Promise<{ id: string; token: string }> {
  const email = `${marker('invitee')}@example.com`;
  const { data, error } = await actors.admin.client.rpc('admin_invite_cleaner', { _email: email });
  if (error) throw new Error(error.message);
  const [message] = await query<{ payload: { join_path: string } }>(
    `select payload from public.outbox_messages where recipient = $1 and kind = 'cleaner_invitation'`,
    [email],
  );
  return { id: (data as { id: string }).id, token: message!.payload.join_path.split('/').pop() ?? '' };
}

/** A fresh booking with a job's progress and one photo row, written by the database owner; the booking's id. */
async function jobWithProgress(): Promise<string> {
  const { id } = await newBooking();
  await query(`insert into public.job_progress (booking_id, started_at) values ($1, now())`, [id]);
  await query(`insert into public.job_photos (id, booking_id, storage_path) values (gen_random_uuid(), $1, $2)`, [
    id,
    `${id}/${randomUUID()}.png`,
  ]);
  return id;
}

const png = () => {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Blob([bytes], { type: 'image/png' });
};

async function storedObject(bucket: string): Promise<string> {
  const name = `${bucket === 'uploads' ? 'uploads/' : ''}${marker('object')}.png`;
  const { error } = await service.storage.from(bucket).upload(name, png());
  if (error) throw new Error(error.message);
  return name;
}

const objectExists = (bucket: string, name: string) =>
  exists('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);

// Tables -------------------------------------------------------------------------------------------------------------

/** Reads `columns` of the rows `filter` names; true when any is seen. */
const select =
  (table: string, filter: () => Promise<[string, string]> | [string, string], columns = '*') =>
  async ({ client }: Actor) => {
    const [column, value] = await filter();
    const { data } = await client.from(table).select(columns).eq(column, value);
    return (data?.length ?? 0) > 0;
  };

/** Inserts the row `make` gives; true when it is stored (read back by the owner with `check`). */
const insert =
  (
    table: string,
    make: (actor: Actor) => Promise<Record<string, unknown>>,
    check: (row: Record<string, unknown>) => Promise<boolean>,
  ) =>
  async (actor: Actor) => {
    const row = await make(actor);
    await actor.client.from(table).insert(row);
    return check(row);
  };

/** Sets `column` to a new value on the row `target` names; true when the owner reads that value. */
const update =
  (
    table: string,
    target: () => Promise<[string, string]> | [string, string],
    column: string,
    value: (actor: Actor) => string | number,
  ) =>
  async (actor: Actor) => {
    const [key, id] = await target();
    const next = value(actor);
    await actor.client
      .from(table)
      .update({ [column]: next })
      .eq(key, id);
    return exists(`select 1 from public.${table} where ${key}::text = $1 and ${column} = $2`, [id, String(next)]);
  };

/** Deletes the row `target` names (a fresh one per attempt); true when it is gone. */
const remove =
  (table: string, target: () => Promise<[string, string]>) =>
  async ({ client }: Actor) => {
    const [key, id] = await target();
    await client.from(table).delete().eq(key, id);
    return !(await exists(`select 1 from public.${table} where ${key}::text = $1`, [id]));
  };

let dayCount = 40;
/** A day no other attempt closes (beyond the days the bookings of this file take). */
const futureDay = () => dubaiDate(dayCount++);
let networkCount = 1;

const tablePaths: Path[] = [
  // profiles: own row for the user, every row for an admin; written by the sign-up trigger only.
  {
    kind: 'table',
    target: 'profiles',
    action: 'select',
    may: ['admin'],
    run: select('profiles', () => ['id', adminId]),
  },
  {
    kind: 'table',
    target: 'profiles',
    action: 'insert',
    may: [],
    run: insert(
      'profiles',
      async () => ({ id: await newUser(), full_name: marker('profile') }),
      async (row) => exists('select 1 from public.profiles where full_name = $1', [row.full_name]),
    ),
  },
  {
    kind: 'table',
    target: 'profiles',
    action: 'update',
    may: [],
    run: update(
      'profiles',
      async () => ['id', await newUser()],
      'full_name',
      () => marker('name'),
    ),
  },
  {
    kind: 'table',
    target: 'profiles',
    action: 'delete',
    may: [],
    run: remove('profiles', async () => ['id', await newUser()]),
  },
  {
    kind: 'table',
    target: 'profiles',
    action: 'update one’s own phone',
    may: ['user', 'admin'],
    run: async ({ client, id }) => {
      const phone = `+9715${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      await client
        .from('profiles')
        .update({ phone })
        .eq('id', id ?? adminId);
      return exists('select 1 from public.profiles where id = $1 and phone = $2', [id ?? adminId, phone]);
    },
  },
  // user_roles: admins read and grant; nobody deletes (a role goes back to 'user' through revoke_admin).
  {
    kind: 'table',
    target: 'user_roles',
    action: 'select',
    may: ['admin'],
    run: select('user_roles', () => ['user_id', adminId]),
  },
  {
    kind: 'table',
    target: 'user_roles',
    action: 'insert',
    may: ['admin'],
    run: insert(
      'user_roles',
      async () => ({ user_id: await newUser(), role: 'user' }),
      async (row) => exists('select 1 from public.user_roles where user_id = $1', [row.user_id]),
    ),
  },
  {
    kind: 'table',
    target: 'user_roles',
    action: 'update',
    may: ['admin'],
    run: update(
      'user_roles',
      async () => {
        const id = await newUser();
        await query(`insert into public.user_roles (user_id, role) values ($1, 'user')`, [id]);
        return ['user_id', id];
      },
      'created_at',
      () => '2020-01-01 00:00:00+00',
    ),
  },
  {
    kind: 'table',
    target: 'user_roles',
    action: 'delete',
    may: [],
    run: remove('user_roles', async () => {
      const id = await newUser();
      await query(`insert into public.user_roles (user_id, role) values ($1, 'user')`, [id]);
      return ['user_id', id];
    }),
  },
  // bookings: one door (request_booking); admins read and move the status along.
  {
    kind: 'table',
    target: 'bookings',
    action: 'select',
    may: ['admin'],
    run: select('bookings', async () => ['id', (await newBooking()).id], 'id'),
  },
  {
    kind: 'table',
    target: 'bookings',
    action: 'insert',
    may: [],
    run: insert(
      'bookings',
      async () => booking({ name: marker('Direct') }),
      async (row) => exists('select 1 from public.bookings where name = $1', [row.name]),
    ),
  },
  {
    kind: 'table',
    target: 'bookings',
    action: 'update',
    may: ['admin'],
    run: update(
      'bookings',
      async () => ['id', (await newBooking()).id],
      'status',
      () => 'confirmed',
    ),
  },
  {
    kind: 'table',
    target: 'bookings',
    action: 'delete',
    may: [],
    run: remove('bookings', async () => ['id', (await newBooking()).id]),
  },
  // A customer's own bookings: theirs to read, as for admins; nobody else's.
  {
    kind: 'table',
    target: 'bookings',
    action: 'select the customer’s own',
    may: ['customer', 'admin'],
    run: select('bookings', () => ['id', customerBooking.id], 'id'),
  },
  // contact_messages: anyone sends; admins read (and mark handled through admin_set_message_handled).
  {
    kind: 'table',
    target: 'contact_messages',
    action: 'select',
    may: ['admin'],
    run: select('contact_messages', async () => ['id', await newMessage()]),
  },
  {
    kind: 'table',
    target: 'contact_messages',
    action: 'insert',
    may: ['anon', 'user', 'admin'],
    run: insert(
      'contact_messages',
      async () => ({ name: 'Matrix', email: 'm@example.com', message: marker('hello'), fill_ms: HUMAN_FILL_MS }),
      async (row) => exists('select 1 from public.contact_messages where message = $1', [row.message]),
    ),
  },
  {
    kind: 'table',
    target: 'contact_messages',
    action: 'update',
    may: [],
    run: update(
      'contact_messages',
      async () => ['id', await newMessage()],
      'message',
      () => marker('changed'),
    ),
  },
  {
    kind: 'table',
    target: 'contact_messages',
    action: 'delete',
    may: [],
    run: remove('contact_messages', async () => ['id', await newMessage()]),
  },
  // uploaded_files: anyone records their own upload; admins read.
  {
    kind: 'table',
    target: 'uploaded_files',
    action: 'select',
    may: ['admin'],
    run: select('uploaded_files', async () => {
      const path = await storedObject('uploads');
      await query(
        `insert into public.uploaded_files (file_name, file_size, file_type, storage_path) values ('a.png', 64, 'image/png', $1)`,
        [path],
      );
      return ['storage_path', path];
    }),
  },
  {
    kind: 'table',
    target: 'uploaded_files',
    action: 'insert',
    may: ['anon', 'user', 'admin'],
    run: async (actor) => {
      const path = `uploads/${marker('mine')}.png`;
      await actor.client.storage.from('uploads').upload(path, png());
      await actor.client
        .from('uploaded_files')
        .insert({ file_name: 'mine.png', file_size: 64, file_type: 'image/png', storage_path: path });
      return exists('select 1 from public.uploaded_files where storage_path = $1', [path]);
    },
  },
  {
    kind: 'table',
    target: 'uploaded_files',
    action: 'update',
    may: [],
    run: update(
      'uploaded_files',
      async () => {
        const path = await storedObject('uploads');
        const [row] = await query<{ id: string }>(
          `insert into public.uploaded_files (file_name, file_size, file_type, storage_path)
           values ('a.png', 64, 'image/png', $1) returning id`,
          [path],
        );
        return ['id', row!.id];
      },
      'file_name',
      () => `${marker('renamed')}.png`,
    ),
  },
  {
    kind: 'table',
    target: 'uploaded_files',
    action: 'delete',
    may: [],
    run: remove('uploaded_files', async () => {
      const path = await storedObject('uploads');
      const [row] = await query<{ id: string }>(
        `insert into public.uploaded_files (file_name, file_size, file_type, storage_path)
         values ('a.png', 64, 'image/png', $1) returning id`,
        [path],
      );
      return ['id', row!.id];
    }),
  },
  // site_content: anyone reads (not who wrote it); admins write.
  {
    kind: 'table',
    target: 'site_content',
    action: 'select',
    may: ['anon', 'user', 'admin'],
    run: select('site_content', () => ['key', 'matrix.probe'], 'key, value'),
  },
  {
    kind: 'table',
    target: 'site_content',
    action: 'insert',
    may: ['admin'],
    run: insert(
      'site_content',
      async () => ({ key: marker('matrix.key'), value: 'x' }),
      async (row) => exists('select 1 from public.site_content where key = $1', [row.key]),
    ),
  },
  {
    kind: 'table',
    target: 'site_content',
    action: 'update',
    may: ['admin'],
    run: update(
      'site_content',
      () => ['key', 'matrix.probe'],
      'value',
      () => marker('text'),
    ),
  },
  {
    kind: 'table',
    target: 'site_content',
    action: 'delete',
    may: ['admin'],
    run: remove('site_content', async () => {
      const key = marker('matrix.gone');
      await query(`insert into public.site_content (key, value) values ($1, 'x')`, [key]);
      return ['key', key];
    }),
  },
  // Rate limit settings: admins read and tune them.
  {
    kind: 'table',
    target: 'rate_limits',
    action: 'select',
    may: ['admin'],
    run: select('rate_limits', () => ['action', 'signup']),
  },
  {
    kind: 'table',
    target: 'rate_limits',
    action: 'insert',
    may: [],
    run: insert(
      'rate_limits',
      async () => ({ action: 'upload', max_count: 1, message: marker('limit') }),
      async (row) => exists('select 1 from public.rate_limits where message = $1', [row.message]),
    ),
  },
  {
    kind: 'table',
    target: 'rate_limits',
    action: 'update',
    may: ['admin'],
    run: update(
      'rate_limits',
      () => ['action', 'signup'],
      'message',
      () => marker('Too many'),
    ),
  },
  {
    kind: 'table',
    target: 'rate_limits',
    action: 'delete',
    may: [],
    run: remove('rate_limits', async () => ['action', 'signup']),
  },
  {
    kind: 'table',
    target: 'rate_limit_exemptions',
    action: 'select',
    may: ['admin'],
    run: select('rate_limit_exemptions', () => ['network', '127.0.0.0/8']),
  },
  {
    kind: 'table',
    target: 'rate_limit_exemptions',
    action: 'insert',
    may: ['admin'],
    run: insert(
      'rate_limit_exemptions',
      async () => ({ network: `198.51.100.${networkCount++}/32`, note: marker('office') }),
      async (row) => exists('select 1 from public.rate_limit_exemptions where note = $1', [row.note]),
    ),
  },
  {
    kind: 'table',
    target: 'rate_limit_exemptions',
    action: 'update',
    may: ['admin'],
    run: update(
      'rate_limit_exemptions',
      () => ['network', '127.0.0.0/8'],
      'note',
      () => marker('this machine'),
    ),
  },
  {
    kind: 'table',
    target: 'rate_limit_exemptions',
    action: 'delete',
    may: ['admin'],
    run: remove('rate_limit_exemptions', async () => {
      const network = `203.0.113.${networkCount++}/32`;
      await query('insert into public.rate_limit_exemptions (network) values ($1)', [network]);
      return ['network', network];
    }),
  },
  {
    kind: 'table',
    target: 'rate_limit_settings',
    action: 'select',
    may: ['admin'],
    run: select('rate_limit_settings', () => ['id', 'true']),
  },
  {
    kind: 'table',
    target: 'rate_limit_settings',
    action: 'insert',
    may: [],
    run: async ({ client }) => {
      const { status } = await client.from('rate_limit_settings').insert({ id: true, address_header: 'x-real-ip' });
      return (
        status < 300 || (await exists(`select 1 from public.rate_limit_settings where address_header = 'x-real-ip'`))
      );
    },
  },
  {
    kind: 'table',
    target: 'rate_limit_settings',
    action: 'update',
    may: ['admin'],
    run: async (actor) => {
      // The only row, set to what it is: the change is seen in the rows the update reports.
      const { data } = await actor.client
        .from('rate_limit_settings')
        .update({ address_entry: 'last' })
        .eq('id', true)
        .select('id');
      return (data?.length ?? 0) > 0;
    },
  },
  {
    kind: 'table',
    target: 'rate_limit_settings',
    action: 'delete',
    may: [],
    run: remove('rate_limit_settings', async () => ['id', 'true']),
  },
  // Settings of the business: anyone reads; admins write (the five services are fixed: crews only change).
  {
    kind: 'table',
    target: 'service_capacity',
    action: 'select',
    may: ['anon', 'user', 'admin'],
    run: select('service_capacity', () => ['service', 'deep']),
  },
  {
    kind: 'table',
    target: 'service_capacity',
    action: 'insert',
    may: [],
    run: async ({ client }) => {
      const { status } = await client.from('service_capacity').insert({ service: 'windows', crews: 1 });
      return status < 300;
    },
  },
  {
    kind: 'table',
    target: 'service_capacity',
    action: 'update',
    may: ['admin'],
    run: update(
      'service_capacity',
      () => ['service', 'carpet'],
      'crews',
      (actor) => ({ anon: 3, user: 4, customer: 6, admin: 5 })[actor.role],
    ),
  },
  {
    kind: 'table',
    target: 'service_capacity',
    action: 'delete',
    may: [],
    run: remove('service_capacity', async () => ['service', 'office']),
  },
  {
    kind: 'table',
    target: 'closed_days',
    action: 'select',
    may: ['anon', 'user', 'admin'],
    run: select('closed_days', () => ['day', dubaiDate(30)]),
  },
  {
    kind: 'table',
    target: 'closed_days',
    action: 'insert',
    may: ['admin'],
    run: insert(
      'closed_days',
      async () => ({ day: futureDay(), reason: marker('Holiday') }),
      async (row) => exists('select 1 from public.closed_days where reason = $1', [row.reason]),
    ),
  },
  {
    kind: 'table',
    target: 'closed_days',
    action: 'update',
    may: ['admin'],
    run: update(
      'closed_days',
      () => ['day', dubaiDate(30)],
      'reason',
      () => marker('Holiday'),
    ),
  },
  {
    kind: 'table',
    target: 'closed_days',
    action: 'delete',
    may: ['admin'],
    run: remove('closed_days', async () => {
      const day = futureDay();
      await query(`insert into public.closed_days (day, reason) values ($1, 'Gone')`, [day]);
      return ['day', day];
    }),
  },
  {
    kind: 'table',
    target: 'price_options',
    action: 'select',
    may: ['anon', 'user', 'admin'],
    run: select('price_options', () => ['code', 'office-s']),
  },
  {
    kind: 'table',
    target: 'price_options',
    action: 'insert',
    may: ['admin'],
    run: insert(
      'price_options',
      async () => ({ service: 'office', code: marker('opt').toLowerCase(), label: 'Matrix', price: 10 }),
      async (row) => exists('select 1 from public.price_options where code = $1', [row.code]),
    ),
  },
  {
    kind: 'table',
    target: 'price_options',
    action: 'update',
    may: ['admin'],
    run: update(
      'price_options',
      () => ['code', 'office-xl'],
      'label',
      () => marker('Big office'),
    ),
  },
  {
    kind: 'table',
    target: 'price_options',
    action: 'delete',
    may: ['admin'],
    run: remove('price_options', async () => {
      const code = marker('gone').toLowerCase();
      await query(`insert into public.price_options (service, code, label, price) values ('office', $1, 'Gone', 1)`, [
        code,
      ]);
      return ['code', code];
    }),
  },
  {
    kind: 'table',
    target: 'price_extras',
    action: 'select',
    may: ['anon', 'user', 'admin'],
    run: select('price_extras', () => ['code', 'oven']),
  },
  {
    kind: 'table',
    target: 'price_extras',
    action: 'insert',
    may: ['admin'],
    run: insert(
      'price_extras',
      async () => ({ code: marker('extra').toLowerCase(), label: 'Matrix', price: 10, services: ['office'] }),
      async (row) => exists('select 1 from public.price_extras where code = $1', [row.code]),
    ),
  },
  {
    kind: 'table',
    target: 'price_extras',
    action: 'update',
    may: ['admin'],
    run: update(
      'price_extras',
      () => ['code', 'balcony'],
      'label',
      () => marker('Balcony'),
    ),
  },
  {
    kind: 'table',
    target: 'price_extras',
    action: 'delete',
    may: ['admin'],
    run: remove('price_extras', async () => {
      const code = marker('gone').toLowerCase();
      await query(`insert into public.price_extras (code, label, price, services) values ($1, 'Gone', 1, '{office}')`, [
        code,
      ]);
      return ['code', code];
    }),
  },
  // booking_events: written by the history trigger only; admins read.
  {
    kind: 'table',
    target: 'booking_events',
    action: 'select',
    may: ['admin'],
    run: select('booking_events', async () => ['booking_id', (await newBooking()).id]),
  },
  {
    kind: 'table',
    target: 'booking_events',
    action: 'insert',
    may: [],
    run: async ({ client }) => {
      const { id } = await newBooking();
      await client.from('booking_events').insert({ booking_id: id, actor: 'admin', kind: 'status' });
      return exists(`select 1 from public.booking_events where booking_id = $1 and kind = 'status'`, [id]);
    },
  },
  {
    kind: 'table',
    target: 'booking_events',
    action: 'update',
    may: [],
    run: update(
      'booking_events',
      async () => ['booking_id', (await newBooking()).id],
      'actor',
      () => 'admin',
    ),
  },
  {
    kind: 'table',
    target: 'booking_events',
    action: 'delete',
    may: [],
    run: remove('booking_events', async () => ['booking_id', (await newBooking()).id]),
  },
  // outbox_messages: admins read; only the database writes (triggers, the worker's functions as the service role).
  {
    kind: 'table',
    target: 'outbox_messages',
    action: 'select',
    may: ['admin'],
    run: select('outbox_messages', async () => ['id', await outboxMessage()]),
  },
  {
    kind: 'table',
    target: 'outbox_messages',
    action: 'insert',
    may: [],
    run: insert(
      'outbox_messages',
      async () => ({
        kind: 'booking_confirmation',
        channel: 'email',
        recipient: 'm@example.com',
        idempotency_key: marker('key'),
      }),
      async (row) => exists('select 1 from public.outbox_messages where idempotency_key = $1', [row.idempotency_key]),
    ),
  },
  {
    kind: 'table',
    target: 'outbox_messages',
    action: 'update',
    may: [],
    run: update(
      'outbox_messages',
      async () => ['id', await outboxMessage()],
      'recipient',
      () => `${marker('to')}@example.com`,
    ),
  },
  {
    kind: 'table',
    target: 'outbox_messages',
    action: 'delete',
    may: [],
    run: remove('outbox_messages', async () => ['id', await outboxMessage()]),
  },
  // frequency_discounts: anyone reads (the booking form's estimate); admins change the percents.
  {
    kind: 'table',
    target: 'frequency_discounts',
    action: 'select',
    may: ['anon', 'user', 'admin'],
    run: select('frequency_discounts', () => ['frequency', 'weekly']),
  },
  {
    kind: 'table',
    target: 'frequency_discounts',
    action: 'insert',
    may: [],
    run: async ({ client }) => {
      await client.from('frequency_discounts').insert({ frequency: 'daily', interval_weeks: 3, percent: 1 });
      return exists(`select 1 from public.frequency_discounts where interval_weeks = 3`);
    },
  },
  {
    kind: 'table',
    target: 'frequency_discounts',
    action: 'update',
    may: ['admin'],
    run: async ({ client }) => {
      // Never 5, the percent it is set back to: an unchanged row would read as changed.
      const percent = 6 + Math.floor(Math.random() * 30);
      await client.from('frequency_discounts').update({ percent }).eq('frequency', 'fourweekly');
      const changed = await exists(
        `select 1 from public.frequency_discounts where frequency = 'fourweekly' and percent = $1`,
        [percent],
      );
      await query(`update public.frequency_discounts set percent = 5 where frequency = 'fourweekly'`);
      return changed;
    },
  },
  {
    kind: 'table',
    target: 'frequency_discounts',
    action: 'delete',
    may: [],
    run: async ({ client }) => {
      await client.from('frequency_discounts').delete().eq('frequency', 'fourweekly');
      return !(await exists(`select 1 from public.frequency_discounts where frequency = 'fourweekly'`));
    },
  },
  // booking_series and series_visits: the customer's own and every one for admins; written by the database only.
  {
    kind: 'table',
    target: 'booking_series',
    action: 'select',
    may: ['customer', 'admin'],
    run: select('booking_series', () => ['id', customerSeries.id], 'id'),
  },
  {
    kind: 'table',
    target: 'booking_series',
    action: 'insert',
    may: [],
    run: insert(
      'booking_series',
      async () => ({
        reference: marker('SR').slice(0, 20),
        frequency: 'weekly',
        interval_weeks: 1,
        service: 'deep',
        name: 'Forged',
        phone: '+971501234567',
        email: 'forged@example.com',
        address: 'Dubai',
        anchor_date: dubaiDate(9),
        time_slot: '10:00 AM',
      }),
      async (row) => exists('select 1 from public.booking_series where reference = $1', [row.reference]),
    ),
  },
  {
    kind: 'table',
    target: 'booking_series',
    action: 'update',
    may: [],
    run: update(
      'booking_series',
      () => ['id', customerSeries.id],
      'discount_percent',
      () => 50,
    ),
  },
  {
    kind: 'table',
    target: 'booking_series',
    action: 'delete',
    may: [],
    run: async ({ client }) => {
      await client.from('booking_series').delete().eq('id', customerSeries.id);
      return !(await exists('select 1 from public.booking_series where id = $1', [customerSeries.id]));
    },
  },
  {
    kind: 'table',
    target: 'series_visits',
    action: 'select',
    may: ['customer', 'admin'],
    run: select('series_visits', () => ['series_id', customerSeries.id], 'occurs_on'),
  },
  {
    kind: 'table',
    target: 'series_visits',
    action: 'insert',
    may: [],
    run: async ({ client }) => {
      const day = dubaiDate(200 + Math.floor(Math.random() * 100));
      await client.from('series_visits').insert({ series_id: customerSeries.id, occurs_on: day, state: 'flagged' });
      return exists('select 1 from public.series_visits where series_id = $1 and occurs_on = $2', [
        customerSeries.id,
        day,
      ]);
    },
  },
  {
    kind: 'table',
    target: 'series_visits',
    action: 'update',
    may: [],
    run: async ({ client }) => {
      const day = customerSeries.occursOn[2]!;
      await client
        .from('series_visits')
        .update({ state: 'flagged' })
        .eq('series_id', customerSeries.id)
        .eq('occurs_on', day);
      return exists(
        `select 1 from public.series_visits where series_id = $1 and occurs_on = $2 and state = 'flagged'`,
        [customerSeries.id, day],
      );
    },
  },
  {
    kind: 'table',
    target: 'series_visits',
    action: 'delete',
    may: [],
    run: async ({ client }) => {
      const day = customerSeries.occursOn[3]!;
      await client.from('series_visits').delete().eq('series_id', customerSeries.id).eq('occurs_on', day);
      return !(await exists('select 1 from public.series_visits where series_id = $1 and occurs_on = $2', [
        customerSeries.id,
        day,
      ]));
    },
  },
  // customer_addresses: each signed-in user keeps their own; nobody reads, changes or deletes another's.
  {
    kind: 'table',
    target: 'customer_addresses',
    action: 'select',
    may: ['customer'],
    run: async ({ client }) => {
      const id = await customerAddress();
      const { data } = await client.from('customer_addresses').select('id').eq('id', id);
      return (data?.length ?? 0) > 0;
    },
  },
  {
    kind: 'table',
    target: 'customer_addresses',
    action: 'insert',
    may: ['user', 'admin'],
    run: async ({ client, id }) => {
      const building = marker('Tower');
      await client.from('customer_addresses').insert({ community: 'Dubai Marina', building });
      return exists('select 1 from public.customer_addresses where building = $1 and user_id is not distinct from $2', [
        building,
        id,
      ]);
    },
  },
  {
    kind: 'table',
    target: 'customer_addresses',
    action: 'update',
    may: ['customer'],
    run: async ({ client }) => {
      const id = await customerAddress();
      const label = marker('Label').slice(0, 40);
      await client.from('customer_addresses').update({ label }).eq('id', id);
      return exists('select 1 from public.customer_addresses where id = $1 and label = $2', [id, label]);
    },
  },
  {
    kind: 'table',
    target: 'customer_addresses',
    action: 'delete',
    may: ['customer'],
    run: async ({ client }) => {
      const id = await customerAddress();
      await client.from('customer_addresses').delete().eq('id', id);
      return !(await exists('select 1 from public.customer_addresses where id = $1', [id]));
    },
  },
  // message_settings: one row; admins read and change the alert address and the WhatsApp switch.
  {
    kind: 'table',
    target: 'message_settings',
    action: 'select',
    may: ['admin'],
    run: select('message_settings', () => ['id', 'true']),
  },
  {
    kind: 'table',
    target: 'message_settings',
    action: 'insert',
    may: [],
    run: async ({ client }) => {
      const { status } = await client.from('message_settings').insert({ id: true, alert_email: 'x@example.com' });
      return status < 300;
    },
  },
  {
    kind: 'table',
    target: 'message_settings',
    action: 'update',
    may: ['admin'],
    run: update(
      'message_settings',
      () => ['id', 'true'],
      'alert_email',
      () => `${marker('alerts')}@example.com`,
    ),
  },
  {
    kind: 'table',
    target: 'message_settings',
    action: 'delete',
    may: [],
    run: remove('message_settings', async () => ['id', 'true']),
  },
  // reviews: written through submit_review only; admins read (and moderate through admin_moderate_review).
  {
    kind: 'table',
    target: 'reviews',
    action: 'select',
    may: ['admin'],
    run: select('reviews', async () => ['id', await newReview()]),
  },
  {
    kind: 'table',
    target: 'reviews',
    action: 'insert',
    may: [],
    run: insert(
      'reviews',
      async () => ({
        booking_id: (await finishedJob()).id,
        rating: 5,
        comment: marker('forged'),
        first_name: 'Forged',
        status: 'approved',
      }),
      async (row) => exists('select 1 from public.reviews where comment = $1', [row.comment]),
    ),
  },
  {
    kind: 'table',
    target: 'reviews',
    action: 'update',
    may: [],
    run: update(
      'reviews',
      async () => ['id', await newReview()],
      'comment',
      () => marker('edited'),
    ),
  },
  {
    kind: 'table',
    target: 'reviews',
    action: 'delete',
    may: [],
    run: remove('reviews', async () => ['id', await newReview()]),
  },
  // review_requests: the links' hashed tokens; written by the database when a job is marked done, read by nobody.
  {
    kind: 'table',
    target: 'review_requests',
    action: 'select',
    may: [],
    run: select('review_requests', async () => ['booking_id', (await finishedJob()).id], 'booking_id'),
  },
  {
    kind: 'table',
    target: 'review_requests',
    action: 'insert',
    may: [],
    run: insert(
      'review_requests',
      async () => ({
        booking_id: (await newBooking()).id,
        token_hash: '\\x00',
        expires_at: '2099-01-01T00:00:00Z',
      }),
      async (row) => exists('select 1 from public.review_requests where booking_id = $1', [row.booking_id]),
    ),
  },
  {
    kind: 'table',
    target: 'review_requests',
    action: 'update',
    may: [],
    run: async ({ client }) => {
      const { id } = await finishedJob();
      await client.from('review_requests').update({ expires_at: '2099-01-01T00:00:00Z' }).eq('booking_id', id);
      return exists(
        `select 1 from public.review_requests where booking_id = $1 and expires_at = '2099-01-01T00:00:00Z'`,
        [id],
      );
    },
  },
  {
    kind: 'table',
    target: 'review_requests',
    action: 'delete',
    may: [],
    run: remove('review_requests', async () => ['booking_id', (await finishedJob()).id]),
  },
  // account_settings: one row; admins read and turn e-mail confirmation on or off.
  {
    kind: 'table',
    target: 'account_settings',
    action: 'select',
    may: ['admin'],
    run: select('account_settings', () => ['id', 'true']),
  },
  {
    kind: 'table',
    target: 'account_settings',
    action: 'insert',
    may: [],
    run: async ({ client }) => {
      const { status } = await client.from('account_settings').insert({ id: true, confirm_email: true });
      return status < 300;
    },
  },
  {
    kind: 'table',
    target: 'account_settings',
    action: 'update',
    may: ['admin'],
    run: async ({ client }) => {
      const [before] = await query<{ confirm_email: boolean }>('select confirm_email from public.account_settings');
      await client.from('account_settings').update({ confirm_email: !before!.confirm_email }).eq('id', true);
      const changed = await exists('select 1 from public.account_settings where confirm_email = $1', [
        !before!.confirm_email,
      ]);
      await query('update public.account_settings set confirm_email = $1', [before!.confirm_email]);
      return changed;
    },
  },
  {
    kind: 'table',
    target: 'account_settings',
    action: 'delete',
    may: [],
    run: remove('account_settings', async () => ['id', 'true']),
  },
  // The crews: teams, their leave, cleaners and invitations are the office's (a cleaner reads their own team and row,
  // tried in crews.test.ts); a job's progress and photos are written only by the crew's functions.
  {
    kind: 'table',
    target: 'teams',
    action: 'select',
    may: ['admin'],
    run: select('teams', async () => ['id', await newTeam()]),
  },
  {
    kind: 'table',
    target: 'teams',
    action: 'insert',
    may: ['admin'],
    run: insert(
      'teams',
      async () => ({ name: marker('Team'), active: false }),
      async (row) => exists('select 1 from public.teams where name = $1', [row.name]),
    ),
  },
  {
    kind: 'table',
    target: 'teams',
    action: 'update',
    may: ['admin'],
    run: update(
      'teams',
      async () => ['id', await newTeam()],
      'name',
      () => marker('Renamed'),
    ),
  },
  {
    kind: 'table',
    target: 'teams',
    action: 'delete',
    may: ['admin'],
    run: remove('teams', async () => ['id', await newTeam()]),
  },
  {
    kind: 'table',
    target: 'team_leave',
    action: 'select',
    may: ['admin'],
    run: select('team_leave', async () => {
      const team = await newTeam();
      await query(`insert into public.team_leave (team_id, day) values ($1, $2)`, [team, futureDay()]);
      return ['team_id', team];
    }),
  },
  {
    kind: 'table',
    target: 'team_leave',
    action: 'insert',
    may: ['admin'],
    run: insert(
      'team_leave',
      async () => ({ team_id: await newTeam(), day: futureDay(), reason: marker('leave') }),
      async (row) => exists('select 1 from public.team_leave where reason = $1', [row.reason]),
    ),
  },
  {
    kind: 'table',
    target: 'team_leave',
    action: 'update',
    may: ['admin'],
    run: update(
      'team_leave',
      async () => {
        const team = await newTeam();
        await query(`insert into public.team_leave (team_id, day) values ($1, $2)`, [team, futureDay()]);
        return ['team_id', team];
      },
      'reason',
      () => marker('reason'),
    ),
  },
  {
    kind: 'table',
    target: 'team_leave',
    action: 'delete',
    may: ['admin'],
    run: remove('team_leave', async () => {
      const team = await newTeam();
      await query(`insert into public.team_leave (team_id, day) values ($1, $2)`, [team, futureDay()]);
      return ['team_id', team];
    }),
  },
  {
    kind: 'table',
    target: 'cleaners',
    action: 'select',
    may: ['admin'],
    run: select('cleaners', async () => ['user_id', await newCleaner()]),
  },
  {
    kind: 'table',
    target: 'cleaners',
    action: 'insert',
    may: [],
    run: insert(
      'cleaners',
      async () => ({ user_id: await newUser() }),
      async (row) => exists('select 1 from public.cleaners where user_id = $1', [row.user_id]),
    ),
  },
  {
    kind: 'table',
    target: 'cleaners',
    action: 'update',
    may: ['admin'],
    run: async (actor) => {
      const [cleaner, team] = [await newCleaner(), await newTeam()];
      await actor.client.from('cleaners').update({ team_id: team }).eq('user_id', cleaner);
      return exists('select 1 from public.cleaners where user_id = $1 and team_id = $2', [cleaner, team]);
    },
  },
  {
    kind: 'table',
    target: 'cleaners',
    action: 'delete',
    may: [],
    run: remove('cleaners', async () => ['user_id', await newCleaner()]),
  },
  {
    kind: 'table',
    target: 'cleaner_invitations',
    action: 'select',
    may: ['admin'],
    run: select('cleaner_invitations', async () => ['id', (await newInvitation()).id]),
  },
  {
    kind: 'table',
    target: 'cleaner_invitations',
    action: 'insert',
    may: [],
    run: insert(
      'cleaner_invitations',
      async () => ({
        email: `${marker('forged')}@example.com`,
        token_hash: '\\x00',
        expires_at: '2099-01-01T00:00:00Z',
      }),
      async (row) => exists('select 1 from public.cleaner_invitations where email = $1', [row.email]),
    ),
  },
  {
    kind: 'table',
    target: 'cleaner_invitations',
    action: 'update',
    may: [],
    run: update(
      'cleaner_invitations',
      async () => ['id', (await newInvitation()).id],
      'expires_at',
      () => '2099-01-01 00:00:00+00',
    ),
  },
  {
    kind: 'table',
    target: 'cleaner_invitations',
    action: 'delete',
    may: [],
    run: remove('cleaner_invitations', async () => ['id', (await newInvitation()).id]),
  },
  {
    kind: 'table',
    target: 'job_progress',
    action: 'select',
    may: ['admin'],
    run: select('job_progress', async () => ['booking_id', await jobWithProgress()]),
  },
  {
    kind: 'table',
    target: 'job_progress',
    action: 'insert',
    may: [],
    run: insert(
      'job_progress',
      async () => ({ booking_id: (await newBooking()).id, started_at: '2020-01-01T00:00:00Z' }),
      async (row) => exists('select 1 from public.job_progress where booking_id = $1', [row.booking_id]),
    ),
  },
  {
    kind: 'table',
    target: 'job_progress',
    action: 'update',
    may: [],
    run: update(
      'job_progress',
      async () => ['booking_id', await jobWithProgress()],
      'finished_at',
      () => '2020-01-01 00:00:00+00',
    ),
  },
  {
    kind: 'table',
    target: 'job_progress',
    action: 'delete',
    may: [],
    run: remove('job_progress', async () => ['booking_id', await jobWithProgress()]),
  },
  {
    kind: 'table',
    target: 'job_photos',
    action: 'select',
    may: ['admin'],
    run: select('job_photos', async () => ['booking_id', await jobWithProgress()]),
  },
  {
    kind: 'table',
    target: 'job_photos',
    action: 'insert',
    may: [],
    run: insert(
      'job_photos',
      async () => {
        const id = (await newBooking()).id;
        return { id: randomUUID(), booking_id: id, storage_path: `${id}/${randomUUID()}.png` };
      },
      async (row) => exists('select 1 from public.job_photos where id = $1', [row.id]),
    ),
  },
  {
    kind: 'table',
    target: 'job_photos',
    action: 'update',
    may: [],
    run: update(
      'job_photos',
      async () => ['booking_id', await jobWithProgress()],
      'storage_path',
      () => marker('moved'),
    ),
  },
  {
    kind: 'table',
    target: 'job_photos',
    action: 'delete',
    may: [],
    run: remove('job_photos', async () => ['booking_id', await jobWithProgress()]),
  },
];

// Functions ----------------------------------------------------------------------------------------------------------

/** Calls `fn` with `args`; true when it answered without an error. */
const answers =
  (fn: string, args: Record<string, unknown> | ((actor: Actor) => Promise<Record<string, unknown>>) = {}) =>
  async (actor: Actor) => {
    const { error } = await actor.client.rpc(fn, typeof args === 'function' ? await args(actor) : args);
    return error === null;
  };

const rpcPaths: Path[] = [
  {
    kind: 'rpc',
    target: 'get_user_role',
    action: 'learn another user’s role',
    may: ['admin'],
    run: async ({ client }) => (await client.rpc('get_user_role', { _user_id: adminId })).data === 'admin',
  },
  {
    kind: 'rpc',
    target: 'has_role',
    action: 'learn another user’s role',
    may: ['admin'],
    run: async ({ client }) => (await client.rpc('has_role', { _user_id: adminId, _role: 'admin' })).data === true,
  },
  {
    kind: 'rpc',
    target: 'booking_availability',
    action: 'call',
    may: ['anon', 'user', 'admin'],
    run: answers('booking_availability', { _date: dubaiDate(5) }),
  },
  {
    kind: 'rpc',
    target: 'request_booking',
    action: 'call',
    may: ['anon', 'user', 'admin'],
    run: async ({ client }) => (await requestBooking(client)).status === 200,
  },
  {
    kind: 'rpc',
    target: 'manage_booking_get',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    run: answers('manage_booking_get', async () => ({ _token: (await newBooking()).token })),
  },
  {
    kind: 'rpc',
    target: 'manage_booking_reschedule',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    run: answers('manage_booking_reschedule', async () => {
      const { date, time_slot } = freeSlot();
      return { _token: (await newBooking()).token, _date: date, _time_slot: time_slot };
    }),
  },
  {
    kind: 'rpc',
    target: 'manage_booking_cancel',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    run: answers('manage_booking_cancel', async () => ({ _token: (await newBooking()).token })),
  },
  { kind: 'rpc', target: 'admin_bookings', action: 'call', may: ['admin'], run: answers('admin_bookings') },
  { kind: 'rpc', target: 'admin_booking_stats', action: 'call', may: ['admin'], run: answers('admin_booking_stats') },
  {
    kind: 'rpc',
    target: 'admin_schedule',
    action: 'call',
    may: ['admin'],
    run: answers('admin_schedule', { _from: dubaiDate(0), _to: dubaiDate(6) }),
  },
  { kind: 'rpc', target: 'admin_messages', action: 'call', may: ['admin'], run: answers('admin_messages') },
  {
    kind: 'rpc',
    target: 'admin_set_message_handled',
    action: 'call',
    may: ['admin'],
    run: async ({ client }) => {
      const id = await newMessage();
      await client.rpc('admin_set_message_handled', { _id: id, _handled: true });
      return exists('select 1 from public.contact_messages where id = $1 and handled_at is not null', [id]);
    },
  },
  { kind: 'rpc', target: 'admin_uploads', action: 'call', may: ['admin'], run: answers('admin_uploads') },
  { kind: 'rpc', target: 'admin_users', action: 'call', may: ['admin'], run: answers('admin_users') },
  {
    kind: 'rpc',
    target: 'revoke_admin',
    action: 'call',
    may: ['admin'],
    run: async ({ client }) => {
      const id = await newUser();
      await query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [id]);
      await client.rpc('revoke_admin', { _user_id: id });
      return exists(`select 1 from public.user_roles where user_id = $1 and role = 'user'`, [id]);
    },
  },
  { kind: 'rpc', target: 'admin_spam', action: 'call', may: ['admin'], run: answers('admin_spam') },
  {
    kind: 'rpc',
    target: 'admin_release_spam',
    action: 'call',
    may: ['admin'],
    run: async ({ client }) => {
      const id = await newMessage('honeypot');
      await client.rpc('admin_release_spam', { _kind: 'message', _id: id });
      return exists('select 1 from public.contact_messages where id = $1 and spam_reason is null', [id]);
    },
  },
  {
    kind: 'rpc',
    target: 'admin_delete_spam',
    action: 'call',
    may: ['admin'],
    run: async ({ client }) => {
      const id = await newMessage('too_fast');
      await client.rpc('admin_delete_spam', { _kind: 'message', _id: id });
      return !(await exists('select 1 from public.contact_messages where id = $1', [id]));
    },
  },
  { kind: 'rpc', target: 'purge_spam', action: 'call', may: [], run: answers('purge_spam') },
  { kind: 'rpc', target: 'admin_outbox', action: 'call', may: ['admin'], run: answers('admin_outbox') },
  { kind: 'rpc', target: 'admin_outbox_stats', action: 'call', may: ['admin'], run: answers('admin_outbox_stats') },
  {
    kind: 'rpc',
    target: 'admin_outbox_retry',
    action: 'call',
    may: ['admin'],
    run: async ({ client }) => {
      const id = await outboxMessage('failed');
      await client.rpc('admin_outbox_retry', { _id: id });
      return exists(`select 1 from public.outbox_messages where id = $1 and state = 'pending'`, [id]);
    },
  },
  {
    kind: 'rpc',
    target: 'admin_outbox_cancel',
    action: 'call',
    may: ['admin'],
    run: async ({ client }) => {
      const id = await outboxMessage('pending');
      await client.rpc('admin_outbox_cancel', { _id: id });
      return exists(`select 1 from public.outbox_messages where id = $1 and state = 'cancelled'`, [id]);
    },
  },
  // A series' manage link: whoever holds the link (as the one-off booking's).
  {
    kind: 'rpc',
    target: 'manage_series_skip',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    slow: true,
    run: async (actor) => {
      const series = await newSeries();
      return answers('manage_series_skip', { _token: series.token, _occurs_on: series.occursOn[1] })(actor);
    },
  },
  {
    kind: 'rpc',
    target: 'manage_series_move',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    slow: true,
    run: async (actor) => {
      const series = await newSeries();
      return answers('manage_series_move', {
        _token: series.token,
        _occurs_on: series.occursOn[1],
        _date: addDays(series.occursOn[1]!, 1),
        _time_slot: await freeOn(addDays(series.occursOn[1]!, 1)),
      })(actor);
    },
  },
  {
    kind: 'rpc',
    target: 'manage_series_change',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    slow: true,
    run: async (actor) => {
      const series = await newSeries();
      // From the last visits on: the few visits remade keep the call cheap on a busy machine. The first day after
      // them with a free slot (the closed days of the rows above fall in these weeks).
      const from = addDays(series.occursOn[6]!, 1);
      const [row] = await query<{ date: string; time_slot: string }>(
        `select d::date::text as date, a.time_slot
         from generate_series($1::date, $1::date + 6, interval '1 day') d
         cross join lateral public.booking_availability(d::date, $2) a
         where a.reason is null order by d, a.time_slot limit 1`,
        [from, seriesService],
      );
      if (!row) throw new Error(`no free slot in the week from ${from}`);
      return answers('manage_series_change', {
        _token: series.token,
        _first_date: row.date,
        _time_slot: row.time_slot,
      })(actor);
    },
  },
  {
    kind: 'rpc',
    target: 'manage_series_pause',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    slow: true,
    run: async (actor) => {
      const series = await newSeries();
      return answers('manage_series_pause', { _token: series.token, _until: series.occursOn[3] })(actor);
    },
  },
  {
    kind: 'rpc',
    target: 'manage_series_resume',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    slow: true,
    run: async (actor) => {
      const series = await newSeries();
      await query(`update public.booking_series set paused_until = $2 where id = $1`, [series.id, series.occursOn[3]]);
      return answers('manage_series_resume', { _token: series.token })(actor);
    },
  },
  {
    kind: 'rpc',
    target: 'manage_series_cancel',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    slow: true,
    run: async (actor) => answers('manage_series_cancel', { _token: (await newSeries()).token })(actor),
  },
  { kind: 'rpc', target: 'series_keep_ahead', action: 'call', may: [], run: answers('series_keep_ahead') },
  { kind: 'rpc', target: 'admin_series', action: 'call', may: ['admin'], run: answers('admin_series') },
  {
    kind: 'rpc',
    target: 'admin_series_get',
    action: 'call',
    may: ['admin'],
    run: answers('admin_series_get', () => Promise.resolve({ _series_id: customerSeries.id })),
  },
  {
    kind: 'rpc',
    target: 'admin_series_place_visit',
    action: 'call',
    may: ['admin'],
    slow: true,
    run: async (actor) => {
      const series = await newSeries();
      await query(
        `update public.bookings set status = 'cancelled' where id = (select booking_id from public.series_visits
         where series_id = $1 and occurs_on = $2)`,
        [series.id, series.occursOn[1]],
      );
      await query(
        `update public.series_visits set state = 'flagged', booking_id = null where series_id = $1 and occurs_on = $2`,
        [series.id, series.occursOn[1]],
      );
      await actor.client.rpc('admin_series_place_visit', {
        _series_id: series.id,
        _occurs_on: series.occursOn[1],
        _date: series.occursOn[1],
        _time_slot: await freeOn(series.occursOn[1]!),
      });
      return exists(`select 1 from public.series_visits where series_id = $1 and occurs_on = $2 and state = 'booked'`, [
        series.id,
        series.occursOn[1],
      ]);
    },
  },
  {
    kind: 'rpc',
    target: 'admin_series_skip_visit',
    action: 'call',
    may: ['admin'],
    slow: true,
    run: async ({ client }) => {
      const series = await newSeries();
      await client.rpc('admin_series_skip_visit', { _series_id: series.id, _occurs_on: series.occursOn[1] });
      return exists(
        `select 1 from public.series_visits where series_id = $1 and occurs_on = $2 and state <> 'booked'`,
        [series.id, series.occursOn[1]],
      );
    },
  },
  {
    kind: 'rpc',
    target: 'admin_series_cancel',
    action: 'call',
    may: ['admin'],
    slow: true,
    run: async ({ client }) => {
      const series = await newSeries();
      await client.rpc('admin_series_cancel', { _series_id: series.id });
      return exists(`select 1 from public.booking_series where id = $1 and status = 'cancelled'`, [series.id]);
    },
  },
  // The account page's calls: a signed-in user's own account; the confirmation link for whoever holds it.
  { kind: 'rpc', target: 'account_summary', action: 'call', may: ['user', 'admin'], run: answers('account_summary') },
  { kind: 'rpc', target: 'account_visits', action: 'call', may: ['user', 'admin'], run: answers('account_visits') },
  {
    kind: 'rpc',
    target: 'account_send_confirmation',
    action: 'call',
    may: ['user', 'admin'],
    run: async (actor) => {
      // The last link went out at sign-up; another may go a minute later.
      await query(`update private.account_email_proofs set sent_at = now() - interval '2 minutes' where user_id = $1`, [
        actor.id,
      ]);
      return answers('account_send_confirmation')(actor);
    },
  },
  {
    kind: 'rpc',
    target: 'account_confirm_email',
    action: 'call with the link',
    may: ['anon', 'user', 'admin'],
    run: async ({ client }) => {
      const id = await newUser();
      await query('select private.send_account_confirmation($1)', [id]);
      const [message] = await query<{ path: string }>(
        `select m.payload ->> 'confirm_path' as path from public.outbox_messages m join auth.users u on u.email = m.recipient
         where u.id = $1 and m.kind = 'account_confirm_email'`,
        [id],
      );
      const token = new URL(message!.path, 'http://site.test').searchParams.get('token');
      await client.rpc('account_confirm_email', { _token: token });
      return exists('select 1 from private.account_email_proofs where user_id = $1 and confirmed_at is not null', [id]);
    },
  },
  {
    kind: 'rpc',
    target: 'account_manage_link',
    action: 'call for the customer’s booking',
    may: ['customer'],
    run: async ({ client }) => {
      const { data } = await client.rpc('account_manage_link', { _booking_id: customerBooking.id });
      return typeof data === 'string' && data.length > 40;
    },
  },
  // The delivery worker's functions: the service role's alone.
  { kind: 'rpc', target: 'outbox_claim', action: 'call', may: [], run: answers('outbox_claim', { _limit: 0 }) },
  { kind: 'rpc', target: 'outbox_next_due', action: 'call', may: [], run: answers('outbox_next_due') },
  {
    kind: 'rpc',
    target: 'outbox_record_sent',
    action: 'call',
    may: [],
    run: answers('outbox_record_sent', { _id: randomUUID(), _claim_id: randomUUID() }),
  },
  {
    kind: 'rpc',
    target: 'outbox_record_failure',
    action: 'call',
    may: [],
    run: answers('outbox_record_failure', { _id: randomUUID(), _claim_id: randomUUID(), _error: 'probe' }),
  },
  {
    kind: 'rpc',
    target: 'review_request_get',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    run: answers('review_request_get', async () => ({ _token: (await finishedJob()).token })),
  },
  {
    kind: 'rpc',
    target: 'submit_review',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    run: async ({ client }) => {
      const { id, token } = await finishedJob();
      await client.rpc('submit_review', { _token: token, _rating: 4, _comment: 'Tidy work' });
      return exists('select 1 from public.reviews where booking_id = $1', [id]);
    },
  },
  {
    kind: 'rpc',
    target: 'published_reviews',
    action: 'call',
    may: ['anon', 'user', 'admin'],
    run: answers('published_reviews'),
  },
  {
    kind: 'rpc',
    target: 'review_summary',
    action: 'call',
    may: ['anon', 'user', 'admin'],
    run: answers('review_summary'),
  },
  {
    kind: 'rpc',
    target: 'review_photo_allowed',
    action: 'call',
    may: ['anon', 'user', 'admin'],
    run: answers('review_photo_allowed', { _name: `${randomUUID()}/photo.png` }),
  },
  { kind: 'rpc', target: 'admin_reviews', action: 'call', may: ['admin'], run: answers('admin_reviews') },
  {
    kind: 'rpc',
    target: 'admin_moderate_review',
    action: 'call',
    may: ['admin'],
    run: async ({ client }) => {
      const id = await newReview();
      await client.rpc('admin_moderate_review', { _id: id, _status: 'approved' });
      return exists(`select 1 from public.reviews where id = $1 and status = 'approved'`, [id]);
    },
  },
  {
    kind: 'rpc',
    target: 'auth_send_email_hook',
    action: 'call (the auth service’s alone)',
    may: [],
    run: async ({ client }) => {
      const email = `${marker('hook')}@example.com`;
      await client.rpc('auth_send_email_hook', {
        event: {
          user: { id: randomUUID(), email },
          email_data: { email_action_type: 'recovery', token: '123456', token_hash: 'probe', redirect_to: '' },
        },
      });
      return exists('select 1 from public.outbox_messages where recipient = $1', [email]);
    },
  },
  // The crews: the office's functions; the crew's functions act only for a cleaner of a team (none of these actors;
  // crews.test.ts tries a cleaner), so their rows say nobody here starts, ticks, finishes or reads a job.
  {
    kind: 'rpc',
    target: 'admin_assign_booking',
    action: 'call',
    may: ['admin'],
    run: answers('admin_assign_booking', async () => ({ _booking_id: (await newBooking()).id, _team_id: null })),
  },
  {
    kind: 'rpc',
    target: 'admin_invite_cleaner',
    action: 'invite',
    may: ['admin'],
    run: async ({ client }) => {
      const email = `${marker('invite')}@example.com`;
      await client.rpc('admin_invite_cleaner', { _email: email });
      return exists('select 1 from public.cleaner_invitations where email = $1', [email]);
    },
  },
  {
    kind: 'rpc',
    target: 'admin_remove_cleaner',
    action: 'remove a cleaner',
    may: ['admin'],
    run: async ({ client }) => {
      const id = await newCleaner();
      await client.rpc('admin_remove_cleaner', { _user_id: id });
      return !(await exists('select 1 from public.cleaners where user_id = $1', [id]));
    },
  },
  {
    kind: 'rpc',
    target: 'cleaner_invitation_get',
    action: 'call with the token',
    may: ['anon', 'user', 'admin'],
    run: answers('cleaner_invitation_get', async () => ({ _token: (await newInvitation()).token })),
  },
  {
    kind: 'rpc',
    target: 'accept_cleaner_invitation',
    action: "accept another address's invitation",
    may: [],
    run: async ({ client, id }) => {
      await client.rpc('accept_cleaner_invitation', { _token: (await newInvitation()).token });
      return id !== null && exists('select 1 from public.cleaners where user_id = $1', [id]);
    },
  },
  {
    kind: 'rpc',
    target: 'crew_team',
    action: 'learn a team',
    may: [],
    run: async ({ client }) => Boolean((await client.rpc('crew_team')).data),
  },
  {
    kind: 'rpc',
    target: 'crew_may_add_photo',
    action: 'be allowed a photo',
    may: [],
    run: async ({ client }) =>
      (await client.rpc('crew_may_add_photo', { _name: `${(await newBooking()).id}/${randomUUID()}.png` })).data ===
      true,
  },
  {
    kind: 'rpc',
    target: 'crew_jobs',
    action: 'read jobs',
    may: [],
    run: async ({ client }) => ((await client.rpc('crew_jobs')).data?.length ?? 0) > 0,
  },
  {
    kind: 'rpc',
    target: 'crew_job_start',
    action: 'start a job',
    may: [],
    run: async ({ client }) => {
      const { id } = await newBooking();
      await client.rpc('crew_job_start', { _booking_id: id });
      return exists('select 1 from public.job_progress where booking_id = $1 and started_at is not null', [id]);
    },
  },
  {
    kind: 'rpc',
    target: 'crew_job_tick',
    action: 'tick a job',
    may: [],
    run: async ({ client }) => {
      const { id } = await newBooking();
      await client.rpc('crew_job_tick', { _booking_id: id, _item: 'floors', _done: true });
      return exists('select 1 from public.job_progress where booking_id = $1', [id]);
    },
  },
  {
    kind: 'rpc',
    target: 'crew_job_finish',
    action: 'finish a job',
    may: [],
    run: async ({ client }) => {
      const { id } = await newBooking();
      await client.rpc('crew_job_finish', { _booking_id: id, _photos: [`${id}/${randomUUID()}.png`] });
      return exists(`select 1 from public.bookings where id = $1 and status = 'completed'`, [id]);
    },
  },
];

// Storage ------------------------------------------------------------------------------------------------------------

// The same four actions on every bucket, each tried on an object the service role stored for the attempt.

/** Lists the folder of a stored object, searching for its name; true when it is listed. */
const listsObject =
  (bucket: string) =>
  async ({ client }: Actor) => {
    const name = await storedObject(bucket);
    const slash = name.lastIndexOf('/');
    const { data } = await client.storage
      .from(bucket)
      .list(name.slice(0, Math.max(slash, 0)), { search: name.slice(slash + 1) });
    return (data?.length ?? 0) > 0;
  };

/** Signs a URL for a stored object; true when one is given. */
const signsUrl =
  (bucket: string) =>
  async ({ client }: Actor) => {
    const name = await storedObject(bucket);
    const { data } = await client.storage.from(bucket).createSignedUrl(name, 60);
    return Boolean(data?.signedUrl);
  };

/** Uploads a 200-byte image over a stored object (upsert); true when the stored object is the new one. */
const replacesObject =
  (bucket: string) =>
  async ({ client }: Actor) => {
    const name = await storedObject(bucket);
    const bytes = new Uint8Array(200);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await client.storage.from(bucket).upload(name, new Blob([bytes], { type: 'image/png' }), { upsert: true });
    return exists(`select 1 from storage.objects where bucket_id = $1 and name = $2 and metadata ->> 'size' = '200'`, [
      bucket,
      name,
    ]);
  };

/** Removes a stored object; true when it is gone. */
const removesObject =
  (bucket: string) =>
  async ({ client }: Actor) => {
    const name = await storedObject(bucket);
    await client.storage.from(bucket).remove([name]);
    return !(await objectExists(bucket, name));
  };

const storagePaths: Path[] = [
  {
    kind: 'storage',
    target: 'uploads',
    action: 'upload',
    may: ['anon', 'user', 'admin'],
    run: async ({ client }) => {
      const name = `uploads/${marker('photo')}.png`;
      await client.storage.from('uploads').upload(name, png());
      return objectExists('uploads', name);
    },
  },
  {
    kind: 'storage',
    target: 'uploads',
    action: 'list',
    may: ['admin'],
    run: listsObject('uploads'),
  },
  {
    kind: 'storage',
    target: 'uploads',
    action: 'read',
    may: ['admin'],
    run: signsUrl('uploads'),
  },
  {
    kind: 'storage',
    target: 'uploads',
    action: 'replace',
    may: [],
    run: replacesObject('uploads'),
  },
  {
    kind: 'storage',
    target: 'uploads',
    action: 'delete',
    may: ['admin'],
    run: removesObject('uploads'),
  },
  {
    kind: 'storage',
    target: 'site-images',
    action: 'upload',
    may: ['admin'],
    run: async ({ client }) => {
      const name = `${marker('image')}.png`;
      await client.storage.from('site-images').upload(name, png());
      return objectExists('site-images', name);
    },
  },
  {
    kind: 'storage',
    target: 'site-images',
    action: 'list',
    may: ['admin'],
    run: listsObject('site-images'),
  },
  {
    kind: 'storage',
    target: 'site-images',
    action: 'read',
    may: ['anon', 'user', 'admin'],
    run: async ({ client }) => {
      const name = await storedObject('site-images');
      const response = await fetch(client.storage.from('site-images').getPublicUrl(name).data.publicUrl);
      return response.status === 200;
    },
  },
  {
    kind: 'storage',
    target: 'site-images',
    action: 'replace',
    may: ['admin'],
    run: replacesObject('site-images'),
  },
  {
    kind: 'storage',
    target: 'site-images',
    action: 'delete',
    may: ['admin'],
    run: removesObject('site-images'),
  },
  {
    kind: 'storage',
    target: 'review-photos',
    action: 'upload',
    may: ['anon', 'user', 'admin'],
    run: async ({ client }) => {
      const [request] = await query<{ id: string }>('select id from public.review_requests where booking_id = $1', [
        (await finishedJob()).id,
      ]);
      const name = `${request!.id}/${marker('photo')}.png`;
      await client.storage.from('review-photos').upload(name, png());
      return objectExists('review-photos', name);
    },
  },
  {
    kind: 'storage',
    target: 'review-photos',
    action: 'list',
    may: ['admin'],
    run: listsObject('review-photos'),
  },
  {
    kind: 'storage',
    target: 'review-photos',
    action: 'read',
    may: ['admin'],
    run: signsUrl('review-photos'),
  },
  {
    kind: 'storage',
    target: 'review-photos',
    action: 'replace',
    may: [],
    run: replacesObject('review-photos'),
  },
  {
    kind: 'storage',
    target: 'review-photos',
    action: 'delete',
    may: ['admin'],
    run: removesObject('review-photos'),
  },
  // job-photos: a cleaner uploads their team's job's photos (crews.test.ts); the office reads and removes them.
  {
    kind: 'storage',
    target: 'job-photos',
    action: 'upload',
    may: [],
    run: async ({ client }) => {
      const name = `${(await newBooking()).id}/${randomUUID()}.png`;
      await client.storage.from('job-photos').upload(name, png());
      return objectExists('job-photos', name);
    },
  },
  {
    kind: 'storage',
    target: 'job-photos',
    action: 'list',
    may: ['admin'],
    run: listsObject('job-photos'),
  },
  {
    kind: 'storage',
    target: 'job-photos',
    action: 'read',
    may: ['admin'],
    run: signsUrl('job-photos'),
  },
  {
    kind: 'storage',
    target: 'job-photos',
    action: 'replace',
    may: [],
    run: replacesObject('job-photos'),
  },
  {
    kind: 'storage',
    target: 'job-photos',
    action: 'delete',
    may: ['admin'],
    run: removesObject('job-photos'),
  },
];

const paths = [...tablePaths, ...rpcPaths, ...storagePaths];

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4 });
  service = makeClient(backend, backend.serviceRoleKey);
  const admin = await signInAdmin(backend);
  adminId = (await admin.auth.getUser()).data.user!.id;
  user = await signUp(backend, 'Matrix User');
  customer = await signUp(backend, 'Matrix Customer');
  const own = await requestBooking(customer.client);
  const [ownRow] = await query<{ id: string }>('select id from public.bookings where reference = $1', [
    own.data!.reference,
  ]);
  customerBooking = { id: ownRow!.id, token: own.data!.token };
  const { date, time_slot } = seriesSlot();
  const series = await requestBooking(customer.client, {
    _service: seriesService,
    _date: date,
    _time_slot: time_slot,
    _frequency: 'weekly',
  });
  const seriesAnswer = series.data as unknown as {
    token: string;
    series: { id: string; visits: { occurs_on: string }[] };
  };
  customerSeries = {
    id: seriesAnswer.series.id,
    token: seriesAnswer.token,
    occursOn: seriesAnswer.series.visits.map((visit) => visit.occurs_on),
  };
  actors.anon = { role: 'anon', client: makeClient(backend), id: null };
  actors.user = { role: 'user', client: user.client, id: user.user.id };
  actors.customer = { role: 'customer', client: customer.client, id: customer.user.id };
  actors.admin = { role: 'admin', client: admin, id: adminId };
  await query(`insert into public.site_content (key, value) values ('matrix.probe', 'Probe')`);
  await query(`insert into public.closed_days (day, reason) values ($1, 'Matrix day')`, [dubaiDate(30)]);
});

afterAll(async () => {
  await backend?.close();
});

describe.each(paths.map((path) => [`${path.kind} ${path.target}: ${path.action}`, path] as const))(
  '%s',
  (_name, path) => {
    const who = roles.filter((role) => allowed(path, role));
    it(
      `is done by ${who.length > 0 ? who.join(', ') : 'none of anon, user, customer, admin'}`,
      async () => {
        const verdicts: Record<string, boolean> = {};
        for (const role of roles) verdicts[role] = await path.run(actors[role]);
        expect(verdicts).toEqual(Object.fromEntries(roles.map((role) => [role, allowed(path, role)])));
      },
      slowTimeout(path),
    );
  },
);

describe('the table covers everything', () => {
  it('every table of the API, with select, insert, update and delete', async () => {
    const tables = (
      await query<{ name: string }>(
        `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
      )
    ).map((row) => row.name);
    const covered = new Set(tablePaths.map((path) => `${path.target} ${path.action}`));
    const missing = tables.flatMap((table) =>
      ['select', 'insert', 'update', 'delete']
        .filter((action) => !covered.has(`${table} ${action}`))
        .map((a) => `${table} ${a}`),
    );
    expect(missing).toEqual([]);
  });

  it('every function of the API', async () => {
    const functions = (
      await query<{ name: string }>(
        `select proname as name from pg_proc
         where pronamespace = 'public'::regnamespace and prorettype <> 'trigger'::regtype`,
      )
    ).map((row) => row.name);
    const covered = new Set(rpcPaths.map((path) => path.target));
    expect(functions.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('every bucket, with upload, list, read, replace and delete', async () => {
    const buckets = (await query<{ id: string }>('select id from storage.buckets')).map((row) => row.id);
    const covered = new Set(storagePaths.map((path) => `${path.target} ${path.action}`));
    const missing = buckets.flatMap((bucket) =>
      ['upload', 'list', 'read', 'replace', 'delete']
        .filter((a) => !covered.has(`${bucket} ${a}`))
        .map((a) => `${bucket} ${a}`),
    );
    expect(missing).toEqual([]);
  });
});
