import { randomUUID } from 'node:crypto';
import { isoWeekday } from '@sparkle/company/booking';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { booking, dubaiDate, makeClient, type SignedUp, signInAdmin, signUp } from './helpers.ts';

// Crews: the roles (admin, user, cleaner), invitations by e-mail through the outbox, capacity from the teams working in
// a block (leave frees no slot; without teams, the crews per service), the assignment's rules, and what a cleaner may
// read and do — their team's jobs of today and tomorrow, only the fields a job needs, start, ticks and finish with
// photos, each sent twice changing nothing the second time. Tried with the real supabase-js as each role.

let backend: RunningBackend;
let admin: SupabaseClient;
let service: SupabaseClient;

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<T>(sql, params)).rows;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4, outbox: { worker: false } });
  admin = await signInAdmin(backend);
  service = makeClient(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.close();
});

async function newTeam(name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await admin
    .from('teams')
    .insert({ name: `${name} ${randomUUID().slice(0, 6)}`, ...fields })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

/** A booking stored by the service role (the office's tools), at `date` and `slot`; its id and reference. */
async function newBooking(fields: Record<string, unknown>): Promise<{ id: string; reference: string }> {
  const { data, error } = await service.from('bookings').insert(booking(fields)).select('id, reference').single();
  if (error) throw new Error(`${error.message} (${error.details})`);
  return data as { id: string; reference: string };
}

/** Invites `person` (to `teamId`) and accepts as them: a cleaner of the team. */
async function makeCleaner(person: SignedUp, teamId: string): Promise<void> {
  const invite = await admin.rpc('admin_invite_cleaner', { _email: person.email, _team_id: teamId });
  expect(invite.error).toBeNull();
  const [message] = await query<{ payload: { join_path: string } }>(
    `select payload from public.outbox_messages where kind = 'cleaner_invitation' and recipient = $1
     order by created_at desc limit 1`,
    [person.email.toLowerCase()],
  );
  const token = message!.payload.join_path.split('/').pop();
  const accepted = await person.client.rpc('accept_cleaner_invitation', { _token: token });
  expect(accepted.error).toBeNull();
}

/**
 * Takes every team out of the counts (each part of this file sets up the teams it needs): their jobs unassigned first,
 * since a team with jobs to do is not made inactive.
 */
async function deactivateTeams(): Promise<void> {
  await query('update public.bookings set team_id = null where team_id is not null');
  await query('update public.teams set active = false');
}

/** The Dubai date `days` ahead. */
function dayAhead(days: number): string {
  return dubaiDate(days);
}

describe('roles', () => {
  it('get_user_role answers admin and user as before, and cleaner for a cleaner', async () => {
    const team = await newTeam('Roles');
    const person = await signUp(backend, 'Rania Cleaner', 'cleaner');
    const plain = await signUp(backend, 'Plain User');
    const adminId = (await admin.auth.getUser()).data.user!.id;
    expect((await admin.rpc('get_user_role', { _user_id: adminId })).data).toBe('admin');
    expect((await plain.client.rpc('get_user_role', { _user_id: plain.user.id })).data).toBe('user');
    expect((await person.client.rpc('get_user_role', { _user_id: person.user.id })).data).toBe('user');
    await makeCleaner(person, team);
    expect((await person.client.rpc('get_user_role', { _user_id: person.user.id })).data).toBe('cleaner');
    // A visitor learns nothing of anyone's role, as before.
    expect((await makeClient(backend).rpc('get_user_role', { _user_id: adminId })).data).toBe('user');
    expect((await admin.rpc('get_user_role', { _user_id: person.user.id })).data).toBe('cleaner');
  });
});

describe('invitations', () => {
  it('an admin invites by e-mail: the invitation and its message are written together, the page shows it', async () => {
    const team = await newTeam('Falcon');
    const email = `Invitee-${randomUUID().slice(0, 6)}@Example.com`;
    const { data, error } = await admin.rpc('admin_invite_cleaner', { _email: ` ${email} `, _team_id: team });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email: email.toLowerCase(), team_id: team });
    const [message] = await query<{ kind: string; channel: string; payload: Record<string, string> }>(
      `select kind, channel, payload from public.outbox_messages where recipient = $1`,
      [email.toLowerCase()],
    );
    expect(message).toMatchObject({ kind: 'cleaner_invitation', channel: 'email' });
    const joinPath = message?.payload.join_path ?? '';
    expect(joinPath).toMatch(/^\/crew\/join\/[\w-]{40,}$/);
    const token = joinPath.split('/').pop() ?? '';
    // The token is stored only as its hash.
    expect(
      await query('select 1 from public.cleaner_invitations where token_hash::text like $1', [`%${token}%`]),
    ).toEqual([]);
    const page = await makeClient(backend).rpc('cleaner_invitation_get', { _token: token });
    expect(page.data).toMatchObject({ email: email.toLowerCase(), state: 'open' });
    expect((page.data as { team: string }).team).toMatch(/^Falcon /);
  });

  it('refuses what is not an invitation, and a non-admin', async () => {
    const user = await signUp(backend, 'Not Admin');
    const denied = await user.client.rpc('admin_invite_cleaner', { _email: 'x@example.com' });
    expect(denied.status).toBe(403);
    const bad = await admin.rpc('admin_invite_cleaner', { _email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.error?.details).toBe('email');
    const ofAdmin = await admin.rpc('admin_invite_cleaner', { _email: backend.admin!.email });
    expect(ofAdmin.error?.details).toBe('admin');
    const unknown = await makeClient(backend).rpc('cleaner_invitation_get', { _token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(await query(`select 1 from public.outbox_messages where recipient = 'x@example.com'`)).toEqual([]);
  });

  it('is accepted once, by its address only', async () => {
    const team = await newTeam('Oryx');
    const invitee = await signUp(backend, 'Invited Cleaner', 'invitee');
    const other = await signUp(backend, 'Someone Else', 'other');
    await admin.rpc('admin_invite_cleaner', { _email: invitee.email, _team_id: team, _locale: 'ar' });
    const [message] = await query<{ locale: string; payload: { join_path: string } }>(
      `select locale, payload from public.outbox_messages where recipient = $1`,
      [invitee.email.toLowerCase()],
    );
    expect(message!.locale).toBe('ar');
    expect(message!.payload.join_path).toMatch(/^\/ar\/crew\/join\//);
    const token = message!.payload.join_path.split('/').pop();
    const visitor = await makeClient(backend).rpc('accept_cleaner_invitation', { _token: token });
    expect(visitor.status).toBe(401);
    const wrong = await other.client.rpc('accept_cleaner_invitation', { _token: token });
    expect(wrong.error?.details).toBe('otherEmail');
    expect(await query('select 1 from public.cleaners where user_id = $1', [other.user.id])).toEqual([]);
    const accepted = await invitee.client.rpc('accept_cleaner_invitation', { _token: token });
    expect(accepted.error).toBeNull();
    expect(await query('select team_id from public.cleaners where user_id = $1', [invitee.user.id])).toEqual([
      { team_id: team },
    ]);
    // Again by the same person: the same answer; by another: used.
    expect((await invitee.client.rpc('accept_cleaner_invitation', { _token: token })).error).toBeNull();
    expect((await other.client.rpc('accept_cleaner_invitation', { _token: token })).error?.details).toBe('used');
    expect((await makeClient(backend).rpc('cleaner_invitation_get', { _token: token })).data).toMatchObject({
      state: 'accepted',
    });
  });
});

describe('capacity from the teams working in a block', () => {
  // Its own day, far enough ahead for every booking rule; no other file's bookings fall on it.
  const day = dayAhead(40);
  const weekday = isoWeekday(day);
  const free = async (service: string, slot: string) => {
    const { data } = await makeClient(backend).rpc('booking_availability', { _date: day, _service: service });
    return (data as { time_slot: string; free: number }[]).find((row) => row.time_slot === slot)!.free;
  };

  it('counts the teams that do the service and work that day; leave frees no slot; full is refused', async () => {
    // Teams exist now (earlier tests made some, all of every service and day): make this day's teams known.
    await deactivateTeams();
    const deep = await newTeam('Deep only', { services: ['deep'] });
    const both = await newTeam('Deep and office', { services: ['deep', 'office'] });
    await newTeam('Off that day', { working_days: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekday) });
    expect(await free('deep', '10:00 AM')).toBe(2);
    expect(await free('office', '10:00 AM')).toBe(1);
    expect(await free('carpet', '10:00 AM')).toBe(0);
    // On leave: the team frees no slot of that day.
    const leave = await admin.from('team_leave').insert({ team_id: both, day, reason: 'Training' });
    expect(leave.error).toBeNull();
    expect(await free('deep', '10:00 AM')).toBe(1);
    expect(await free('office', '10:00 AM')).toBe(0);
    const office = await makeClient(backend).rpc('request_booking', {
      _service: 'office',
      _date: day,
      _time_slot: '10:00 AM',
      _name: 'Full Office',
      _phone: '+971501234567',
      _email: 'full@example.com',
      _community: 'Business Bay',
      _building: 'Bay Square 7',
      _property: 'office-s',
      _fill_ms: 20_000,
    });
    expect(office.status).toBe(409);
    expect(office.error?.details).toBe('full');
    // One unassigned deep booking takes the last team of its block (and the overlapping hour after it).
    await newBooking({ service: 'deep', date: day, time_slot: '10:00 AM' });
    expect(await free('deep', '10:00 AM')).toBe(0);
    expect(await free('deep', '11:00 AM')).toBe(0);
    expect(await free('deep', '12:00 PM')).toBe(1);
    const second = await service
      .from('bookings')
      .insert(booking({ service: 'deep', date: day, time_slot: '11:00 AM' }));
    expect(second.status).toBe(409);
    await admin.from('team_leave').delete().eq('team_id', both);
    expect(await free('deep', '11:00 AM')).toBe(1);
    await query('update public.teams set active = false where id = any ($1)', [[deep, both]]);
  });

  it('without active teams, the crews per service count as before', async () => {
    await deactivateTeams();
    const quiet = dayAhead(41);
    const { data } = await makeClient(backend).rpc('booking_availability', { _date: quiet, _service: 'carpet' });
    const crews = (
      await query<{ crews: number }>(`select crews from public.service_capacity where service = 'carpet'`)
    )[0]!.crews;
    expect((data as { free: number; reason: string | null }[]).filter((row) => row.reason === null)[0]!.free).toBe(
      crews,
    );
  });
});

describe('assignment', () => {
  const day = dayAhead(42);
  const weekday = isoWeekday(day);
  let falcon: string;
  let oryx: string;
  let dhow: string;

  beforeAll(async () => {
    await deactivateTeams();
    falcon = await newTeam('Falcon A', { services: ['deep', 'residential'] });
    oryx = await newTeam('Oryx A', { services: ['deep', 'office'] });
    dhow = await newTeam('Dhow A', {
      services: ['deep'],
      working_days: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekday),
    });
  });

  const assign = (bookingId: string, teamId: string | null, move: Record<string, string> = {}) =>
    admin.rpc('admin_assign_booking', { _booking_id: bookingId, _team_id: teamId, ...move });

  it('assigns a team, records who did it, and moves a booking to another time with it', async () => {
    const job = await newBooking({ service: 'deep', date: day, time_slot: '08:00 AM' });
    const { error, data } = await assign(job.id, falcon, { _time_slot: '01:00 PM' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ team_id: falcon, time_slot: '01:00 PM' });
    const events = await query<{ kind: string; actor: string }>(
      `select kind, actor from public.booking_events where booking_id = $1 order by id`,
      [job.id],
    );
    expect(events.map((e) => `${e.kind}:${e.actor}`)).toEqual([
      'created:system',
      'rescheduled:admin',
      'assigned:admin',
    ]);
  });

  it('refuses a team that does not do the service, does not work that day, is on leave or busy — and says why', async () => {
    const office = await newBooking({ service: 'office', date: day, time_slot: '08:00 AM' });
    const wrongService = await assign(office.id, falcon);
    expect(wrongService.status).toBe(400);
    expect(wrongService.error?.details).toBe('teamService');
    expect(wrongService.error?.message).toMatch(/does not do office cleaning/);
    const deep = await newBooking({ service: 'deep', date: day, time_slot: '03:00 PM' });
    const dayOff = await assign(deep.id, dhow);
    expect(dayOff.error?.details).toBe('teamDayOff');
    await admin.from('team_leave').insert({ team_id: oryx, day, reason: 'Eid' });
    const onLeave = await assign(deep.id, oryx);
    expect(onLeave.error?.details).toBe('teamLeave');
    expect(onLeave.error?.message).toMatch(/on leave on .*\(Eid\)/);
    await admin.from('team_leave').delete().eq('team_id', oryx);
    expect((await assign(deep.id, falcon)).error).toBeNull();
    // Falcon has the 1 PM job above (till 3 PM) and this one at 3 PM: a 2 PM job overlaps both.
    const overlapping = await newBooking({ service: 'deep', date: day, time_slot: '05:00 PM' });
    const busy = await assign(overlapping.id, falcon, { _time_slot: '02:00 PM' });
    expect(busy.status).toBe(409);
    expect(busy.error?.details).toBe('teamBusy');
    // Nothing changed by a refusal.
    expect(await query('select team_id, time_slot from public.bookings where id = $1', [overlapping.id])).toEqual([
      { team_id: null, time_slot: '05:00 PM' },
    ]);
    // The rules of the booking itself still apply to a move.
    const late = await assign(overlapping.id, oryx, { _time_slot: '07:00 PM' });
    expect(late.error?.details).toBe('outsideHours');
  });

  it('refuses leave for a team that has a job that day', async () => {
    const { error } = await admin.from('team_leave').insert({ team_id: falcon, day, reason: 'Sick' });
    expect(error?.details).toBe('teamHasJobs');
  });

  it('refuses an assignment that would leave an unassigned booking without a team', async () => {
    const office = await newBooking({ service: 'office', date: day, time_slot: '10:00 AM' });
    const deep = await newBooking({ service: 'deep', date: day, time_slot: '10:00 AM' });
    // Oryx is the only team doing office cleaning: the deep job must go to Falcon.
    const taken = await assign(deep.id, oryx);
    expect(taken.error?.details).toBe('teamNeeded');
    expect(taken.error?.message).toContain(office.reference);
    expect((await assign(deep.id, falcon)).error).toBeNull();
  });

  it('is the office’s alone', async () => {
    const job = await newBooking({ service: 'deep', date: day, time_slot: '06:00 PM' });
    const user = await signUp(backend, 'Not Admin');
    expect((await user.client.rpc('admin_assign_booking', { _booking_id: job.id, _team_id: oryx })).status).toBe(403);
    expect(
      (await makeClient(backend).rpc('admin_assign_booking', { _booking_id: job.id, _team_id: oryx })).status,
    ).toBe(401);
  });
});

describe("a cleaner's day", () => {
  const today = dubaiDate(0);
  const tomorrow = dubaiDate(1);
  let team: string;
  let otherTeam: string;
  let cleaner: SignedUp;
  let mine: { id: string; reference: string };
  let theirs: { id: string; reference: string };
  let later: { id: string; reference: string };

  beforeAll(async () => {
    await deactivateTeams();
    team = await newTeam('Gazelle', { services: ['deep', 'residential', 'office', 'movein', 'carpet'] });
    otherTeam = await newTeam('Heron', { services: ['deep', 'residential', 'office', 'movein', 'carpet'] });
    cleaner = await signUp(backend, 'Mariam Cleaner', 'mariam');
    await makeCleaner(cleaner, team);
    // Tomorrow's 10 AM is always within opening hours and more than two hours away.
    mine = await newBooking({
      service: 'deep',
      date: tomorrow,
      time_slot: '10:00 AM',
      name: 'Fatima Al Mansoori',
      team_id: team,
      property: '2br',
      extras: ['oven'],
      community: 'Dubai Marina',
      building: 'Marina Gate 1',
    });
    theirs = await newBooking({ service: 'deep', date: tomorrow, time_slot: '10:00 AM', team_id: otherTeam });
    later = await newBooking({ service: 'deep', date: dubaiDate(3), time_slot: '10:00 AM', team_id: team });
    await query(`update public.bookings set crew_notes = 'Gate code 4821' where id = $1`, [mine.id]);
  });

  it("reads only their team's jobs of today and tomorrow, and only the fields the job needs", async () => {
    const { data, error } = await cleaner.client.rpc('crew_jobs');
    expect(error).toBeNull();
    const jobs = data as Record<string, unknown>[];
    expect(jobs.map((job) => job.id)).toEqual([mine.id]);
    expect(jobs[0]).toMatchObject({
      first_name: 'Fatima',
      phone: expect.stringMatching(/^\+971/),
      date: tomorrow,
      time_slot: '10:00 AM',
      service: 'deep',
      property: '2br',
      extras: ['oven'],
      crew_notes: 'Gate code 4821',
      status: 'pending',
    });
    expect(Object.keys(jobs[0]!)).not.toEqual(expect.arrayContaining(['email']));
    for (const hidden of ['email', 'name', 'total_aed', 'subtotal_aed', 'vat_aed', 'manage_token_hash', 'team_id']) {
      expect(jobs[0]).not.toHaveProperty(hidden);
    }
    expect(jobs.some((job) => job.id === later.id || job.id === theirs.id)).toBe(false);
    void today;
  });

  it('reads nothing of bookings, prices, other customers or the back office directly', async () => {
    const direct = await cleaner.client.from('bookings').select('id, total_aed, email');
    expect(direct.data).toEqual([]);
    expect((await cleaner.client.from('booking_events').select('id')).data).toEqual([]);
    expect((await cleaner.client.from('job_progress').select('booking_id')).data).toEqual([]);
    expect((await cleaner.client.from('profiles').select('id')).data).toEqual([{ id: cleaner.user.id }]);
    expect((await cleaner.client.from('price_options').select('code')).data?.length).toBeGreaterThan(0);
    expect((await cleaner.client.rpc('admin_bookings')).status).toBe(403);
    expect((await cleaner.client.rpc('admin_schedule', { _from: tomorrow, _to: tomorrow })).status).toBe(403);
    // Their own team, not the others.
    expect((await cleaner.client.from('teams').select('id')).data).toEqual([{ id: team }]);
    // A signed-in user who is no cleaner sees no jobs at all.
    const user = await signUp(backend, 'Plain User');
    expect((await user.client.rpc('crew_jobs')).status).toBe(403);
    expect((await makeClient(backend).rpc('crew_jobs')).status).toBe(401);
  });

  it('starts, ticks and finishes with a photo; each change sent twice counts once', async () => {
    const pressed = new Date(Date.now() - 5 * 60_000).toISOString();
    const start = await cleaner.client.rpc('crew_job_start', { _booking_id: mine.id, _at: pressed });
    expect(start.error).toBeNull();
    const again = await cleaner.client.rpc('crew_job_start', { _booking_id: mine.id, _at: new Date().toISOString() });
    expect(new Date((again.data as { started_at: string }).started_at).toISOString()).toBe(pressed);
    // Another team's job: as if it did not exist.
    expect((await cleaner.client.rpc('crew_job_start', { _booking_id: theirs.id })).status).toBe(404);
    expect((await cleaner.client.rpc('crew_job_start', { _booking_id: later.id })).status).toBe(404);

    const unknown = await cleaner.client.rpc('crew_job_tick', { _booking_id: mine.id, _item: 'rocket', _done: true });
    expect(unknown.error?.details).toBe('item');
    const t1 = new Date(Date.now() - 60_000).toISOString();
    const t0 = new Date(Date.now() - 120_000).toISOString();
    await cleaner.client.rpc('crew_job_tick', { _booking_id: mine.id, _item: 'floors', _done: true, _at: t1 });
    // An older change arriving late does not undo a newer one.
    const stale = await cleaner.client.rpc('crew_job_tick', {
      _booking_id: mine.id,
      _item: 'floors',
      _done: false,
      _at: t0,
    });
    expect((stale.data as { checklist: Record<string, boolean> }).checklist).toEqual({ floors: true });

    const none = await cleaner.client.rpc('crew_job_finish', { _booking_id: mine.id, _photos: [] });
    expect(none.error?.details).toBe('photos');
    const photoId = randomUUID();
    const path = `${mine.id}/${photoId}.png`;
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const upload = await cleaner.client.storage.from('job-photos').upload(path, new Blob([png], { type: 'image/png' }));
    expect(upload.error).toBeNull();
    // Not to another team's job, and not anywhere else in the bucket.
    const intruding = await cleaner.client.storage
      .from('job-photos')
      .upload(`${theirs.id}/${randomUUID()}.png`, new Blob([png], { type: 'image/png' }));
    expect(intruding.error).not.toBeNull();
    const notOurs = await cleaner.client.rpc('crew_job_finish', {
      _booking_id: mine.id,
      _photos: [`${mine.id}/${randomUUID()}.png`],
    });
    expect(notOurs.error?.details).toBe('photos');

    const finished = await cleaner.client.rpc('crew_job_finish', { _booking_id: mine.id, _photos: [path] });
    expect(finished.error).toBeNull();
    const resent = await cleaner.client.rpc('crew_job_finish', { _booking_id: mine.id, _photos: [path] });
    expect(resent.error).toBeNull();
    expect(resent.data).toMatchObject({
      photos: 1,
      finished_at: (finished.data as { finished_at: string }).finished_at,
    });
    expect(await query('select status from public.bookings where id = $1', [mine.id])).toEqual([
      { status: 'completed' },
    ]);
    expect(await query('select storage_path from public.job_photos where booking_id = $1', [mine.id])).toEqual([
      { storage_path: path },
    ]);
    const events = await query<{ kind: string; actor: string }>(
      `select kind, actor from public.booking_events where booking_id = $1 and kind = 'status'`,
      [mine.id],
    );
    expect(events).toEqual([{ kind: 'status', actor: 'crew' }]);
    // Done: the customer's review request is in the outbox, once however often the finish was sent.
    expect(
      await query(
        `select count(*)::integer as n from public.outbox_messages where booking_id = $1 and kind = 'review_request'`,
        [mine.id],
      ),
    ).toEqual([{ n: 1 }]);
    // The office reads the photo; the cleaner's list shows the job done.
    const signed = await admin.storage.from('job-photos').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const jobs = (await cleaner.client.rpc('crew_jobs')).data as { id: string; status: string; photos: number }[];
    expect(jobs.find((job) => job.id === mine.id)).toMatchObject({ status: 'completed', photos: 1 });
  });
});
