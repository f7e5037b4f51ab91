/**
 * The crews' rules, in TypeScript: the checklist of each service, the days a cleaner sees, the colours teams are told
 * apart by, and how many teams are free for a booking's block. The database enforces the same rules in SQL
 * (`supabase/migrations/*_crews.sql`); `apps/backend/test/crews-tie.test.ts` fails when the two disagree. Plain
 * data and arithmetic only, like booking.ts.
 */
import { type BookableServiceId, bookingLimits, slotHour, type TimeSlot } from './booking.ts';

/** What a crew checks off on every job of a service, in the order it is done. */
export const crewChecklists: Readonly<Record<BookableServiceId, readonly { id: string; label: string }[]>> = {
  residential: [
    { id: 'dust', label: 'Dust surfaces, shelves and skirting' },
    { id: 'kitchen', label: 'Kitchen: counters, hob, sink and outside of appliances' },
    { id: 'bathrooms', label: 'Bathrooms: toilet, shower, basin and mirrors' },
    { id: 'floors', label: 'Vacuum and mop all floors' },
    { id: 'bins', label: 'Empty the bins' },
  ],
  office: [
    { id: 'desks', label: 'Desks and meeting tables wiped' },
    { id: 'pantry', label: 'Pantry: counters, sink, microwave and fridge outside' },
    { id: 'washrooms', label: 'Washrooms cleaned and restocked' },
    { id: 'floors', label: 'Vacuum and mop all floors' },
    { id: 'bins', label: 'Empty the bins' },
  ],
  deep: [
    { id: 'high', label: 'High places: fans, lights, tops of cupboards' },
    { id: 'kitchen', label: 'Kitchen degreased, inside cupboards' },
    { id: 'bathrooms', label: 'Bathrooms descaled and disinfected' },
    { id: 'windows', label: 'Windows, frames and tracks' },
    { id: 'floors', label: 'Floors scrubbed, corners and edges' },
    { id: 'extras', label: 'The extras booked' },
  ],
  movein: [
    { id: 'cupboards', label: 'Inside every cupboard and wardrobe' },
    { id: 'kitchen', label: 'Kitchen inside and out' },
    { id: 'bathrooms', label: 'Bathrooms descaled and disinfected' },
    { id: 'windows', label: 'Windows, frames and tracks' },
    { id: 'floors', label: 'Floors scrubbed, corners and edges' },
  ],
  carpet: [
    { id: 'inspect', label: 'Inspect and test the fabric' },
    { id: 'vacuum', label: 'Vacuum each item' },
    { id: 'treat', label: 'Pre-treat the stains' },
    { id: 'extract', label: 'Shampoo and extract' },
    { id: 'dry', label: 'Leave to dry and explain the drying time' },
  ],
};

export const crewLimits = {
  /** A cleaner sees the jobs of today and of this many days after (Dubai). */
  daysAhead: 1,
  /** Starts, ticks and finishes made offline are accepted for jobs up to this many days back (sent after midnight). */
  daysBack: 1,
  /** How long an invitation to join as a cleaner can be accepted. */
  invitationDays: 7,
} as const;

/** The colours teams are told apart by in the schedule. */
export const teamColours = ['teal', 'amber', 'blue', 'violet', 'red', 'slate'] as const;
export type TeamColour = (typeof teamColours)[number];

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

export interface CrewTeam {
  id: string;
  services: readonly BookableServiceId[];
  /** ISO weekdays the team works. */
  workingDays: readonly number[];
  /** Days the team is on leave (ISO dates). */
  leave: readonly string[];
  active: boolean;
}

export interface CrewBooking {
  id: string;
  service: BookableServiceId;
  slot: TimeSlot;
  /** The team it is assigned to, or null. */
  teamId: string | null;
}

const hourOf = (slot: TimeSlot) => slotHour(slot);

/** ISO weekday of an ISO date (1 Monday … 7 Sunday). */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Teams free for a new booking of `service` in the block starting at `slot` on `date`, given the day's other
 * active bookings: at each hour of the block, the teams that do the service, work that weekday and are not on
 * leave, less those busy with a booking assigned to them, less the unassigned bookings that one of them could do
 * (each will need a team); the least over the block. With no active team the company counts crews per service
 * (booking.ts `freeCrews`) and this answers null.
 */
export function freeTeams({
  service,
  date,
  slot,
  teams,
  bookings,
}: {
  service: BookableServiceId;
  date: string;
  slot: TimeSlot;
  teams: readonly CrewTeam[];
  bookings: readonly CrewBooking[];
}): number | null {
  const active = teams.filter((team) => team.active);
  if (active.length === 0) return null;
  const weekday = isoWeekdayOf(date);
  const eligible = active.filter(
    (team) => team.services.includes(service) && team.workingDays.includes(weekday) && !team.leave.includes(date),
  );
  const start = hourOf(slot);
  let least = Number.POSITIVE_INFINITY;
  for (let hour = start; hour < start + bookingLimits.blockHours; hour++) {
    const overlapping = bookings.filter(
      (b) => hourOf(b.slot) <= hour && hour < hourOf(b.slot) + bookingLimits.blockHours,
    );
    const busy = new Set(
      overlapping.filter((b) => b.teamId && eligible.some((team) => team.id === b.teamId)).map((b) => b.teamId),
    );
    const waiting = overlapping.filter(
      (b) =>
        (!b.teamId || !active.some((team) => team.id === b.teamId)) &&
        eligible.some((team) => team.services.includes(b.service)),
    ).length;
    least = Math.min(least, eligible.length - busy.size - waiting);
  }
  return Math.max(0, least);
}
