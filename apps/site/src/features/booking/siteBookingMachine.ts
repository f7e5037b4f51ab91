import { type BookingRequest, bookingMachine } from '@sparkle/machines';
import { fromPromise } from 'xstate';
import { fillTimeSince } from '../../lib/formTiming';
import { serviceError } from '../../lib/serviceErrors';
import { getSupabase } from '../../lib/supabase';
import { notify } from '../toast/notify';

/**
 * The booking statechart with the site's effects: a booking is stored in `bookings` (DECISIONS §3.1; the
 * database checks the service, the slot and that the date is not before today in Dubai), toasts go through the
 * site's one toast channel, and a failure is logged with the reason the backend gave. With the booking go the
 * honeypot and the time the form took to fill in: the database drops a booking that looks like a bot's while
 * answering as if it stored it (issue 11). A refusal for too many requests becomes a `RateLimitedError`.
 */
export const siteBookingMachine = bookingMachine.provide({
  actors: {
    submitBooking: fromPromise<void, BookingRequest>(async ({ input }) => {
      const supabase = await getSupabase();
      // No .select(): visitors may insert but not read bookings, and only the error matters here.
      const { error, status } = await supabase.from('bookings').insert({
        service: input.service,
        date: input.date,
        time_slot: input.timeSlot,
        name: input.name,
        phone: input.phone,
        email: input.email,
        address: input.address,
        honeypot: input.honeypot,
        fill_ms: fillTimeSince(input.openedAt),
      });
      if (error) throw serviceError(error, status);
    }),
  },
  actions: {
    notify: (_, notification) => notify(notification),
    logError: (_, { message, error }) => console.error(message, error),
  },
});
