import type { SlotAvailability } from '@sparkle/company/booking';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { timeSlots } from '../booking/bookingMachine';
import {
  BookingExpiredError,
  BookingLateError,
  BookingNotFoundError,
  isBookingExpiredError,
  isBookingLateError,
  isBookingNotFoundError,
  isRateLimitedError,
  isSeriesChangeRefusedError,
  isSeriesClosedError,
  isSlotTakenError,
  isSlotUnavailableError,
  RateLimitedError,
  SeriesChangeRefusedError,
  SeriesClosedError,
  SlotTakenError,
  SlotUnavailableError,
} from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import {
  type ManageBookingContext,
  type ManagedBooking,
  type MoveVisitRequest,
  manageBookingMachine,
  type PauseSeriesRequest,
  type RescheduleRequest,
  rescheduleProblem,
  type SeriesChangeRequest,
  type SkipVisitRequest,
  seriesVisitOf,
} from './manageBookingMachine';

const booking: ManagedBooking = {
  reference: 'SC-7K2M9Q',
  service: 'deep',
  date: '2030-06-04',
  timeSlot: '10:00 AM',
  status: 'confirmed',
  name: 'Layla Haddad',
  community: 'Dubai Marina',
  building: 'Marina Gate 1',
  apartment: '',
  address: 'Marina Walk',
  property: '2br',
  quantity: 1,
  extras: ['fridge'],
  estimate: { subtotalFils: 45000, vatFils: 2250, totalFils: 47250 },
  canChange: true,
  startsAt: '2030-06-04T06:00:00.000Z',
};
const late: ManagedBooking = { ...booking, canChange: false };
const moved: ManagedBooking = { ...booking, timeSlot: '02:00 PM' };
const cancelled: ManagedBooking = { ...booking, status: 'cancelled', canChange: false };
// A visit of a weekly series; skipped, the visit is cancelled; cancelled, so is the series.
const visitOfSeries: ManagedBooking = {
  ...booking,
  series: {
    reference: 'SR-4H8P2X',
    frequency: 'weekly',
    weekday: 2,
    timeSlot: '10:00 AM',
    status: 'active',
    pausedUntil: null,
    canChange: true,
    visits: [
      {
        occursOn: '2030-06-04',
        date: '2030-06-04',
        timeSlot: '10:00 AM',
        state: 'booked',
        flagReason: null,
        reference: booking.reference,
        status: 'confirmed',
        canChange: true,
      },
      // The next visit: its slot was full, so the office (or the customer, by moving it) finds another.
      {
        occursOn: '2030-06-11',
        date: '2030-06-11',
        timeSlot: '10:00 AM',
        state: 'flagged',
        flagReason: 'full',
        reference: null,
        status: null,
        canChange: true,
      },
    ],
  },
};
// Moved, the flagged visit is booked; paused, the series has a date; changed, another time.
const visitMoved: ManagedBooking = {
  ...visitOfSeries,
  series: {
    ...visitOfSeries.series!,
    visits: visitOfSeries.series!.visits.map((v, i) =>
      i === 1
        ? { ...v, state: 'booked', date: '2030-06-04', timeSlot: '02:00 PM', reference: 'SC-2', status: 'pending' }
        : v,
    ),
  },
};
const seriesPaused: ManagedBooking = {
  ...visitOfSeries,
  series: {
    ...visitOfSeries.series!,
    pausedUntil: '2030-06-04',
    visits: visitOfSeries.series!.visits.map((v) => ({ ...v, state: 'paused' })),
  },
};
const seriesChanged: ManagedBooking = {
  ...visitOfSeries,
  series: { ...visitOfSeries.series!, timeSlot: '02:00 PM' },
};
const skippedVisit: ManagedBooking = {
  ...cancelled,
  series: {
    ...visitOfSeries.series!,
    visits: [{ ...visitOfSeries.series!.visits[0]!, state: 'skipped', status: 'cancelled', canChange: false }],
  },
};
const seriesEnded: ManagedBooking = {
  ...skippedVisit,
  series: { ...skippedVisit.series!, status: 'cancelled', canChange: false },
};

