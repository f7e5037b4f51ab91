import type { BookingStatus, SeriesFrequency, TimeSlot } from '@sparkle/company/booking';

/*
 * A regular cleaning as its manage link and the booking form's confirmation show it: types only, in a module of
 * their own so that both statecharts may name them without importing each other.
 */

export type { BookingStatus, SeriesFrequency };

/** One visit of a series, as its manage link shows it. */
export interface ManagedSeriesVisit {
  /** The date of the pattern this visit stands for (its key, even when moved). */
  occursOn: string;
  /** When it takes place (the pattern's date, or where it was moved). */
  date: string;
  timeSlot: TimeSlot;
  /** booked (a booking exists), flagged (its slot was full or closed: the office finds another), skipped, paused, cancelled. */
  state: 'booked' | 'flagged' | 'skipped' | 'paused' | 'cancelled';
  /** Why a flagged visit could not be booked ('full', 'closed', …). */
  flagReason: string | null;
  /** The visit's booking reference, once booked. */
  reference: string | null;
  status: BookingStatus | null;
  /** Active and more than 24 hours away. */
  canChange: boolean;
}

/** A regular cleaning as its manage link shows it. */
export interface ManagedSeries {
  reference: string;
  frequency: SeriesFrequency;
  /** ISO weekday of the pattern, 1 (Monday) to 7 (Sunday). */
  weekday: number;
  timeSlot: TimeSlot;
  status: 'active' | 'cancelled';
  /** No visits before this date (ISO), or null. */
  pausedUntil: string | null;
  /** Active: its visits may still be changed or the whole series cancelled. */
  canChange: boolean;
  visits: ManagedSeriesVisit[];
}
