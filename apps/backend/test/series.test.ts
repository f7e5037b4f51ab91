import {
  addDays,
  defaultPriceList,
  discountedEstimate,
  dubaiDate as dubaiDateOf,
  isoWeekday,
  seriesDates,
  seriesHorizon,
} from '@sparkle/company/booking';
import { OutboxWorker } from '@sparkle/outbox';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { LocalOutboxWorker, sqlOutboxStore } from '../src/outbox/index.ts';
import { dubaiDate, HUMAN_FILL_MS, makeClient, signInAdmin, signUp } from './helpers.ts';

// Regular cleaning: a booking with a frequency is a series whose visits the database makes 8 weeks ahead, each a booking
// through the same triggers (rules, price, crews), flagged and kept when its slot is full or closed; the frequency's
// discount is the database's; the series keeps itself ahead through the worker's loop; and its manage link skips, moves,
// pauses, resumes, changes and cancels with the 24-hour rule per visit, recording each change.

let backend: RunningBackend;
let admin: SupabaseClient;
let visitor: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4 });
  admin = await signInAdmin(backend);
  visitor = makeClient(backend);
  await query(`update public.message_settings set alert_email = 'office@sparkle.test' where id`);
});

afterAll(async () => {
  await backend?.close();
});

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<T>(sql, params)).rows;

/** Makes the database's "now" (private.booking_now()) `days` from now while `run` runs. */
async function inDays<T>(days: number, run: () => Promise<T>): Promise<T> {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString();
  await query(`create or replace function private.booking_now() returns timestamptz language sql stable
    set search_path = '' as $$ select '${iso}'::timestamptz $$`);
  try {
    return await run();
  } finally {
    await query(`create or replace function private.booking_now() returns timestamptz language sql stable
      set search_path = '' as $$ select now() $$`);
  }
}

interface SeriesAnswer {
  reference: string;
  token: string;
  date: string;
  time_slot: string;
  subtotal_aed: number;
  vat_aed: number;
  total_aed: number;
  discount_aed: number | null;
  series: { id: string; reference: string; frequency: string; discount_percent: number; visits: Visit[] };
}

interface Visit {
  occurs_on: string;
  state: string;
  flag_reason: string | null;
  suggestions: { date: string; time_slot: string }[];
  booking_id: string | null;
  date: string;
  time_slot: string;
  status: string | null;
  can_change: boolean;
}

let emails = 0;
/** Books a series (or one visit) as the site's form does; every series has a customer address of its own. */
async function requestSeries(overrides: Record<string, unknown>, client = visitor): Promise<SeriesAnswer> {
  const { data, error } = await client.rpc('request_booking', {
    _service: 'residential',
    _time_slot: '10:00 AM',
    _name: 'Aisha Khan',
    _phone: '+971501234567',
    _email: `series-${++emails}@example.com`,
    _community: 'Dubai Marina',
    _building: 'Marina Tower',
    _apartment: '1504',
    _property: '2br',
    _honeypot: '',
    _fill_ms: HUMAN_FILL_MS,
    _frequency: 'weekly',
    ...overrides,
  });
  if (error) throw new Error(`request_booking: ${error.message} (${error.details})`);
  return data as SeriesAnswer;
}

const visitsOf = (seriesId: string) =>
  query<{ occurs_on: string; state: string; flag_reason: string | null; suggestions: unknown[]; booking_id: string }>(
    `select to_char(occurs_on, 'YYYY-MM-DD') as occurs_on, state, flag_reason, suggestions, booking_id
     from public.series_visits where series_id = $1 order by occurs_on`,
    [seriesId],
  );

/** A day `from` or more days ahead on the given ISO weekday. */
function nextWeekday(from: number, weekday: number): string {
  let date = dubaiDate(from);
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}