const allFree: SlotAvailability[] = timeSlots.map((slot) => ({ slot, free: 2, reason: null }));
const twoFull: SlotAvailability[] = allFree.map((slot) =>
  slot.slot === '02:00 PM' ? { slot: slot.slot, free: 0, reason: 'full' } : slot,
);

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ManageBookingContext;

const events: AnyEventObject[] = [
  { type: 'retry' },
  { type: 'reschedule.start' },
  // One date is enough: the booking's own (so that its own time can be refused) with another time free or full.
  { type: 'field.change', field: 'date', value: '2030-06-04' },
  { type: 'field.change', field: 'timeSlot', value: '10:00 AM' },
  { type: 'field.change', field: 'timeSlot', value: '02:00 PM' },
  { type: 'reschedule.submit' },
  { type: 'reschedule.cancel' },
  { type: 'cancel.start' },
  { type: 'cancel.confirm' },
  { type: 'cancel.keep' },
  { type: 'series.skip' },
  { type: 'series.cancel.start' },
  { type: 'series.cancel.confirm' },
  { type: 'series.cancel.keep' },
];

/**
 * The series' own changes (move another visit, a new day and time, pause, resume) in a second, smaller model: a
 * visit of a series only, one date, one slot; both models together cover the machine.
 */
const seriesEvents: AnyEventObject[] = [
  { type: 'series.move.start', occursOn: '2030-06-11' },
  { type: 'series.change.start' },
  { type: 'field.change', field: 'date', value: '2030-06-04' },
  { type: 'field.change', field: 'timeSlot', value: '02:00 PM' },
  { type: 'reschedule.submit' },
  { type: 'reschedule.cancel' },
  { type: 'series.pause.start' },
  { type: 'series.pause.submit' },
  { type: 'series.pause.cancel' },
  { type: 'series.resume' },
];

const tokenGone = (error: unknown) => isBookingNotFoundError(error) || isBookingExpiredError(error);
const failed = (description: string): Effect[] => [
  { type: 'notify', params: { title: messages.errorTitle, description, variant: 'destructive' } },
  { type: 'logError', params: expect.objectContaining({ message: expect.any(String) }) },
];
const logged: Effect = { type: 'logError', params: expect.objectContaining({ message: expect.any(String) }) };

