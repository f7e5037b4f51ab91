import { bookingMachine } from '@sparkle/machines';
import { fromPromise } from 'xstate';
import { whenIdle } from '../../lib/tasks';
import { firstInteraction } from '../../loading/firstInteraction';
import { loadAvailability, loadClosedDays, loadPriceList, requestBooking } from './bookingApi';
import { siteEffects } from './siteEffects';

/**
 * The booking statechart with the site's effects: availability, the price list and the closed days
 * come from the database, and a booking is stored by `request_booking`, which checks the slot against the
 * crews and the rules, computes the price and answers the reference and the manage link's token. With the
 * booking go the honeypot and the time the form took to fill in. Toasts go through the site's one
 * toast channel.
 */
export const siteBookingMachine = bookingMachine.provide({
  actors: {
    submitBooking: fromPromise(({ input }) => requestBooking(input)),
    loadAvailability: fromPromise(({ input }) => loadAvailability(input)),
    // Not when the page opens (it carries the build's prices): once the visitor starts using the form, at an idle
    // moment after that first tap (the data client's code takes a phone some tens of milliseconds to evaluate).
    loadPriceList: fromPromise(() =>
      firstInteraction()
        .then(() => whenIdle())
        .then(loadPriceList),
    ),
    loadClosedDays: fromPromise(() =>
      firstInteraction()
        .then(() => whenIdle())
        .then(loadClosedDays),
    ),
  },
  actions: siteEffects,
});
