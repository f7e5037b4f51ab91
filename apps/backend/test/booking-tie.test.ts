import {
  addDays,
  availability,
  bookableServices,
  bookingFrequencies,
  bookingLimits,
  bookingStatuses,
  changeableBookingStatuses,
  defaultFrequencyDiscounts,
  defaultPriceList,
  discountedEstimate,
  dubaiDate,
  estimate,
  isoWeekday,
  itemsRange,
  openingHours,
  type SlotAvailability,
  seriesDates,
  seriesHorizon,
  seriesLimits,
  slotHour,
  slotStartsAt,
  type TimeSlot,
  timeSlots,
} from '@sparkle/company/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { makeClient } from './helpers.ts';

// One source of the booking rules: booking.ts for the statechart, the form and the build, the migration
// for what the database enforces. These tests fail when the two disagree: the seeded settings, the estimate for
// every option, quantity and set of extras, and the availability of a grid of days around a fixed "now".

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await backend?.close();
});

const query = async <T>(sql: string, params: unknown[] = []) => (await backend.ctx.db.query<T>(sql, params)).rows;

/** Makes the database's "now" (private.booking_now()) a fixed instant until `restoreNow`. */
async function setNow(instant: number) {
  const iso = new Date(instant).toISOString();
  await query(`create or replace function private.booking_now() returns timestamptz language sql stable
    set search_path = '' as $$ select '${iso}'::timestamptz $$`);
}
async function restoreNow() {
  await query(`create or replace function private.booking_now() returns timestamptz language sql stable
    set search_path = '' as $$ select now() $$`);
}

describe('the seeded settings', () => {
  it('are the price list of booking.ts, option for option and extra for extra', async () => {
    const options = await query<{ service: string; code: string; label: string; price: string }>(
      'select service, code, label, price from public.price_options',
    );
    const byKey = (a: { service: string; code: string }, b: { service: string; code: string }) =>
      `${a.service}/${a.code}`.localeCompare(`${b.service}/${b.code}`);
    expect(options.map((o) => ({ ...o, price: Number(o.price) })).sort(byKey)).toEqual(
      defaultPriceList.options.map((o) => ({ ...o })).sort(byKey),
    );
    const extras = await query<{ code: string; label: string; price: string; services: string[] }>(
      'select code, label, price, services from public.price_extras order by sort',
    );
    expect(extras.map((e) => ({ ...e, price: Number(e.price) }))).toEqual(
      defaultPriceList.extras.map((e) => ({ ...e, services: [...e.services] })),
    );
  });

  it('give every bookable service the default crews', async () => {
    const crews = await query<{ service: string; crews: number }>(
      'select service, crews from public.service_capacity order by service',
    );
    expect(crews).toEqual(
      bookableServices
        .map(({ value }) => ({ service: value, crews: bookingLimits.defaultCrews }))
        .sort((a, b) => a.service.localeCompare(b.service)),
    );
  });

  it('are read by visitors through the API', async () => {
    const visitor = makeClient(backend);
    const { data, error } = await visitor.from('price_options').select('service, code, price').eq('code', '1br');
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect((await visitor.from('service_capacity').select('*')).data).toHaveLength(5);
  });
});

describe('the limits, opening hours and slots', () => {
  it('are the numbers of bookingLimits and itemsRange', async () => {
    const [row] = await query<{ limits: Record<string, number> }>('select private.booking_limits() as limits');
    expect(row?.limits).toEqual({ ...bookingLimits, itemsMin: itemsRange.min, itemsMax: itemsRange.max });
  });

  it('are the opening hours of each weekday', async () => {
    const hours = await query<{ isodow: 1 | 2 | 3 | 4 | 5 | 6 | 7; open: number; close: number }>(
      'select isodow, open, close from private.booking_opening_hours() order by isodow',
    );
    expect(Object.fromEntries(hours.map((h) => [h.isodow, { open: h.open, close: h.close }]))).toEqual(openingHours);
  });

  it('are the twelve slots, in order, with the hour each starts', async () => {
    const slots = await query<{ time_slot: string; hour: number }>('select * from private.booking_slots()');
    expect(slots).toEqual(timeSlots.map((slot) => ({ time_slot: slot, hour: slotHour(slot) })));
  });

  it('put a slot at the same instant (Asia/Dubai)', async () => {
    const date = dubaiDate(Date.now());
    const rows = await query<{ time_slot: TimeSlot; at: Date }>(
      `select s.time_slot, private.booking_starts_at($1::date, s.time_slot) as at from private.booking_slots() s`,
      [date],
    );
    for (const row of rows) expect(new Date(row.at).getTime(), row.time_slot).toBe(slotStartsAt(date, row.time_slot));
  });
});