const spec: Parameters<typeof createModel>[0] = {
  machine: manageBookingMachine,
  input: { token: 'tok' },
  actors: [
    'loadBooking',
    'loadAvailability',
    'rescheduleBooking',
    'cancelBooking',
    'skipVisit',
    'cancelSeries',
    'moveVisit',
    'changeSeries',
    'pauseSeries',
    'resumeSeries',
  ],
  effects: ['notify', 'logError'],
  events: () => events,
  outcomes: {
    loadBooking: {
      done: [booking, late, visitOfSeries],
      error: [new BookingNotFoundError('none'), new BookingExpiredError('old'), new Error('offline')],
    },
    loadAvailability: { done: [allFree, twoFull], error: [new Error('offline')] },
    rescheduleBooking: {
      done: [moved],
      error: [
        new SlotTakenError('2030-06-04', '02:00 PM'),
        new BookingLateError('late'),
        new RateLimitedError('slow down'),
        new Error('offline'),
        new BookingNotFoundError('none'),
        new BookingExpiredError('old'),
      ],
    },
    cancelBooking: {
      done: [cancelled],
      error: [
        new BookingLateError('late'),
        new RateLimitedError('slow down'),
        new Error('offline'),
        new BookingNotFoundError('none'),
        new BookingExpiredError('old'),
      ],
    },
    skipVisit: {
      done: [skippedVisit],
      error: [
        new BookingLateError('late'),
        new SeriesClosedError('closed'),
        new RateLimitedError('slow down'),
        new Error('offline'),
        new BookingNotFoundError('none'),
        new BookingExpiredError('old'),
      ],
    },
    cancelSeries: {
      done: [seriesEnded],
      error: [
        new SeriesClosedError('closed'),
        new RateLimitedError('slow down'),
        new Error('offline'),
        new BookingNotFoundError('none'),
        new BookingExpiredError('old'),
      ],
    },
  },
  abstract: (snapshot) => {
    const c = context(snapshot);
    return {
      booking: c.booking && [c.booking.status, c.booking.canChange, c.booking.date, c.booking.timeSlot],
      series: c.booking?.series ? [c.booking.series.status, seriesVisitOf(c.booking)?.state] : null,
      problem: c.booking ? rescheduleProblem(c) : null,
      error: c.error,
      availability: c.availabilityStatus,
      full: c.availability?.slots === twoFull,
      refused: c.refusedSlot !== null,
    };
  },
  states: {
    loading: (system) => expect(system.doubles.isPending('loadBooking')).toBe(true),
    failed: (system) => {
      expect(context(system.actor.getSnapshot()).error?.message).toBe(messages.manageBooking.loadFailed);
    },
    // A token that does not work shows no booking at all (or none but the one that token once opened).
    notFound: (system, step) => {
      if (step.event.type === 'xstate.error.actor.loadBooking') {
        expect(context(system.actor.getSnapshot()).booking).toBeNull();
      }
    },
    expired: (system, step) => {
      if (step.event.type === 'xstate.error.actor.loadBooking') {
        expect(context(system.actor.getSnapshot()).booking).toBeNull();
      }
    },
    'loaded.viewing': (system) => {
      const c = context(system.actor.getSnapshot());
      expect(c.booking).not.toBeNull();
      // No slots load for a booking that is only being looked at.
      expect(system.actor.getSnapshot().children.loadAvailability).toBeUndefined();
    },
    'loaded.rescheduling.editing': (system, step) => {
      const c = context(system.actor.getSnapshot());
      // This booking's time changes only while it may; a visit or the series' time while the series is open.
      if (c.timeChange.kind === 'booking') expect(c.booking?.canChange).toBe(true);
      else expect(c.booking?.series?.canChange).toBe(true);
      if (step.event.type === 'xstate.error.actor.rescheduleBooking') {
        // Nothing chosen is lost.
        expect(c.values).toEqual(context(step.before).values);
      }
    },
    'loaded.rescheduling.saving.booking': (system, step) => {
      // What is sent passed the checks when it was submitted (the slots may reload meanwhile).
      if (step.before.matches({ loaded: { rescheduling: 'editing' } })) {
        expect(rescheduleProblem(context(step.before))).toBeNull();
      }
      const [call] = system.doubles.callsOf('rescheduleBooking').slice(-1);
      const request = call?.input as RescheduleRequest;
      const current = context(system.actor.getSnapshot()).booking;
      expect(request).toMatchObject({ token: 'tok', date: '2030-06-04' });
      expect(request.timeSlot).not.toBe(current?.timeSlot);
    },
    // Another visit moves by the date of its pattern; only one that may still change.
    'loaded.rescheduling.saving.visit': (system, step) => {
      if (step.before.matches({ loaded: { rescheduling: 'editing' } })) {
        expect(rescheduleProblem(context(step.before))).toBeNull();
      }
      expect(system.doubles.isPending('moveVisit')).toBe(true);
      const [call] = system.doubles.callsOf('moveVisit').slice(-1);
      expect(call?.input as MoveVisitRequest).toMatchObject({
        token: 'tok',
        occursOn: '2030-06-11',
        date: '2030-06-04',
      });
    },
    'loaded.rescheduling.saving.series': (system) => {
      expect(system.doubles.isPending('changeSeries')).toBe(true);
      const [call] = system.doubles.callsOf('changeSeries').slice(-1);
      expect(call?.input as SeriesChangeRequest).toMatchObject({ token: 'tok', date: '2030-06-04' });
      expect(context(system.actor.getSnapshot()).booking?.series?.canChange).toBe(true);
    },
    'loaded.pausing.editing': (system) => {
      expect(context(system.actor.getSnapshot()).booking?.series?.canChange).toBe(true);
    },
    'loaded.pausing.saving': (system) => {
      expect(system.doubles.isPending('pauseSeries')).toBe(true);
      const [call] = system.doubles.callsOf('pauseSeries').slice(-1);
      expect(call?.input as PauseSeriesRequest).toEqual({ token: 'tok', until: '2030-06-04' });
    },
    // Only a paused series resumes.
    'loaded.resuming': (system, step) => {
      expect(system.doubles.isPending('resumeSeries')).toBe(true);
      expect(context(step.before).booking?.series?.pausedUntil).not.toBeNull();
    },
    'loaded.confirmingCancel': (system) => {
      expect(context(system.actor.getSnapshot()).booking?.canChange).toBe(true);
    },
    'loaded.cancelling': (system) => expect(system.doubles.isPending('cancelBooking')).toBe(true),
    // Only a visit of an open series that may still change is skipped, by the date of its pattern.
    'loaded.skipping': (system, step) => {
      expect(system.doubles.isPending('skipVisit')).toBe(true);
      expect(seriesVisitOf(context(step.before).booking)?.canChange).toBe(true);
      const [call] = system.doubles.callsOf('skipVisit').slice(-1);
      expect(call?.input as SkipVisitRequest).toEqual({ token: 'tok', occursOn: '2030-06-04' });
    },
    'loaded.confirmingSeriesCancel': (system) => {
      expect(context(system.actor.getSnapshot()).booking?.series?.canChange).toBe(true);
    },
    'loaded.cancellingSeries': (system) => expect(system.doubles.isPending('cancelSeries')).toBe(true),
  },
  oracle: ({ event }: ModelStep): Effect[] => {
    const error = (event as { error?: unknown }).error;
    switch (event.type) {
      case 'xstate.error.actor.loadBooking':
        return tokenGone(error) ? [] : [logged];
      case 'xstate.error.actor.loadAvailability':
        return [logged];
      case 'xstate.done.actor.rescheduleBooking':
        return [
          {
            type: 'notify',
            params: {
              title: 'Booking rescheduled',
              description: 'Your booking is now at 02:00 PM on Tue 4 Jun.',
              variant: 'default',
            },
          },
        ];
      case 'xstate.done.actor.cancelBooking':
        return [{ type: 'notify', params: { ...messages.manageBooking.cancelled, variant: 'default' } }];
      case 'xstate.done.actor.skipVisit':
        return [{ type: 'notify', params: { ...messages.manageBooking.visitSkipped, variant: 'default' } }];
      case 'xstate.done.actor.cancelSeries':
        return [{ type: 'notify', params: { ...messages.manageBooking.seriesCancelled, variant: 'default' } }];
      case 'xstate.done.actor.moveVisit':
        return [{ type: 'notify', params: { ...messages.manageBooking.visitMoved, variant: 'default' } }];
      case 'xstate.done.actor.changeSeries':
        return [{ type: 'notify', params: { ...messages.manageBooking.seriesChanged, variant: 'default' } }];
      case 'xstate.done.actor.pauseSeries':
        return [{ type: 'notify', params: { ...messages.manageBooking.seriesPaused, variant: 'default' } }];
      case 'xstate.done.actor.resumeSeries':
        return [{ type: 'notify', params: { ...messages.manageBooking.seriesResumed, variant: 'default' } }];
      case 'xstate.error.actor.moveVisit':
      case 'xstate.error.actor.changeSeries': {
        if (tokenGone(error)) return [];
        if (isBookingLateError(error)) return failed(messages.manageBooking.visitLate);
        if (isSeriesClosedError(error)) return failed(messages.manageBooking.seriesClosed);
        if (isSlotTakenError(error) || isSlotUnavailableError(error)) return [logged];
        if (isRateLimitedError(error)) return failed(messages.rateLimited);
        return failed(
          event.type === 'xstate.error.actor.moveVisit'
            ? messages.manageBooking.moveFailed
            : messages.manageBooking.seriesChangeFailed,
        );
      }
      case 'xstate.error.actor.pauseSeries':
      case 'xstate.error.actor.resumeSeries': {
        if (tokenGone(error)) return [];
        if (isSeriesChangeRefusedError(error)) {
          return error.reason === 'notPaused' ? failed(messages.manageBooking.notPaused) : [];
        }
        if (isSeriesClosedError(error)) return failed(messages.manageBooking.seriesClosed);
        if (isRateLimitedError(error)) return failed(messages.rateLimited);
        return failed(
          event.type === 'xstate.error.actor.pauseSeries'
            ? messages.manageBooking.pauseFailed
            : messages.manageBooking.resumeFailed,
        );
      }
      case 'xstate.error.actor.skipVisit':
      case 'xstate.error.actor.cancelSeries': {
        if (tokenGone(error)) return [];
        if (isBookingLateError(error)) return failed(messages.manageBooking.late);
        if (isSeriesClosedError(error)) return failed(messages.manageBooking.seriesClosed);
        if (isRateLimitedError(error)) return failed(messages.rateLimited);
        return failed(
          event.type === 'xstate.error.actor.skipVisit'
            ? messages.manageBooking.skipFailed
            : messages.manageBooking.seriesCancelFailed,
        );
      }
      case 'xstate.error.actor.rescheduleBooking':
      case 'xstate.error.actor.cancelBooking': {
        if (tokenGone(error)) return [];
        if (isBookingLateError(error)) return failed(messages.manageBooking.late);
        if (isSlotTakenError(error)) return [logged];
        if (isRateLimitedError(error)) return failed(messages.rateLimited);
        return failed(
          event.type === 'xstate.error.actor.cancelBooking'
            ? messages.manageBooking.cancelFailed
            : messages.manageBooking.rescheduleFailed,
        );
      }
      default:
        return [];
    }
  },
};

