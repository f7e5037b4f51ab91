import type { DragEvent, ReactNode } from 'react';
import type { BookingStatus, BookingStatusLabels } from '../BookingDetail/bookingStatus';
import { defaultBookingStatusLabels } from '../BookingDetail/bookingStatus';

/** A service as a column group, with the crews it has (its capacity: one lane per crew). */
export interface ScheduleService {
  id: string;
  label: string;
  crews: number;
}

/** A day of the schedule. A closed day (a holiday) is shown as closed, its bookings still listed. */
export interface ScheduleDay {
  /** ISO date, '2026-12-02'. */
  date: string;
  /** What people read in the header, 'Wed 2 Dec'. */
  label: string;
  closed?: boolean;
  /** Why it is closed, 'National Day'. */
  closedReason?: string;
}

/** One of the hourly slots (the rows): the value bookings refer to and the label people read. */
export interface ScheduleSlot {
  value: string;
  label: string;
}

/** The colours teams are told apart by (never by colour alone: every block and detail names its team too). */
export const teamColours = ['teal', 'amber', 'blue', 'violet', 'red', 'slate'] as const;
export type TeamColour = (typeof teamColours)[number];

/** A team of cleaners: a column of the day view, a colour in the week view. */
export interface ScheduleTeam {
  id: string;
  label: string;
  colour: TeamColour;
  /** Why the team does not work on the day view's day ('Day off', 'On leave: Eid'): its column is hatched. */
  off?: string;
}

/** A photo of a finished job, through a URL the page may show (a signed URL for private photos). */
export interface SchedulePhoto {
  src: string;
  alt: string;
}

export interface ScheduleBooking {
  id: string;
  serviceId: string;
  /** ISO date of the appointment. */
  date: string;
  /** The slot it starts in, one of the slots' `value`s. */
  slot: string;
  status: BookingStatus;
  /** The customer's name: the block's title. */
  customer: string;
  /** The appointment's hours as people read them, '10:00 AM – 12:00 PM'. */
  time: string;
  /** A short extra line, e.g. the reference or the community. */
  detail?: string;
  /** The team it is assigned to; none (or an id no team has) is unassigned. */
  teamId?: string | null;
  /** The job has been started and is not finished yet. */
  inProgress?: boolean;
  /** More lines for the details shown on focus or hover ('Started 10:02 AM', the address). */
  lines?: readonly string[];
  /** The finished job's photos. */
  photos?: readonly SchedulePhoto[];
}

/** A booking moved to a team (or none) and a time, by drag and drop, the keyboard or a form. */
export interface ScheduleMove {
  bookingId: string;
  teamId: string | null;
  date: string;
  slot: string;
}

export interface ScheduleGridTexts {
  time: string;
  crew: (n: number) => string;
  /** Header of a lane beyond the crews (an overbooked or cancelled booking needs one). */
  extra: string;
  closed: string;
  dayView: string;
  weekView: string;
  previous: string;
  next: string;
  today: string;
  statuses: BookingStatusLabels;
  /** A job started and not finished yet. */
  inProgress: string;
  /** The column of bookings no team has yet. */
  unassigned: string;
  /** The legend's name. */
  teams: string;
  /** A day of the week view without bookings. */
  noBookings: string;
  team: (name: string) => string;
  photos: (n: number) => string;
  /** The move handle's name. */
  move: (customer: string) => string;
  /** How the move handle works, read with it. */
  moveHelp: string;
  /** Announced while a booking is moved with the keyboard: where it would go. */
  moveTarget: (where: string, time: string) => string;
  moved: (customer: string, where: string, time: string) => string;
  moveCancelled: string;
  /** Shown when the move was refused; `reason` says why. */
  moveRefused: (customer: string, reason: string) => string;
}

