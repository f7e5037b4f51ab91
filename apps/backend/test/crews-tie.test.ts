import { randomUUID } from 'node:crypto';
import { addDays, type BookableServiceId, bookableServices, type TimeSlot, timeSlots } from '@sparkle/company/booking';
import {
  type CrewBooking,
  type CrewTeam,
  crewChecklists,
  crewLimits,
  freeTeams,
  isoWeekdays,
  teamColours,
} from '@sparkle/company/crew';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';

// One source of the crews' rules: crew.ts for the pages, the migration for what the database enforces. These tests
// fail when the two disagree: the checklists, the limits, the colours, and the teams free for every service and slot
// of a dozen made-up days (teams doing some services on some weekdays, on leave or not, bookings assigned or not).

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await backend?.close();
});

const query = async <T>(sql: string, params: unknown[] = []) => (await backend.ctx.db.query<T>(sql, params)).rows;

describe('the fixed rules', () => {
  it('the checklist of every service, item for item', async () => {
    for (const { value } of bookableServices) {
      const [row] = await query<{ items: string[] }>('select private.crew_checklist($1) as items', [value]);
      expect(row!.items).toEqual(crewChecklists[value].map((item) => item.id));
    }
  });

  it('the limits and the colours', async () => {
    const [limits] = await query<{ limits: Record<string, number> }>('select private.crew_limits() as limits');
    expect(limits!.limits).toEqual({ ...crewLimits });
    const [check] = await query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'teams_colour_check'`,
    );
    expect([...check!.definition.matchAll(/'(\w+)'/g)].map((m) => m[1])).toEqual([...teamColours]);
  });
});

/** A small deterministic generator (the same days every run). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

describe('teams free for a block', () => {
  it('are what freeTeams says, for every service and slot of 12 made-up days', async () => {
    const random = generator(20261129);
    const services = bookableServices.map((s) => s.value);
    let compared = 0;
    // The rows are made as they are, whatever the rules would say of them: the comparison is of the counting alone.
    await query('alter table public.bookings disable trigger user');
    await query('alter table public.teams disable trigger user');
    await query('alter table public.team_leave disable trigger user');
    try {
      for (let scenario = 0; scenario < 12; scenario++) {
        const date = addDays('2027-03-01', scenario);
        await query('update public.teams set active = false');
        const teams: CrewTeam[] = [];
        const count = random.int(5);
        for (let i = 0; i < count; i++) {
          const team: CrewTeam = {
            id: randomUUID(),
            services: services.filter(() => random.chance(0.5)).slice(0, 5) as BookableServiceId[],
            workingDays: isoWeekdays.filter(() => random.chance(0.8)),
            leave: random.chance(0.25) ? [date] : [],
            active: random.chance(0.9),
          };
          if (team.services.length === 0) team.services = [random.pick(services)];
          if (team.workingDays.length === 0) team.workingDays = [1];
          teams.push(team);
          await query(
            'insert into public.teams (id, name, services, working_days, active) values ($1, $2, $3, $4, $5)',
            [team.id, `Tie ${team.id}`, team.services, team.workingDays, team.active],
          );
          for (const day of team.leave)
            await query('insert into public.team_leave (team_id, day) values ($1, $2)', [team.id, day]);
        }
        const bookings: CrewBooking[] = [];
        for (let i = random.int(7); i > 0; i--) {
          const assigned = teams.length > 0 && random.chance(0.5) ? random.pick(teams).id : null;
          const booking: CrewBooking = {
            id: randomUUID(),
            service: random.pick(services),
            slot: random.pick(timeSlots),
            teamId: assigned,
          };
          bookings.push(booking);
          await query(
            `insert into public.bookings (id, service, date, time_slot, name, phone, email, address, team_id, reference)
             values ($1, $2, $3, $4, 'Tie', '+971501234567', 'tie@example.com', 'Dubai', $5, private.new_booking_reference())`,
            [booking.id, booking.service, date, booking.slot, booking.teamId],
          );
        }
        if (!teams.some((team) => team.active)) continue;
        const rows = await query<{ service: BookableServiceId; time_slot: TimeSlot; free: number }>(
          `select s.service, sl.time_slot, private.booking_free_crews(s.service, $1::date, sl.time_slot) as free
           from unnest($2::text[]) as s (service), private.booking_slots() sl`,
          [date, services],
        );
        expect(rows).toHaveLength(services.length * timeSlots.length);
        compared += rows.length;
        for (const row of rows) {
          const expected = freeTeams({ service: row.service, date, slot: row.time_slot, teams, bookings });
          expect({ date, service: row.service, slot: row.time_slot, free: row.free }).toEqual({
            date,
            service: row.service,
            slot: row.time_slot,
            free: expected,
          });
        }
      }
      // Most of the days had an active team to count.
      expect(compared).toBeGreaterThan(6 * services.length * timeSlots.length);
    } finally {
      await query('alter table public.bookings enable trigger user');
      await query('alter table public.teams enable trigger user');
      await query('alter table public.team_leave enable trigger user');
    }
  });
});