describe('a weekly series', () => {
  it('keeps every visit of its 8 weeks, flagging the one on a closed day and the one in a full slot', async () => {
    const first = nextWeekday(1, 2); // a Tuesday 1 to 7 days ahead: 8 Tuesdays fit in the horizon
    const closed = addDays(first, 14);
    const full = addDays(first, 21);
    await query(`insert into public.closed_days (day, reason) values ($1, 'Series holiday')`, [closed]);
    for (let crew = 0; crew < 2; crew++) {
      await query(
        `insert into public.bookings (service, date, time_slot, name, phone, email, address, fill_ms)
         values ('office', $1, '10:00 AM', 'Other customer', '+971500000001', 'other@example.com', 'Elsewhere', 20000)`,
        [full],
      );
    }
    const answer = await requestSeries({ _service: 'office', _property: 'office-m', _date: first });

    const expected = seriesDates(first, 1, seriesHorizon(Date.now()));
    expect(expected).toHaveLength(8);
    const visits = await visitsOf(answer.series.id);
    expect(visits.map((visit) => visit.occurs_on)).toEqual(expected);
    expect(visits.filter((visit) => visit.state === 'flagged').map((v) => [v.occurs_on, v.flag_reason])).toEqual([
      [closed, 'closed'],
      [full, 'full'],
    ]);
    expect(visits.filter((visit) => visit.state === 'booked')).toHaveLength(6);

    // The flagged visits name the nearest free slots; the booked ones are bookings of the series, each a crew.
    for (const visit of visits.filter((v) => v.state === 'flagged')) {
      expect(visit.booking_id).toBeNull();
      expect(visit.suggestions).toHaveLength(3);
      for (const suggestion of visit.suggestions as { date: string; time_slot: string }[]) {
        const [slot] = await query<{ reason: string | null; free: number }>(
          `select reason, free from public.booking_availability($1, 'office') where time_slot = $2`,
          [suggestion.date, suggestion.time_slot],
        );
        expect(slot).toEqual({ reason: null, free: expect.any(Number) });
        expect(slot!.free).toBeGreaterThan(0);
      }
    }
    const bookings = await query<{ date: string; series_id: string }>(
      `select to_char(date, 'YYYY-MM-DD') as date, series_id from public.bookings where series_id = $1 order by date`,
      [answer.series.id],
    );
    expect(bookings.map((b) => b.date)).toEqual(expected.filter((date) => date !== closed && date !== full));

    // The customer and the office are told about each flagged visit; the series has one confirmation and one alert.
    const messages = await query<{ kind: string; recipient: string; payload: Record<string, unknown> }>(
      `select kind, recipient, payload from public.outbox_messages
       where booking_id in (select id from public.bookings where series_id = $1) order by kind, payload ->> 'occurs_on'`,
      [answer.series.id],
    );
    const kinds = messages.map((m) => m.kind);
    expect(kinds.filter((k) => k === 'series_visit_flagged')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'admin_visit_flagged')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'series_confirmation')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'admin_new_booking')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'booking_confirmation')).toHaveLength(0);
    expect(kinds.filter((k) => k === 'booking_reminder')).toHaveLength(6);
    const told = messages.find((m) => m.kind === 'series_visit_flagged' && m.payload.occurs_on === full)!;
    expect(told.recipient).toBe(`series-${emails}@example.com`);
    expect(told.payload).toMatchObject({ reason: 'full', date: full, time_slot: '10:00 AM' });
    expect(told.payload.manage_path).toMatch(/^\/booking\/[A-Za-z0-9_-]{40,}$/);
    expect(told.payload.series).toMatchObject({ reference: answer.series.reference, frequency: 'weekly', weekday: 2 });
    const confirmation = messages.find((m) => m.kind === 'series_confirmation')!;
    expect(confirmation.payload.manage_path).toBe(`/booking/${answer.token}`);
    expect(confirmation.payload.visits).toHaveLength(8);
  });

  it('is priced by the database with the frequency discount before VAT, whatever the client sends', async () => {
    const answer = await requestSeries({
      _date: nextWeekday(4, 3),
      _property: '2br',
      _extras: ['oven'],
      _frequency: 'weekly',
    });
    const expected = discountedEstimate(
      defaultPriceList,
      { service: 'residential', property: '2br', quantity: 1, extras: ['oven'] },
      15,
    )!;
    // 2 bedrooms 200 + oven 60 = 260, less 15 % (39) = 221, VAT 11.05.
    expect(expected).toMatchObject({ listFils: 26_000, discountFils: 3_900, subtotalFils: 22_100, vatFils: 1_105 });
    expect(answer).toMatchObject({ subtotal_aed: 221, vat_aed: 11.05, total_aed: 232.05, discount_aed: 39 });
    const rows = await query<{ subtotal_aed: string; discount_aed: string; discount_percent: string }>(
      `select subtotal_aed, discount_aed, discount_percent from public.bookings where series_id = $1`,
      [answer.series.id],
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows)
      expect(row).toEqual({ subtotal_aed: '221.00', discount_aed: '39.00', discount_percent: '15.00' });

    // An admin's new discount counts for new series; a series keeps the percent it was booked with.
    const { error } = await admin.from('frequency_discounts').update({ percent: 12.5 }).eq('frequency', 'biweekly');
    expect(error).toBeNull();
    const biweekly = await requestSeries({ _date: nextWeekday(4, 4), _frequency: 'biweekly' });
    expect(biweekly.series.discount_percent).toBe(12.5);
    expect(biweekly.discount_aed).toBe(25); // 200 × 12.5 %
    await admin.from('frequency_discounts').update({ percent: 10 }).eq('frequency', 'biweekly');
    const [kept] = await query<{ discount_percent: string }>(
      'select discount_percent from public.booking_series where id = $1',
      [biweekly.series.id],
    );
    expect(kept?.discount_percent).toBe('12.50');
    // One time has no discount; an unknown frequency is refused and stores nothing.
    const once = await requestSeries({ _date: nextWeekday(4, 5), _frequency: 'once' });
    expect(once).toMatchObject({ subtotal_aed: 200 });
    expect(once.series).toBeUndefined();
    expect(once.discount_aed).toBeUndefined();
    const refused = await visitor.rpc('request_booking', {
      _service: 'residential',
      _date: nextWeekday(4, 5),
      _time_slot: '12:00 PM',
      _name: 'Aisha Khan',
      _phone: '+971501234567',
      _email: 'refused@example.com',
      _community: 'Dubai Marina',
      _building: 'Marina Tower',
      _property: '2br',
      _fill_ms: HUMAN_FILL_MS,
      _frequency: 'daily',
    });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: '23514', details: 'frequency' });
    expect(await query(`select 1 from public.bookings where email = 'refused@example.com'`)).toEqual([]);
  });

  it('extends itself: the worker keeps its visits 8 weeks ahead as the days pass', async () => {
    const answer = await requestSeries({ _date: nextWeekday(1, 4), _time_slot: '02:00 PM' });
    const before = await visitsOf(answer.series.id);
    expect(before).toHaveLength(8);
    await inDays(14, async () => {
      // The worker's loop calls series_keep_ahead before it sends (keepAheadMs 0: at every look).
      const worker = new LocalOutboxWorker(
        backend.ctx,
        { smtpUrl: undefined, mailFrom: 'test@sparkle.test', siteUrl: 'http://site.test', whatsapp: undefined },
        { keepAheadMs: 0, log: () => {} },
      );
      worker.wake();
      await worker.idle();
      await worker.close();
      expect(worker.keptAhead.visits).toBeGreaterThanOrEqual(2);
    });
    const after = await visitsOf(answer.series.id);
    expect(after.map((visit) => visit.occurs_on)).toEqual(
      seriesDates(before[0]!.occurs_on, 1, seriesHorizon(Date.now() + 14 * 86_400_000)),
    );
    expect(after).toHaveLength(10);
    expect(after.slice(8).every((visit) => visit.state === 'booked')).toBe(true);
    // Nothing more is due: a second run makes nothing.
    const again = await inDays(14, () =>
      new OutboxWorker({ store: sqlOutboxStore(backend.ctx), senders: {}, siteUrl: () => '' }).keepSeriesAhead(),
    );
    expect(again).toMatchObject({ visits: 0 });
  });
});

