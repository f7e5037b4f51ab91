import { manageBookingMachine } from '@sparkle/machines';
import { fromPromise } from 'xstate';
import {
  cancelManagedBooking,
  cancelSeries,
  changeSeries,
  loadAvailability,
  loadManagedBooking,
  moveSeriesVisit,
  pauseSeries,
  rescheduleManagedBooking,
  resumeSeries,
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
    moveVisit: fromPromise(({ input }) => moveSeriesVisit(input)),
    changeSeries: fromPromise(({ input }) => changeSeries(input)),
    pauseSeries: fromPromise(({ input }) => pauseSeries(input)),
    resumeSeries: fromPromise(({ input }) => resumeSeries(input)),
  },
  actions: siteEffects,
});