const model = createModel(spec);

const seriesModel = createModel({
  ...spec,
  events: () => seriesEvents,
  outcomes: {
    loadBooking: { done: [visitOfSeries], error: [] },
    loadAvailability: { done: [allFree], error: [new Error('offline')] },
    moveVisit: {
      done: [visitMoved],
      error: [
        new SlotTakenError('2030-06-04', '02:00 PM'),
        new BookingLateError('late'),
        new SeriesClosedError('closed'),
        new RateLimitedError('slow down'),
        new Error('offline'),
        new BookingNotFoundError('none'),
        new BookingExpiredError('old'),
      ],
    },
    changeSeries: {
      done: [seriesChanged],
      error: [
        new SlotUnavailableError('2030-06-04', '02:00 PM', 'tooSoon'),
        new SeriesClosedError('closed'),
        new RateLimitedError('slow down'),
        new Error('offline'),
        new BookingExpiredError('old'),
        new BookingNotFoundError('none'),
      ],
    },
    pauseSeries: {
      done: [seriesPaused],
      error: [
        new SeriesChangeRefusedError('until'),
        new SeriesClosedError('closed'),
        new RateLimitedError('slow down'),
        new Error('offline'),
        new BookingNotFoundError('none'),
        new BookingExpiredError('old'),
      ],
    },
    resumeSeries: {
      done: [visitOfSeries],
      error: [
        new SeriesChangeRefusedError('notPaused'),
        new SeriesClosedError('closed'),
        new RateLimitedError('slow down'),
        new Error('offline'),
        new BookingExpiredError('old'),
        new BookingNotFoundError('none'),
      ],
    },
  },
  abstract: (snapshot) => {
    const c = context(snapshot);
    const series = c.booking?.series;
    return {
      series: series && [series.pausedUntil !== null, series.visits[1]?.state, series.timeSlot],
      timeChange: c.timeChange.kind,
      changedFrom: c.seriesChangedFrom !== null,
      problem: c.booking ? rescheduleProblem(c)?.message : null,
      // Where an error shows (its text is checked step by step by the oracle and the invariants).
      error: c.error ? (c.error.field ?? 'page') : null,
      availability: c.availabilityStatus,
      refused: c.refusedSlot !== null,
    };
  },
});

describe('manageBookingMachine, model-based', () => {
  for (const path of [...model.paths, ...seriesModel.paths]) {
    it(path.description, () => (seriesModel.paths.includes(path) ? seriesModel : model).run(path));
  }

  it('every state, transition and guard was exercised', () => {
    model.assertCoverage(seriesModel);
  });

  it('no change was ever sent for a booking that could not be changed', () => {
    for (const path of model.paths) {
      for (const step of path.steps) {
        const starts = step.event.type === 'reschedule.start' || step.event.type === 'cancel.start';
        if (starts && step.before.matches({ loaded: 'viewing' }) && !step.state.matches({ loaded: 'viewing' })) {
          expect(context(step.before).booking?.canChange).toBe(true);
        }
      }
    }
  });
});