/** The values a check constraint allows (`check (column in ('a', 'b'))`), in the order it names them. */
async function checkedValues(constraint: string): Promise<string[]> {
  const [row] = await query<{ def: string }>(
    'select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1',
    [constraint],
  );
  if (!row) throw new Error(`No constraint ${constraint}`);
  return [...row.def.matchAll(/'([^']*)'/g)].map((match) => match[1] as string);
}

describe('the statuses and services', () => {
  it('are the statuses of booking.ts that a booking can have', async () => {
    expect(await checkedValues('bookings_status_check')).toEqual([...bookingStatuses]);
  });

  it('let the customer change a booking in the changeable statuses only (the manage link)', async () => {
    const rows = await query<{ status: string; can_change: boolean }>(
      `select s as status, (private.manage_view(jsonb_populate_record(null::public.bookings,
         jsonb_build_object('status', s, 'date', $1::date, 'time_slot', '10:00 AM'))) ->> 'can_change')::boolean
         as can_change
       from unnest($2::text[]) s`,
      [addDays(dubaiDate(Date.now()), 10), [...bookingStatuses]],
    );
    expect(rows).toEqual(
      bookingStatuses.map((status) => ({ status, can_change: changeableBookingStatuses.includes(status) })),
    );
  });

  it('are the bookable services of booking.ts wherever a table names a service', async () => {
    const services = bookableServices.map((service) => service.value);
    for (const constraint of [
      'bookings_service_check',
      'service_capacity_service_check',
      'price_options_service_check',
      'booking_series_service_check',
    ]) {
      expect(await checkedValues(constraint), constraint).toEqual(services);
    }
  });
});

describe('private.booking_estimate', () => {
  it('equals estimate() for every option × quantities × subsets of the extras', async () => {
    const extraCodes = [...defaultPriceList.extras.map((e) => e.code), 'jacuzzi'];
    const subsets: string[][] = [];
    for (let mask = 0; mask < 1 << extraCodes.length; mask++) {
      subsets.push(extraCodes.filter((_, i) => mask & (1 << i)));
    }
    subsets.push(['fridge', 'fridge'], ['materials', 'oven', 'materials']);
    const properties = [
      ...defaultPriceList.options.map((o) => [o.service, o.code] as const),
      ['deep', 'item'] as const,
      ['carpet', 'studio'] as const,
      ['office', 'mansion'] as const,
    ];
    const cases = properties.flatMap(([service, property]) =>
      [0, 1, 2, 7, 20, 21].flatMap((quantity) => subsets.map((extras) => ({ service, property, quantity, extras }))),
    );
    const rows = await query<{ n: string; subtotal: string | null; vat: string | null }>(
      `select c.n, e.subtotal, private.booking_vat(e.subtotal) as vat
       from jsonb_array_elements($1::jsonb) with ordinality as c (value, n),
            lateral (select private.booking_estimate(c.value ->> 'service', c.value ->> 'property',
                       (c.value ->> 'quantity')::int,
                       array(select jsonb_array_elements_text(c.value -> 'extras'))) as subtotal) e
       order by c.n`,
      [JSON.stringify(cases)],
    );
    expect(rows).toHaveLength(cases.length);
    let priced = 0;
    cases.forEach((request, i) => {
      const expected = estimate(defaultPriceList, request);
      const row = rows[i]!;
      const actual =
        row.subtotal === null
          ? null
          : {
              subtotalFils: Math.round(Number(row.subtotal) * 100),
              vatFils: Math.round(Number(row.vat) * 100),
              totalFils: Math.round(Number(row.subtotal) * 100) + Math.round(Number(row.vat) * 100),
            };
      expect(actual, JSON.stringify(request)).toEqual(expected);
      if (expected) priced++;
    });
    expect(priced).toBeGreaterThan(500);
  });

  it('follows the stored list when an admin changes a price (VAT rounded to the fil once)', async () => {
    await query(`update public.price_options set price = 123.45 where service = 'office' and code = 'office-s'`);
    try {
      const list = {
        ...defaultPriceList,
        options: defaultPriceList.options.map((o) => (o.code === 'office-s' ? { ...o, price: 123.45 } : o)),
      };
      const request = { service: 'office' as const, property: 'office-s', quantity: 1, extras: ['materials'] };
      const [row] = await query<{ subtotal: string; vat: string }>(
        `select private.booking_estimate('office', 'office-s', 1, array['materials']) as subtotal,
                private.booking_vat(private.booking_estimate('office', 'office-s', 1, array['materials'])) as vat`,
      );
      expect({ subtotal: Math.round(Number(row!.subtotal) * 100), vat: Math.round(Number(row!.vat) * 100) }).toEqual({
        subtotal: estimate(list, request)!.subtotalFils,
        vat: estimate(list, request)!.vatFils,
      });
    } finally {
      await query(`update public.price_options set price = 200 where service = 'office' and code = 'office-s'`);
    }
  });
});

