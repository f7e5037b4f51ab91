import { type BookingRequest, bookingMachine } from '@sparkle/machines';
import { fromPromise } from 'xstate';
import { getSupabase } from '../../lib/supabase';
import { notify } from '../toast/notify';

/**
 * The booking statechart with the site's effects: a booking is stored in `bookings` (DECISIONS §3.1; the
 * database checks the service, the slot and that the date is not before today in Dubai), toasts go through the
 * site's one toast channel, and a failure is logged with the reason the backend gave.
 */
export const siteBookingMachine = bookingMachine.provide({
  actors: {
    submitBooking: fromPromise<void, BookingRequest>(async ({ input }) => {
      const supabase = await getSupabase();
      // No .select(): visitors may insert but not read bookings, and only the error matters here.
      const { error } = await supabase.from('bookings').insert({
        service: input.service,
        date: input.date,
        time_slot: input.timeSlot,
        name: input.name,
        phone: input.phone,
        email: input.email,
        address: input.address,
      });
      if (error) throw error;
    }),
  },
  actions: {
    notify: (_, notification) => notify(notification),
    logError: (_, { message, error }) => console.error(message, error),
  },
});