describe('the manage link of a series', () => {
  it('skips one visit, and no later than 24 hours before it', async () => {
    const answer = await requestSeries({ _date: nextWeekday(2, 5), _time_slot: '11:00 AM' });
    const [, second] = answer.series.visits;
    const { data, error } = await visitor.rpc('manage_series_skip', {
      _token: answer.token,
      _occurs_on: second!.occurs_on,
    });
    expect(error).toBeNull();
    const view = data as { visits: Visit[] };
    expect(view.visits.find((v) => v.occurs_on === second!.occurs_on)).toMatchObject({
      state: 'skipped',
      status: 'cancelled',
      can_change: false,
    });
    const [event] = await query<{ kind: string; actor: string }>(
      `select kind, actor from public.booking_events where series_id = $1 and kind = 'visit_skipped'`,
      [answer.series.id],
    );
    expect(event).toEqual({ kind: 'visit_skipped', actor: 'customer' });
    const notice = await query<{ payload: { series: { reference: string } } }>(
      `select payload from public.outbox_messages where booking_id = $1 and kind = 'booking_cancelled'`,
      [second!.booking_id],
    );
    expect(notice[0]?.payload.series.reference).toBe(answer.series.reference);

    // The first visit starts within 24 hours a day before it: refused, and it stays booked.
    const firstStart = Date.parse(`${answer.date}T11:00:00+04:00`);
    const late = await inDays(
      (firstStart - Date.now()) / 86_400_000 - 0.5,
      async () => await visitor.rpc('manage_series_skip', { _token: answer.token, _occurs_on: answer.date }),
    );
    expect(late.status).toBe(400);
    expect(late.error).toMatchObject({ code: '23514', details: 'late' });
    expect((await visitsOf(answer.series.id))[0]!.state).toBe('booked');
    // A skipped visit cannot be skipped again; a wrong link opens nothing.
    const again = await visitor.rpc('manage_series_skip', { _token: answer.token, _occurs_on: second!.occurs_on });
    expect(again.error).toMatchObject({ code: '23514', details: 'closed' });
    const wrong = await visitor.rpc('manage_series_skip', { _token: 'x'.repeat(43), _occurs_on: second!.occurs_on });
    expect(wrong.status).toBe(404);
  });

  it('moves one visit to a free slot, refuses a full or closed one, and places a flagged visit', async () => {
    const first = nextWeekday(3, 6);
    const flaggedDay = addDays(first, 7);
    await query(`insert into public.closed_days (day, reason) values ($1, 'Move test')`, [flaggedDay]);
    const answer = await requestSeries({ _service: 'deep', _date: first, _time_slot: '09:00 AM' });
    const third = answer.series.visits[2]!;
    const moved = await visitor.rpc('manage_series_move', {
      _token: answer.token,
      _occurs_on: third.occurs_on,
      _date: addDays(third.occurs_on, 1),
      _time_slot: '03:00 PM',
    });
    expect(moved.error).toBeNull();
    const [row] = await query<{ date: string; time_slot: string }>(
      `select to_char(date, 'YYYY-MM-DD') as date, time_slot from public.bookings where id = $1`,
      [third.booking_id],
    );
    expect(row).toEqual({ date: addDays(third.occurs_on, 1), time_slot: '03:00 PM' });

    // To a closed day or a full slot: refused with the rule, and the visit stays where it was.
    const toClosed = await visitor.rpc('manage_series_move', {
      _token: answer.token,
      _occurs_on: third.occurs_on,
      _date: flaggedDay,
      _time_slot: '10:00 AM',
    });
    expect(toClosed.error).toMatchObject({ code: '23514', details: 'closed' });
    const fourth = answer.series.visits[3]!;
    for (let crew = 0; crew < 2; crew++) {
      await query(
        `insert into public.bookings (service, date, time_slot, name, phone, email, address, fill_ms)
         values ('deep', $1, '04:00 PM', 'Other', '+971500000002', 'o@example.com', 'Elsewhere', 20000)`,
        [fourth.occurs_on],
      );
    }
    const toFull = await visitor.rpc('manage_series_move', {
      _token: answer.token,
      _occurs_on: third.occurs_on,
      _date: fourth.occurs_on,
      _time_slot: '04:00 PM',
    });
    expect(toFull.status).toBe(409);

    // The flagged visit (closed day) is placed at one of its suggested slots.
    const flagged = answer.series.visits.find((visit) => visit.occurs_on === flaggedDay)!;
    expect(flagged).toMatchObject({ state: 'flagged', flag_reason: 'closed', can_change: true });
    const suggestion = flagged.suggestions[0]!;
    const placed = await visitor.rpc('manage_series_move', {
      _token: answer.token,
      _occurs_on: flaggedDay,
      _date: suggestion.date,
      _time_slot: suggestion.time_slot,
    });
    expect(placed.error).toBeNull();
    const visit = (placed.data as { visits: Visit[] }).visits.find((v) => v.occurs_on === flaggedDay)!;
    expect(visit).toMatchObject({ state: 'booked', date: suggestion.date, time_slot: suggestion.time_slot });
    const events = await query<{ kind: string }>(
      `select kind from public.booking_events where series_id = $1 order by id`,
      [answer.series.id],
    );
    expect(events.map((e) => e.kind)).toEqual(['series_created', 'visit_flagged', 'visit_moved', 'visit_placed']);
  });

  it('pauses until a date and resumes; changes its day and time from a date on; cancels; one message each', async () => {
    const answer = await requestSeries({ _date: nextWeekday(2, 1), _time_slot: '01:00 PM' });
    const token = answer.token;
    const dates = answer.series.visits.map((visit) => visit.occurs_on);
    const until = dates[4]!;
    const paused = await visitor.rpc('manage_series_pause', { _token: token, _until: until });
    expect(paused.error).toBeNull();
    const states = (await visitsOf(answer.series.id)).map((visit) => visit.state);
    // The first visit may be within 24 hours (two days ahead at 1 PM is not): every visit before the date is paused.
    expect(states).toEqual(['paused', 'paused', 'paused', 'paused', 'booked', 'booked', 'booked', 'booked']);
    expect(paused.data).toMatchObject({ paused_until: until });
    const resumed = await visitor.rpc('manage_series_resume', { _token: token });
    expect(resumed.error).toBeNull();
    expect((await visitsOf(answer.series.id)).every((visit) => visit.state === 'booked')).toBe(true);
    const notPaused = await visitor.rpc('manage_series_resume', { _token: token });
    expect(notPaused.error).toMatchObject({ code: '23514', details: 'notPaused' });

    // From the fourth visit on, Thursdays at 9 AM: the visits from then are new; the earlier ones stay.
    const from = addDays(dates[3]!, 2);
    expect(isoWeekday(from)).toBe(3);
    const changed = await visitor.rpc('manage_series_change', {
      _token: token,
      _first_date: from,
      _time_slot: '09:00 AM',
    });
    expect(changed.error).toBeNull();
    const view = changed.data as { weekday: number; time_slot: string; visits: Visit[] };
    expect(view).toMatchObject({ weekday: 3, time_slot: '09:00 AM' });
    const upcoming = view.visits.filter((visit) => visit.state === 'booked');
    expect(upcoming.slice(0, 4).map((visit) => [visit.date, visit.time_slot])).toEqual(
      dates.slice(0, 4).map((date) => [date, '01:00 PM']),
    );
    expect(upcoming.slice(4).map((visit) => [visit.date, visit.time_slot])).toEqual(
      seriesDates(from, 1, seriesHorizon(Date.now())).map((date) => [date, '09:00 AM']),
    );
    // A new day or time that breaks a rule is refused: 7 PM is always outside opening hours.
    const outside = await visitor.rpc('manage_series_change', {
      _token: token,
      _first_date: from,
      _time_slot: '07:00 PM',
    });
    expect(outside.error).toMatchObject({ code: '23514', details: 'outsideHours' });

    const cancelled = await visitor.rpc('manage_series_cancel', { _token: token });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ status: 'cancelled', can_change: false });
    const active = await query(`select 1 from public.bookings where series_id = $1 and status <> 'cancelled'`, [
      answer.series.id,
    ]);
    expect(active).toEqual([]);
    const afterwards = await visitor.rpc('manage_series_pause', { _token: token, _until: dates[6] });
    expect(afterwards.error).toMatchObject({ code: '23514', details: 'closed' });

    // One message to the customer per change of the series; no notice per visit.
    const sent = await query<{ kind: string; change: string | null }>(
      `select kind, payload ->> 'change' as change from public.outbox_messages
       where booking_id in (select id from public.bookings where series_id = $1) and kind <> 'booking_reminder'
         and channel = 'email' and recipient <> 'office@sparkle.test'
       order by created_at, kind`,
      [answer.series.id],
    );
    expect(sent).toEqual([
      { kind: 'series_confirmation', change: null },
      { kind: 'series_updated', change: 'paused' },
      { kind: 'series_updated', change: 'resumed' },
      { kind: 'series_updated', change: 'changed' },
      { kind: 'series_updated', change: 'cancelled' },
    ]);
    const history = await query<{ kind: string }>(
      `select kind from public.booking_events where series_id = $1 and kind like 'series%' order by id`,
      [answer.series.id],
    );
    expect(history.map((e) => e.kind)).toEqual([
      'series_created',
      'series_paused',
      'series_resumed',
      'series_changed',
      'series_cancelled',
    ]);
  });

  it('leaves a visit 24 hours away or less when the series is paused, changed or cancelled', async () => {
    const answer = await requestSeries({ _date: nextWeekday(2, 6), _time_slot: '05:00 PM' });
    const firstStart = Date.parse(`${answer.date}T17:00:00+04:00`);
    await inDays((firstStart - Date.now()) / 86_400_000 - 0.5, async () => {
      const { error } = await visitor.rpc('manage_series_cancel', { _token: answer.token });
      expect(error).toBeNull();
    });
    const visits = await visitsOf(answer.series.id);
    expect(visits[0]!.state).toBe('booked');
    expect(visits.slice(1).every((visit) => visit.state === 'cancelled')).toBe(true);
  });
});