describe('regular cleaning', () => {
  it('has the frequencies, their weeks and their default discounts of booking.ts', async () => {
    const rows = await query<{ frequency: string; interval_weeks: number; percent: string }>(
      'select frequency, interval_weeks, percent from public.frequency_discounts order by interval_weeks',
    );
    expect(rows.map((row) => ({ ...row, percent: Number(row.percent) }))).toEqual(
      bookingFrequencies
        .filter((frequency) => frequency.value !== 'once')
        .map((frequency) => ({
          frequency: frequency.value,
          interval_weeks: frequency.intervalWeeks,
          percent: defaultFrequencyDiscounts[frequency.value as keyof typeof defaultFrequencyDiscounts],
        })),
    );
    const [limits] = await query<{ limits: Record<string, number> }>('select private.series_limits() as limits');
    expect(limits?.limits).toEqual(seriesLimits);
  });

  it('discounts like discountedEstimate(): every option with and without extras, at whole and fractional percents', async () => {
    const percents = [0, 5, 10, 12.5, 15, 33.33, 50];
    const cases = defaultPriceList.options.flatMap((option) =>
      [[], ['materials'], ['oven', 'fridge', 'materials']].flatMap((extras) =>
        percents.map((percent) => ({
          service: option.service,
          property: option.code,
          quantity: option.service === 'carpet' ? 7 : 1,
          extras:
            option.service === 'carpet' || option.service === 'office'
              ? extras.filter((e) => e === 'materials')
              : extras,
          percent,
        })),
      ),
    );
    const rows = await query<{ subtotal: string; vat: string; discount: string }>(
      `select (e.list - e.discount) as subtotal, private.booking_vat(e.list - e.discount) as vat, e.discount
       from jsonb_array_elements($1::jsonb) with ordinality as c (value, n),
            lateral (select l.list, private.booking_discount(l.list, (c.value ->> 'percent')::numeric) as discount
                     from (select private.booking_estimate(c.value ->> 'service', c.value ->> 'property',
                             (c.value ->> 'quantity')::int,
                             array(select jsonb_array_elements_text(c.value -> 'extras'))) as list) l) e
       order by c.n`,
      [JSON.stringify(cases)],
    );
    expect(rows).toHaveLength(cases.length);
    cases.forEach(({ percent, ...request }, i) => {
      const expected = discountedEstimate(defaultPriceList, request, percent)!;
      const row = rows[i]!;
      expect(
        {
          subtotalFils: Math.round(Number(row.subtotal) * 100),
          vatFils: Math.round(Number(row.vat) * 100),
          discountFils: Math.round(Number(row.discount) * 100),
        },
        JSON.stringify({ ...request, percent }),
      ).toEqual({
        subtotalFils: expected.subtotalFils,
        vatFils: expected.vatFils,
        discountFils: expected.discountFils ?? 0,
      });
    });
  });

  it('keeps the horizon of seriesHorizon(), and its pattern is seriesDates()', async () => {
    const now = Date.now() + 3 * 86_400_000;
    await setNow(now);
    try {
      const [row] = await query<{ horizon: string; dates: string[] }>(
        `select to_char(private.series_horizon(), 'YYYY-MM-DD') as horizon,
                array(select to_char(d, 'YYYY-MM-DD') from generate_series($1::date, private.series_horizon(),
                      interval '14 days') d) as dates`,
        [dubaiDate(now)],
      );
      expect(row?.horizon).toBe(seriesHorizon(now));
      expect(row?.dates).toEqual(seriesDates(dubaiDate(now), 2, seriesHorizon(now)));
    } finally {
      await restoreNow();
    }
  });
});