export const defaultScheduleGridTexts: ScheduleGridTexts = {
  time: 'Time',
  crew: (n) => `Crew ${n}`,
  extra: 'Extra',
  closed: 'Closed',
  dayView: 'Day',
  weekView: 'Week',
  previous: 'Previous',
  next: 'Next',
  today: 'Today',
  statuses: defaultBookingStatusLabels,
  inProgress: 'In progress',
  unassigned: 'Unassigned',
  teams: 'Teams',
  noBookings: 'No bookings',
  team: (name) => `Team: ${name}`,
  photos: (n) => (n === 1 ? '1 photo' : `${n} photos`),
  move: (customer) => `Move ${customer}`,
  moveHelp:
    'Drag to a team and time, or press Enter, choose with the arrow keys (left and right: team, up and down: time), Enter to move, Escape to cancel.',
  moveTarget: (where, time) => `${where}, ${time}`,
  moved: (customer, where, time) => `Moved ${customer} to ${where} at ${time}.`,
  moveCancelled: 'Move cancelled.',
  moveRefused: (customer, reason) => `${customer} was not moved: ${reason}`,
};

export const scheduleViews = ['day', 'week'] as const;
export type ScheduleView = (typeof scheduleViews)[number];

export interface ScheduleGridProps {
  /** `day`: one day, a column per team (or per crew of each service). `week`: a column per day. */
  view: ScheduleView;
  /** The days shown: one for the day view, usually seven for the week view. */
  days: readonly ScheduleDay[];
  /** The rows, in order: the 12 hourly slots. */
  slots: readonly ScheduleSlot[];
  services: readonly ScheduleService[];
  bookings: readonly ScheduleBooking[];
  /**
   * The company's teams. With any, the day view has a column per team and one of unassigned bookings, and the
   * week view colours each booking by its team; without, the day view has a lane per crew of each service.
   */
  teams?: readonly ScheduleTeam[];
  /** Called with a booking's id when its block is activated. */
  onOpen: (id: string) => void;
  /**
   * With it (and teams), bookings can be moved: dragged to another team and time (or day, in the week view), or
   * moved with the keyboard from their move handle. Rejects with an Error whose message says why a move was
   * refused; the grid shows it.
   */
  onMove?: (move: ScheduleMove) => Promise<void>;
  /** The schedule's name, e.g. 'Schedule for Wed 2 Dec 2026'. */
  caption: ReactNode;
  /** How many slots a booking keeps a crew busy. @default 2 */
  blockSlots?: number;
  /** With it, a Day / Week switch is shown. */
  onViewChange?: (view: ScheduleView) => void;
  /** With them, Previous / Today / Next buttons are shown. */
  onPrevious?: () => void;
  onNext?: () => void;
  onToday?: () => void;
  texts?: Partial<ScheduleGridTexts>;
  className?: string;
}

/** What the views share: texts, ids, lookups and the move machinery. */
export interface ScheduleContext {
  id: string;
  t: ScheduleGridTexts;
  slots: readonly ScheduleSlot[];
  slotIndex: ReadonlyMap<string, number>;
  serviceLabel: ReadonlyMap<string, string>;
  teams: readonly ScheduleTeam[];
  teamById: ReadonlyMap<string, ScheduleTeam>;
  blockSlots: number;
  onOpen: (id: string) => void;
  /** Present when bookings can be moved. */
  move?: (booking: ScheduleBooking, to: Omit<ScheduleMove, 'bookingId'>) => void;
  /** Ids of bookings whose move is under way. */
  pending: ReadonlySet<string>;
  /** The booking being dragged with the pointer. */
  dragged: { current: ScheduleBooking | null };
  /** Says something to screen readers (the polite live region). */
  announce: (text: string) => void;
}

/** The team a booking is assigned to, when it is one of the teams shown. */
export function teamOf(context: ScheduleContext, booking: ScheduleBooking): ScheduleTeam | undefined {
  return booking.teamId ? context.teamById.get(booking.teamId) : undefined;
}

/** What makes a booking's block draggable to another team, day or time (when bookings can be moved). */
export function dragSource(context: ScheduleContext, booking: ScheduleBooking) {
  return {
    draggable: context.move ? true : undefined,
    onDragStart: context.move
      ? (event: DragEvent) => {
          context.dragged.current = booking;
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', booking.id);
        }
      : undefined,
    onDragEnd: () => {
      context.dragged.current = null;
    },
  };
}