describe('the back office', () => {
  it('lists series with their flagged visits, filters bookings by series and frequency, and marks the schedule', async () => {
    const first = nextWeekday(5, 3);
    await query(`insert into public.closed_days (day, reason) values ($1, 'Office test') on conflict do nothing`, [
      addDays(first, 7),
    ]);
    const answer = await requestSeries({ _date: first, _time_slot: '03:00 PM', _frequency: 'biweekly' });
    const { data: list, error } = await admin.rpc('admin_series', { _search: answer.series.reference });
    expect(error).toBeNull();
    expect(list).toMatchObject([{ reference: answer.series.reference, frequency: 'biweekly', status: 'active' }]);

    const ofSeries = await admin.rpc('admin_bookings', {
      _series_id: answer.series.id,
      _sort: 'date',
      _descending: false,
    });
    expect(ofSeries.error).toBeNull();
    expect((ofSeries.data as { date: string; frequency: string }[]).map((row) => [row.date, row.frequency])).toEqual(
      seriesDates(first, 2, seriesHorizon(Date.now())).map((date) => [date, 'biweekly']),
    );
    const biweeklyOnly = await admin.rpc('admin_bookings', { _frequencies: ['biweekly'], _limit: 100 });
    expect((biweeklyOnly.data as { frequency: string }[]).every((row) => row.frequency === 'biweekly')).toBe(true);
    const onceOnly = await admin.rpc('admin_bookings', { _frequencies: ['once'], _limit: 100 });
    expect((onceOnly.data as { series_id: string | null }[]).every((row) => row.series_id === null)).toBe(true);
    const unknown = await admin.rpc('admin_bookings', { _frequencies: ['daily'] });
    expect(unknown.error).toMatchObject({ code: '22023', details: 'frequencies' });

    const schedule = await admin.rpc('admin_schedule', { _from: first, _to: first });
    expect(schedule.data).toContainEqual(
      expect.objectContaining({ series_id: answer.series.id, frequency: 'biweekly', time_slot: '03:00 PM' }),
    );

    // The office places a flagged visit; non-admins cannot.
    const weekly = await requestSeries({ _date: first, _time_slot: '04:00 PM' });
    const flagged = weekly.series.visits.find((visit) => visit.state === 'flagged')!;
    const attention = await admin.rpc('admin_series', { _attention: true, _limit: 100 });
    expect(
      (attention.data as { id: string; flagged: number }[]).find((row) => row.id === weekly.series.id),
    ).toMatchObject({ flagged: 1 });
    const customer = await signUp(backend, 'Not Office');
    const denied = await customer.client.rpc('admin_series_place_visit', {
      _series_id: weekly.series.id,
      _occurs_on: flagged.occurs_on,
      _date: flagged.suggestions[0]!.date,
      _time_slot: flagged.suggestions[0]!.time_slot,
    });
    expect(denied.status).toBe(403);
    const placed = await admin.rpc('admin_series_place_visit', {
      _series_id: weekly.series.id,
      _occurs_on: flagged.occurs_on,
      _date: flagged.suggestions[0]!.date,
      _time_slot: flagged.suggestions[0]!.time_slot,
    });
    expect(placed.error).toBeNull();
    const detail = placed.data as { visits: Visit[]; history: { kind: string; actor: string }[] };
    expect(detail.visits.find((visit) => visit.occurs_on === flagged.occurs_on)).toMatchObject({ state: 'booked' });
    expect(detail.history[0]).toMatchObject({ kind: 'visit_placed', actor: 'admin' });
  });
});

