import type { BookingEvent } from './adminData';
import { bookingDay } from './format';
import { adminTexts } from './texts';

const t = adminTexts.bookings.history;

interface Slot {
  date?: string;
  time_slot?: string;
}

const slotText = (slot: Slot | undefined) => (slot?.date ? `${bookingDay(slot.date)}, ${slot.time_slot ?? ''}` : '');

const teamText = (team: unknown) => (team as { name?: string } | null | undefined)?.name ?? t.noTeam;

const statusText = (status: unknown) =>
  adminTexts.statuses[String(status) as keyof typeof adminTexts.statuses] ?? String(status);

/** One recorded change in words: 'Moved by the customer from Tue, 1 Dec 2026, 10:00 AM to …'. */
export function eventText(event: BookingEvent): string {
  const by = event.actorEmail ?? t.actors[event.actor] ?? event.actor;
  const detail = (event.detail ?? {}) as { from?: unknown; to?: unknown };
  switch (event.kind) {
    case 'created':
      return t.created(by);
    case 'rescheduled':
      return t.rescheduled(by, slotText(detail.from as Slot), slotText(detail.to as Slot));
    case 'cancelled':
      return t.cancelled(by);
    case 'released':
      return t.released(by);
    case 'assigned':
      return t.assigned(by, teamText(detail.from), teamText(detail.to));
    default:
      return t.status(by, statusText(detail.from), statusText(detail.to));
  }
}
