import { manageBookingMachine } from '@sparkle/machines';
import { fromPromise } from 'xstate';
import {
  cancelManagedBooking,
  cancelSeries,
  loadAvailability,
  loadManagedBooking,
  rescheduleManagedBooking,
  skipSeriesVisit,
} from './bookingApi';
import { siteEffects } from './siteEffects';

/** The manage link's statechart (/booking/<token>) with the same calls and effects. */
export const siteManageBookingMachine = manageBookingMachine.provide({
  actors: {
    loadBooking: fromPromise(({ input }) => loadManagedBooking(input)),
    loadAvailability: fromPromise(({ input }) => loadAvailability(input)),
    rescheduleBooking: fromPromise(({ input }) => rescheduleManagedBooking(input)),
    cancelBooking: fromPromise(({ input }) => cancelManagedBooking(input)),
    skipVisit: fromPromise(({ input }) => skipSeriesVisit(input)),
    cancelSeries: fromPromise(({ input }) => cancelSeries(input)),
  },
  actions: siteEffects,
});