describe("a frequency's discount, as the back office's settings change it", () => {
  const stored = async () =>
    (
      await query<{ percent: string }>(`select percent from public.frequency_discounts where frequency = 'fourweekly'`)
    )[0]?.percent;

  it('changes for an admin only, within 0–50 %: anyone else and a bad figure change nothing and get no 5xx', async () => {
    const user = await signUp(backend, 'Discount Hunter', 'discount');
    for (const client of [visitor, user.client]) {
      const { data, status } = await client
        .from('frequency_discounts')
        .update({ percent: 40 })
        .eq('frequency', 'fourweekly')
        .select('frequency');
      expect(status).toBeLessThan(500);
      expect(data ?? []).toEqual([]);
    }
    expect(await stored()).toBe('5.00');

    for (const percent of [50.5, -1]) {
      const { error, status } = await admin
        .from('frequency_discounts')
        .update({ percent })
        .eq('frequency', 'fourweekly')
        .select('frequency');
      expect(status).toBe(400);
      expect(error?.message).toContain('frequency_discounts_percent_check');
    }
    expect(await stored()).toBe('5.00');

    try {
      const { data, error } = await admin
        .from('frequency_discounts')
        .update({ percent: 7.5 })
        .eq('frequency', 'fourweekly')
        .select('frequency, percent');
      expect(error).toBeNull();
      expect(data).toEqual([{ frequency: 'fourweekly', percent: 7.5 }]);
      expect(await stored()).toBe('7.50');
    } finally {
      await query(`update public.frequency_discounts set percent = 5 where frequency = 'fourweekly'`);
    }
  });
});

describe('the horizon', () => {
  it('is booking.ts seriesHorizon seen from the database', async () => {
    const [row] = await query<{ horizon: string }>(`select to_char(private.series_horizon(), 'YYYY-MM-DD') as horizon`);
    expect(row?.horizon).toBe(seriesHorizon(Date.now()));
    expect(dubaiDateOf(Date.now())).toBe(dubaiDate(0));
  });
});
