import { errorMessage } from '@sparkle/machines';
import { Text } from '@sparkle/ui';
import { useState } from 'react';
import { type BookingEvent, loadBookingHistory } from './adminData';
import { bookingDay, timestamp } from './format';
import { adminTexts } from './texts';

const t = adminTexts.bookings.history;

interface Slot {
  date?: string;
  time_slot?: string;
}

const slotText = (slot: Slot | undefined) => (slot?.date ? `${bookingDay(slot.date)}, ${slot.time_slot ?? ''}` : '');

const statusText = (status: unknown) =>
  adminTexts.statuses[String(status) as keyof typeof adminTexts.statuses] ?? String(status);

/** One recorded change in words: 'Moved by the customer from Tue, 1 Dec 2026, 10:00 AM to …'. */
function eventText(event: BookingEvent): string {
  const by = t.actors[event.actor] ?? event.actor;
  const detail = (event.detail ?? {}) as { from?: unknown; to?: unknown };
  switch (event.kind) {
    case 'created':
      return t.created(by);
    case 'rescheduled':
      return t.rescheduled(by, slotText(detail.from as Slot), slotText(detail.to as Slot));
    case 'cancelled':
      return t.cancelled(by);
    default:
      return t.status(by, statusText(detail.from), statusText(detail.to));
  }
}

/**
 * A booking's history in the inbox (issue 10): closed at first, read from `booking_events` when opened, so the
 * list of bookings costs no extra queries. Only admins can read it (RLS).
 */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const [state, setState] = useState<
    | { status: 'idle' | 'loading' }
    | { status: 'loaded'; events: BookingEvent[] }
    | { status: 'failed'; message: string }
  >({ status: 'idle' });

  const load = async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'loaded', events: await loadBookingHistory(bookingId) });
    } catch (error) {
      console.error('Error loading the booking history:', error);
      setState({ status: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <details
      onToggle={(event) => {
        if (event.currentTarget.open && state.status !== 'loaded') void load();
      }}
    >
      <summary>{t.title}</summary>
      <div aria-live="polite">
        {state.status === 'loading' ? <Text tone="muted">{t.loading}</Text> : null}
        {state.status === 'failed' ? <Text tone="critical">{t.failed(state.message)}</Text> : null}
        {state.status === 'loaded' && state.events.length === 0 ? <Text tone="muted">{t.empty}</Text> : null}
        {state.status === 'loaded' && state.events.length > 0 ? (
          <ol>
            {state.events.map((event) => {
              const time = timestamp(event.at);
              return (
                <li key={event.id}>
                  <time dateTime={time.dateTime}>{time.label}</time>: {eventText(event)}
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
    </details>
  );
}
