import type { Database } from '../engines/database.ts';

/** What {@link seedBookings} makes. */
export interface SeedBookingsOptions {
  /** How many bookings (default 500). */
  count?: number;
  /** First appointment day, in days from today in Dubai (default −30: a month of history). */
  fromDay?: number;
  /** Last appointment day, in days from today in Dubai (default 30). */
  toDay?: number;
  /** Statuses handed out in turn (default pending, confirmed, completed, cancelled). */
  statuses?: readonly ('pending' | 'confirmed' | 'completed' | 'cancelled')[];
}

export interface SeededBooking {
  id: string;
  reference: string;
  service: string;
  date: string;
  time_slot: string;
  name: string;
  phone: string;
  email: string;
  status: string;
  total_aed: string | null;
}

/**
 * Candidate blocks: every day of the range (closed days left out), every service, every 2-hour block from opening
 * time (08:00, 10:00, … on Monday to Saturday; 09:00, 11:00, … on Sunday), so two of them never overlap.
 */
const candidatesSql = `
  select d::date as date, s.service, s.n as service_order, sl.time_slot, sl.hour
  from generate_series((now() at time zone 'Asia/Dubai')::date + $1::integer,
                       (now() at time zone 'Asia/Dubai')::date + $2::integer, interval '1 day') as d
  join private.booking_opening_hours() h on h.isodow = extract(isodow from d)::integer
  cross join unnest(array['residential', 'office', 'deep', 'movein', 'carpet']) with ordinality as s (service, n)
  join private.booking_slots() sl on sl.hour >= h.open and sl.hour + 2 <= h.close and (sl.hour - h.open) % 2 = 0
  where not exists (select 1 from public.closed_days c where c.day = d::date)`;

/**
 * Inserts `count` bookings at once as the database owner, for tests (and the e2e's global setup) that need many:
 * spread evenly over the days of the range, the five services and non-overlapping 2-hour blocks inside opening
 * hours, at most one per service and block (so with 1 crew or more no slot is over capacity, and with the default 2
 * crews every seeded block still has a crew free), with distinct UAE mobile numbers stored in E.164
 * ('+9715…'), a size and extras priced from the stored price list, a reference and a 'created' event in
 * booking_events (actor 'system').
 *
 * The booking triggers are bypassed for this transaction (`session_replication_role = replica`), which is what lets
 * it make past appointments (the figures of the last 30 days), skip the rate limit and stay quick (500 in well under
 * a second); realtime hears nothing of them. Needs the superuser connection (`backend.ctx.db`).
 */
export async function seedBookings(db: Database, options: SeedBookingsOptions = {}): Promise<SeededBooking[]> {
  const count = options.count ?? 500;
  const fromDay = options.fromDay ?? -30;
  const toDay = options.toDay ?? 30;
  const statuses = options.statuses ?? ['pending', 'confirmed', 'completed', 'cancelled'];
  if (!Number.isInteger(count) || count < 1) throw new Error('seedBookings: count must be a positive integer');
  if (statuses.length === 0) throw new Error('seedBookings: statuses must not be empty');
  // References are drawn at random and checked against stored rows only, so two of one batch may (rarely) meet:
  // the unique constraint refuses the batch and it is drawn again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertBookings(db, count, fromDay, toDay, statuses);
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' || attempt === 3) throw error;
    }
  }
}

