import { manageBookingMachine } from '@sparkle/machines';
import { fromPromise } from 'xstate';
import { cancelManagedBooking, loadAvailability, loadManagedBooking, rescheduleManagedBooking } from './bookingApi';
import { siteEffects } from './siteEffects';

/** The manage link's statechart (/booking/<token>) with the same calls and effects. */
export const siteManageBookingMachine = manageBookingMachine.provide({
  actors: {
    loadBooking: fromPromise(({ input }) => loadManagedBooking(input)),
    loadAvailability: fromPromise(({ input }) => loadAvailability(input)),
    rescheduleBooking: fromPromise(({ input }) => rescheduleManagedBooking(input)),
    cancelBooking: fromPromise(({ input }) => cancelManagedBooking(input)),
  },
  actions: siteEffects,
});
