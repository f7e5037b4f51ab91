import { Badge, type BadgeTone } from '../Badge/Badge';

/**
 * The badge tone of each status a booking can have; the same colours the schedule's blocks use. The statuses are
 * the booking rules' (`bookingStatuses`, which the database's check constraint allows): the design system only gives
 * each a colour and a default word. The site hands the rules' statuses to these components and theirs back to the
 * rules, so its type check fails when the two lists differ.
 */
export const bookingStatusTones = {
  pending: 'accent',
  confirmed: 'brand',
  completed: 'positive',
  cancelled: 'critical',
} as const satisfies Readonly<Record<string, BadgeTone>>;

/** A booking's status, as the database stores it: one the design system has a colour for. */
export type BookingStatus = keyof typeof bookingStatusTones;

/** What each status reads as, for a later translation. */
export type BookingStatusLabels = Record<BookingStatus, string>;

export const defaultBookingStatusLabels: BookingStatusLabels = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export interface BookingStatusBadgeProps {
  status: BookingStatus;
  labels?: Partial<BookingStatusLabels>;
}

/** A booking's status as a badge: colour and its word, never colour alone. */
export function BookingStatusBadge({ status, labels }: BookingStatusBadgeProps) {
  const text = { ...defaultBookingStatusLabels, ...labels }[status];
  return <Badge tone={bookingStatusTones[status]}>{text}</Badge>;
}