function insertBookings(
  db: Database,
  count: number,
  fromDay: number,
  toDay: number,
  statuses: readonly string[],
): Promise<SeededBooking[]> {
  return db.transaction(async (tx) => {
    const available = Number(
      (await tx.query<{ n: number }>(`select count(*)::integer as n from (${candidatesSql}) c`, [fromDay, toDay]))
        .rows[0]?.n ?? 0,
    );
    if (count > available) {
      throw new Error(`seedBookings: ${count} bookings do not fit in ${available} blocks; widen fromDay…toDay`);
    }
    await tx.exec(`set local session_replication_role = replica`);
    const { rows } = await tx.query<SeededBooking>(
      `with candidates as (
         select c.*, row_number() over (order by c.date, c.hour, c.service_order) - 1 as k from (${candidatesSql}) c
       ),
       -- Candidate k is taken when (k + 1) · count / available passes a whole number: count of them, evenly apart.
       picked as (
         select (((c.k + 1) * $3::integer) / $4::integer - 1)::integer as i, c.date, c.service, c.time_slot, c.hour
         from candidates c
         where ((c.k + 1) * $3::integer) / $4::integer > (c.k * $3::integer) / $4::integer
       ),
       shaped as (
         select p.*,
                (array['Aisha', 'Omar', 'Fatima', 'Rahul', 'Maria', 'Yusuf', 'Priya', 'James', 'Layla', 'Ahmed',
                       'Sara', 'Chen'])[p.i % 12 + 1]
                  || ' ' ||
                (array['Khan', 'Al Mansouri', 'Sharma', 'Santos', 'Haddad', 'Smith', 'Nair', 'Rahman', 'Wang',
                       'Al Falasi', 'Ivanova'])[(p.i / 12) % 11 + 1] as name,
                '+9715' || (array['0', '2', '5', '6', '8'])[p.i % 5 + 1]
                  || lpad(((p.i::bigint * 7919 + 1234567) % 10000000)::text, 7, '0') as phone,
                case p.service
                  when 'office' then (array['office-s', 'office-m', 'office-l', 'office-xl'])[p.i % 4 + 1]
                  when 'carpet' then 'item'
                  else (array['studio', '1br', '2br', '3br', '4br', '5br', 'villa-3', 'villa-4', 'villa-5'])[p.i % 9 + 1]
                end as property,
                case when p.service = 'carpet' then p.i % 5 + 1 else 1 end as quantity,
                case when p.i % 3 = 0 then array['materials'] else '{}'::text[] end as extras,
                (array['Dubai Marina', 'Jumeirah Village Circle', 'Downtown Dubai', 'Business Bay', 'Al Barsha',
                       'Arabian Ranches', 'Palm Jumeirah', 'Deira'])[p.i % 8 + 1] as community,
                ($5::text[])[p.i % cardinality($5::text[]) + 1] as status,
                least(now(), (p.date + make_interval(hours => p.hour)) at time zone 'Asia/Dubai' - interval '1 day')
                  - make_interval(mins => p.i) as created_at,
                -- For the reference: private.new_booking_reference()'s alphabet, without its one-by-one check.
                uuid_send(gen_random_uuid()) as random
         from picked p
       ),
       inserted as (
         insert into public.bookings (
           service, date, time_slot, name, phone, email, address, community, building, apartment, property, quantity,
           extras, subtotal_aed, vat_aed, total_aed, reference, status, created_at, updated_at
         )
         select s.service, s.date, s.time_slot, s.name, s.phone,
                lower(replace(s.name, ' ', '.')) || '.' || s.i || '@example.com',
                concat_ws(', ', (s.i % 40 + 1)::text, 'Tower ' || (s.i % 7 + 1), s.community, 'Dubai'),
                s.community, 'Tower ' || (s.i % 7 + 1), (s.i % 40 + 1)::text, s.property, s.quantity, s.extras,
                e.subtotal, private.booking_vat(e.subtotal), e.subtotal + private.booking_vat(e.subtotal),
                'SC-' || (select string_agg(substr(alphabet, get_byte(s.random, j) % length(alphabet) + 1, 1), '' order by j)
                          from (values ('23456789ABCDEFGHJKMNPQRSTUVWXYZ')) as a (alphabet), generate_series(0, 5) as j),
                s.status, s.created_at, s.created_at
         from shaped s,
              lateral (select private.booking_estimate(s.service, s.property, s.quantity, s.extras) as subtotal) e
         returning id, reference, service, date, time_slot, name, phone, email, status, total_aed, created_at
       ),
       events as (
         insert into public.booking_events (booking_id, at, actor, kind, detail)
         select i.id, i.created_at, 'system', 'created', jsonb_build_object(
           'service', i.service, 'date', i.date, 'time_slot', i.time_slot, 'status', i.status, 'total_aed', i.total_aed)
         from inserted i
       )
       select id, reference, service, date::text as date, time_slot, name, phone, email, status, total_aed::text
       from inserted
       order by date, private.slot_hour(time_slot), service`,
      [fromDay, toDay, count, available, statuses],
    );
    return rows;
  });
}