describe('public.booking_availability', () => {
  /** Today + `days` in Dubai, seen from `now`. */
  const day = (now: number, days: number) => addDays(dubaiDate(now), days);

  async function compareDay(now: number, date: string) {
    const closed = (await query<{ day: string }>(`select day::text as day from public.closed_days`)).map((r) => r.day);
    const crews = Object.fromEntries(
      (await query<{ service: string; crews: number }>('select service, crews from public.service_capacity')).map(
        (r) => [r.service, r.crews],
      ),
    );
    const perService: Record<string, SlotAvailability[]> = {};
    for (const { value: service } of bookableServices) {
      const starts = await query<{ time_slot: TimeSlot; n: number }>(
        `select time_slot, count(*)::int as n from public.bookings
         where service = $1 and date = $2 and status <> 'cancelled' group by time_slot`,
        [service, date],
      );
      const expected = availability({
        date,
        now,
        crews: crews[service] as number,
        closedDays: closed,
        startsPerSlot: Object.fromEntries(starts.map((s) => [s.time_slot, s.n])),
      });
      perService[service] = expected;
      const actual = await query<{ time_slot: string; free: number; reason: string | null }>(
        'select * from public.booking_availability($1::date, $2)',
        [date, service],
      );
      expect(
        actual.map((a) => ({ slot: a.time_slot, free: a.free, reason: a.reason })),
        `${date} ${service}`,
      ).toEqual(expected);
    }
    // Without a service: the most any service has free.
    const anyService = timeSlots.map((slot, i) => {
      const best = Math.max(...Object.values(perService).map((slots) => slots[i]!.free));
      const rule = perService.deep![i]!.reason;
      return { slot, free: best, reason: rule && rule !== 'full' ? rule : best > 0 ? null : 'full' };
    });
    const actual = await query<{ time_slot: string; free: number; reason: string | null }>(
      'select * from public.booking_availability($1::date)',
      [date],
    );
    expect(
      actual.map((a) => ({ slot: a.time_slot, free: a.free, reason: a.reason })),
      `${date} any service`,
    ).toEqual(anyService);
  }

  it('equals availability() over a grid of days and bookings, from a fixed now', async () => {
    // A Monday morning a week or two ahead, 10:30 in Dubai: "today" has past, too-soon and free slots.
    let monday = dubaiDate(Date.now() + 7 * 86_400_000);
    while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
    const now = slotStartsAt(monday, '10:00 AM') + 30 * 60_000;
    await setNow(now);
    try {
      const tuesday = day(now, 1);
      const sunday = day(now, 6);
      const closed = day(now, 3);
      await query(`insert into public.closed_days (day, reason) values ($1, 'Test holiday')`, [closed]);
      await query(`update public.service_capacity set crews = 3 where service = 'office'`);
      await query(`update public.service_capacity set crews = 0 where service = 'movein'`);
      const book = (service: string, date: string, slot: string, status = 'pending') =>
        query(
          `insert into public.bookings (service, date, time_slot, name, phone, email, address, status)
           values ($1, $2, $3, 'Tie Test', '+971501234567', 'tie@example.com', 'Dubai', $4)`,
          [service, date, slot, status],
        );
      await book('deep', tuesday, '10:00 AM');
      await book('deep', tuesday, '10:00 AM');
      await book('deep', tuesday, '01:00 PM');
      await book('deep', tuesday, '02:00 PM');
      await book('deep', tuesday, '04:00 PM', 'cancelled');
      await book('office', tuesday, '08:00 AM');
      await book('office', tuesday, '09:00 AM');
      await book('office', tuesday, '09:00 AM');
      await book('carpet', sunday, '09:00 AM');
      await book('carpet', sunday, '10:00 AM');
      await book('residential', monday, '01:00 PM');

      for (const date of [monday, tuesday, sunday, closed, day(now, -1), day(now, 59), day(now, 60), day(now, 61)]) {
        await compareDay(now, date);
      }
      // On the hour: a slot exactly the lead time away can be booked, one a minute nearer cannot.
      const onTheHour = slotStartsAt(monday, '11:00 AM');
      await setNow(onTheHour);
      await compareDay(onTheHour, monday);
      await setNow(onTheHour + 60_000);
      await compareDay(onTheHour + 60_000, monday);
    } finally {
      await restoreNow();
      await query(`update public.service_capacity set crews = 2`);
      await query(`delete from public.closed_days`);
    }
  });

  it('refuses an unknown service with 400 and answers visitors without personal data', async () => {
    const visitor = makeClient(backend);
    const date = dubaiDate(Date.now() + 3 * 86_400_000);
    const bad = await visitor.rpc('booking_availability', { _date: date, _service: 'windows' });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '22023', details: 'service', message: 'Unknown service "windows"' });
    const { data, error } = await visitor.rpc('booking_availability', { _date: date, _service: 'deep' });
    expect(error).toBeNull();
    expect(data).toHaveLength(12);
    expect(Object.keys(data![0]).sort()).toEqual(['free', 'reason', 'time_slot']);
  });
});
