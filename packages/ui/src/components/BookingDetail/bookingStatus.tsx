import { Badge, type BadgeTone } from '../Badge/Badge';

/** A booking's status, as the database stores it (bookings_status_check). */
export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** What each status reads as, for a later translation. */
export type BookingStatusLabels = Record<BookingStatus, string>;

export const defaultBookingStatusLabels: BookingStatusLabels = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The badge tone of each status; the same colours the schedule's blocks use. */
export const bookingStatusTones: Readonly<Record<BookingStatus, BadgeTone>> = {
  pending: 'accent',
  confirmed: 'brand',
  completed: 'positive',
  cancelled: 'critical',
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
