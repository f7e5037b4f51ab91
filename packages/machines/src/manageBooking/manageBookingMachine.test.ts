import type { SlotAvailability } from '@sparkle/company/booking';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AvailabilityRequest } from '../booking/bookingMachine';
import { timeSlots } from '../booking/bookingMachine';
import {
  BookingExpiredError,
  BookingLateError,
  BookingNotFoundError,
  type Notification,
  RateLimitedError,
  SeriesChangeRefusedError,
  SeriesClosedError,
  SlotTakenError,
  SlotUnavailableError,
} from '../effects';
import { messages } from '../messages';
import {
  type ManagedBooking,
  type ManagedSeries,
  type MoveVisitRequest,
  manageBookingMachine,
  type PauseSeriesRequest,
  type RescheduleRequest,
  type SeriesChangeRequest,
  type SkipVisitRequest,
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
  apartment: '1203',
  address: 'Marina Walk',
  property: '2br',
  quantity: 1,
  extras: [],
  estimate: { subtotalFils: 40000, vatFils: 2000, totalFils: 42000 },
  canChange: true,
  startsAt: '2030-06-04T06:00:00.000Z',
};

const allFree = (): SlotAvailability[] => timeSlots.map((slot) => ({ slot, free: 2, reason: null }));

interface Options {
  load?: () => Promise<ManagedBooking>;
  reschedule?: (request: RescheduleRequest) => Promise<ManagedBooking>;
  cancel?: () => Promise<ManagedBooking>;
  skip?: (request: SkipVisitRequest) => Promise<ManagedBooking>;
  cancelSeries?: () => Promise<ManagedBooking>;
  move?: (request: MoveVisitRequest) => Promise<ManagedBooking>;
  change?: (request: SeriesChangeRequest) => Promise<ManagedBooking>;
  pause?: (request: PauseSeriesRequest) => Promise<ManagedBooking>;
  resume?: () => Promise<ManagedBooking>;
  availability?: (request: AvailabilityRequest) => Promise<SlotAvailability[]>;
}

function start({
  load = async () => booking,
  reschedule = async (request) => ({ ...booking, date: request.date, timeSlot: request.timeSlot }),
  cancel = async () => ({ ...booking, status: 'cancelled', canChange: false }),
  availability = async () => allFree(),
  skip = async () => booking,
  cancelSeries = async () => booking,
  move = async () => booking,
  change = async () => booking,
  pause = async () => booking,
  resume = async () => booking,
}: Options = {}) {
  const notes: Notification[] = [];
  const logged: string[] = [];
  const calls: { src: string; input: unknown }[] = [];
  const machine = manageBookingMachine.provide({
    actions: {
      notify: (_, params) => notes.push(params),
      logError: (_, params) => logged.push(params.message),
    },
    actors: {
      loadBooking: fromPromise<ManagedBooking, { token: string }>(({ input }) => {
        calls.push({ src: 'loadBooking', input });
        return load();
      }),
      loadAvailability: fromPromise<SlotAvailability[], AvailabilityRequest>(({ input }) => {
        calls.push({ src: 'loadAvailability', input });
        return availability(input);
      }),
      rescheduleBooking: fromPromise<ManagedBooking, RescheduleRequest>(({ input }) => {
        calls.push({ src: 'rescheduleBooking', input });
        return reschedule(input);
      }),
      cancelBooking: fromPromise<ManagedBooking, { token: string }>(({ input }) => {
        calls.push({ src: 'cancelBooking', input });
        return cancel();
      }),
      skipVisit: fromPromise<ManagedBooking, SkipVisitRequest>(({ input }) => {
        calls.push({ src: 'skipVisit', input });
        return skip(input);
      }),
      cancelSeries: fromPromise<ManagedBooking, { token: string }>(({ input }) => {
        calls.push({ src: 'cancelSeries', input });
        return cancelSeries();
      }),
      moveVisit: fromPromise<ManagedBooking, MoveVisitRequest>(({ input }) => {
        calls.push({ src: 'moveVisit', input });
        return move(input);
      }),
      changeSeries: fromPromise<ManagedBooking, SeriesChangeRequest>(({ input }) => {
        calls.push({ src: 'changeSeries', input });
        return change(input);
      }),
      pauseSeries: fromPromise<ManagedBooking, PauseSeriesRequest>(({ input }) => {
        calls.push({ src: 'pauseSeries', input });
        return pause(input);
      }),
      resumeSeries: fromPromise<ManagedBooking, { token: string }>(({ input }) => {
        calls.push({ src: 'resumeSeries', input });
        return resume();
      }),
    },
  });
  const actor = createActor(machine, { input: { token: 'tok' } }).start();
  return { actor, notes, logged, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const loaded = (actor: Actor) => waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('manageBookingMachine', () => {
  it('loads the booking of its token', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await loaded(actor);
    expect(actor.getSnapshot().context.booking).toEqual(booking);
    expect(calls).toEqual([{ src: 'loadBooking', input: { token: 'tok' } }]);
  });

  it('shows a wrong token as not found and an old one as expired, never a booking', async () => {
    const missing = start({
      load: async () => {
        throw new BookingNotFoundError('no booking');
      },
    });
    await waitFor(missing.actor, (s) => s.matches('notFound'));
    expect(missing.actor.getSnapshot().context.booking).toBeNull();
    const old = start({
      load: async () => {
        throw Object.assign(new Error('expired'), { name: 'BookingExpiredError' });
      },
    });
    await waitFor(old.actor, (s) => s.matches('expired'));
    expect(old.actor.getSnapshot().context.booking).toBeNull();
  });

  it('says a load failed, logs why, and tries again on retry', async () => {
    let attempts = 0;
    const { actor, logged } = start({
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return booking;
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ field: null, message: messages.manageBooking.loadFailed });
    expect(logged).toEqual(['Booking could not be loaded: offline']);
    actor.send({ type: 'retry' });
    await loaded(actor);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reschedules: pick a date, its slots load for the service, pick a slot, save, and say so', async () => {
    const { actor, notes, calls } = start();
    await loaded(actor);
    actor.send({ type: 'reschedule.start' });
    expect(actor.getSnapshot().matches({ loaded: { rescheduling: 'editing' } })).toBe(true);
    actor.send({ type: 'field.change', field: 'date', value: '2030-06-06' });
    expect(actor.getSnapshot().context.availabilityStatus).toBe('loading');
    await flush();
    expect(actor.getSnapshot().context.availability).toEqual({ date: '2030-06-06', service: 'deep', slots: allFree() });
    actor.send({ type: 'field.change', field: 'timeSlot', value: '02:00 PM' });
    actor.send({ type: 'reschedule.submit' });
    expect(actor.getSnapshot().matches({ loaded: { rescheduling: 'saving' } })).toBe(true);
    await loaded(actor);
    expect(calls.filter((call) => call.src !== 'loadBooking')).toEqual([
      { src: 'loadAvailability', input: { date: '2030-06-06', service: 'deep' } },
      { src: 'rescheduleBooking', input: { token: 'tok', date: '2030-06-06', timeSlot: '02:00 PM' } },
    ]);
    expect(actor.getSnapshot().context.booking).toMatchObject({ date: '2030-06-06', timeSlot: '02:00 PM' });
    expect(notes).toEqual([
      {
        title: 'Booking rescheduled',
        description: 'Your booking is now at 02:00 PM on Thu 6 Jun.',
        variant: 'default',
      },
    ]);
    expect(actor.getSnapshot().context.availability).toBeNull();
  });

  it('refuses a reschedule without a date, without a slot, to the same time, or to an unavailable slot', async () => {
    const { actor, calls } = start({
      availability: async () =>
        allFree().map((s) => (s.slot === '08:00 AM' ? { ...s, free: 0, reason: 'tooSoon' } : s)),
    });
    await loaded(actor);
    actor.send({ type: 'reschedule.start' });
    const refusal = () => {
      actor.send({ type: 'reschedule.submit' });
      return actor.getSnapshot().context.error;
    };
    expect(refusal()).toEqual({ field: 'date', message: messages.booking.missingDate });
    actor.send({ type: 'field.change', field: 'date', value: '2030-06-04' });
    await flush();
    expect(refusal()).toEqual({ field: 'timeSlot', message: messages.booking.missingTimeSlot });
    actor.send({ type: 'field.change', field: 'timeSlot', value: '10:00 AM' });
    expect(refusal()).toEqual({ field: 'timeSlot', message: 'Please choose a different time' });
    actor.send({ type: 'field.change', field: 'timeSlot', value: '08:00 AM' });
    expect(refusal()).toEqual({ field: 'timeSlot', message: messages.booking.slotUnavailable });
    expect(actor.getSnapshot().matches({ loaded: { rescheduling: 'editing' } })).toBe(true);
    expect(calls.some((call) => call.src === 'rescheduleBooking')).toBe(false);
  });

  it('keeps the choice when the slot was taken meanwhile, and offers the free times of that day', async () => {
    let loads = 0;
    const { actor } = start({
      reschedule: async () => {
        throw new SlotTakenError('2030-06-06', '02:00 PM');
      },
      availability: async () => {
        loads += 1;
        return loads === 1
          ? allFree()
          : allFree().map((s) =>
              ['02:00 PM', '03:00 PM'].includes(s.slot) ? { ...s, free: 0, reason: 'full' as const } : s,
            );
      },
    });
    await loaded(actor);
    actor.send({ type: 'reschedule.start' });
    actor.send({ type: 'field.change', field: 'date', value: '2030-06-06' });
    actor.send({ type: 'field.change', field: 'timeSlot', value: '02:00 PM' });
    await flush();
    actor.send({ type: 'reschedule.submit' });
    await waitFor(actor, (s) => s.matches({ loaded: { rescheduling: 'editing' } }));
    expect(actor.getSnapshot().context.values).toEqual({ date: '2030-06-06', timeSlot: '02:00 PM' });
    await waitFor(actor, (s) => s.context.availabilityStatus === 'loaded');
    expect(actor.getSnapshot().context.error).toEqual({
      field: 'timeSlot',
      message: 'Sorry, 02:00 PM on Thu 6 Jun has just been booked. Free times that day: 04:00 PM, 05:00 PM, 06:00 PM.',
    });
    expect(actor.getSnapshot().context.booking).toEqual(booking);
  });

  it('says to call when a change comes too late, and offers no more changes', async () => {
    const { actor, notes } = start({
      reschedule: async () => {
        throw new BookingLateError('less than 24 hours');
      },
    });
    await loaded(actor);
    actor.send({ type: 'reschedule.start' });
    actor.send({ type: 'field.change', field: 'date', value: '2030-06-06' });
    actor.send({ type: 'field.change', field: 'timeSlot', value: '02:00 PM' });
    actor.send({ type: 'reschedule.submit' });
    await loaded(actor);
    expect(actor.getSnapshot().context.booking?.canChange).toBe(false);
    expect(actor.getSnapshot().context.error).toEqual({ field: null, message: messages.manageBooking.late });
    expect(notes).toEqual([{ title: 'Error', description: messages.manageBooking.late, variant: 'destructive' }]);
    actor.send({ type: 'reschedule.start' });
    actor.send({ type: 'cancel.start' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
  });

  it('keeps the choice when a reschedule fails, saying so', async () => {
    const { actor, notes, logged } = start({
      reschedule: async () => {
        throw new Error('offline');
      },
    });
    await loaded(actor);
    actor.send({ type: 'reschedule.start' });
    actor.send({ type: 'field.change', field: 'date', value: '2030-06-06' });
    actor.send({ type: 'field.change', field: 'timeSlot', value: '02:00 PM' });
    actor.send({ type: 'reschedule.submit' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ loaded: { rescheduling: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ date: '2030-06-06', timeSlot: '02:00 PM' });
    expect(notes.map((note) => note.description)).toEqual([messages.manageBooking.rescheduleFailed]);
    expect(logged).toEqual(['Booking change failed: offline']);
    actor.send({ type: 'reschedule.cancel' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ date: '', timeSlot: '' });
  });

  it('leaves the booking when its link stops working during a change', async () => {
    const { actor } = start({
      cancel: async () => {
        throw new BookingExpiredError('expired');
      },
    });
    await loaded(actor);
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches('expired'));
  });

  it('cancels after a confirmation, and says so', async () => {
    const { actor, notes } = start();
    await loaded(actor);
    actor.send({ type: 'cancel.start' });
    expect(actor.getSnapshot().matches({ loaded: 'confirmingCancel' })).toBe(true);
    actor.send({ type: 'cancel.keep' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().matches({ loaded: 'cancelling' })).toBe(true);
    await loaded(actor);
    expect(actor.getSnapshot().context.booking?.status).toBe('cancelled');
    expect(notes).toEqual([
      { title: 'Booking cancelled', description: 'Your booking has been cancelled.', variant: 'default' },
    ]);
    // A cancelled booking cannot be changed again.
    actor.send({ type: 'cancel.start' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
  });

  it('refuses a late cancellation with the message to call, and a failed one with its own', async () => {
    const late = start({
      cancel: async () => {
        throw new BookingLateError('late');
      },
    });
    await loaded(late.actor);
    late.actor.send({ type: 'cancel.start' });
    late.actor.send({ type: 'cancel.confirm' });
    await loaded(late.actor);
    expect(late.actor.getSnapshot().context.booking).toMatchObject({ status: 'confirmed', canChange: false });
    expect(late.actor.getSnapshot().context.error?.message).toBe(messages.manageBooking.late);

    const limited = start({
      cancel: async () => {
        throw new RateLimitedError('slow down');
      },
    });
    await loaded(limited.actor);
    limited.actor.send({ type: 'cancel.start' });
    limited.actor.send({ type: 'cancel.confirm' });
    await loaded(limited.actor);
    expect(limited.actor.getSnapshot().context.error).toEqual({ field: null, message: messages.rateLimited });
    expect(limited.actor.getSnapshot().context.booking?.canChange).toBe(true);
  });

  it('offers no change of a booking that cannot be changed any more', async () => {
    const { actor } = start({ load: async () => ({ ...booking, canChange: false }) });
    await loaded(actor);
    actor.send({ type: 'reschedule.start' });
    actor.send({ type: 'cancel.start' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
  });
});

describe('a visit of a regular cleaning', () => {
  const series: ManagedSeries = {
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
  };
  const visit = { ...booking, series };
  const skipped: ManagedBooking = {
    ...visit,
    status: 'cancelled',
    canChange: false,
    series: {
      ...series,
      visits: series.visits.map((v, i) =>
        i === 0 ? { ...v, state: 'skipped', status: 'cancelled', canChange: false } : v,
      ),
    },
  };
  const ended: ManagedBooking = {
    ...skipped,
    series: { ...series, status: 'cancelled', canChange: false, visits: skipped.series!.visits },
  };

  it('skips this visit by the date of its pattern, and says so', async () => {
    const { actor, notes, calls } = start({ load: async () => visit, skip: async () => skipped });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    actor.send({ type: 'series.skip' });
    expect(actor.getSnapshot().matches({ loaded: 'skipping' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    expect(calls.find((c) => c.src === 'skipVisit')?.input).toEqual({ token: 'tok', occursOn: '2030-06-04' });
    expect(actor.getSnapshot().context.booking?.status).toBe('cancelled');
    expect(notes.at(-1)).toMatchObject({ title: messages.manageBooking.visitSkipped.title, variant: 'default' });
    // Skipped, it cannot be skipped again.
    actor.send({ type: 'series.skip' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
  });

  it('refuses a late skip with the message to call, and a closed one with its reason', async () => {
    const late = start({
      load: async () => visit,
      skip: async () => {
        throw new BookingLateError('late');
      },
    });
    await waitFor(late.actor, (s) => s.matches({ loaded: 'viewing' }));
    late.actor.send({ type: 'series.skip' });
    await waitFor(late.actor, (s) => s.context.error !== null);
    expect(late.actor.getSnapshot().context.error?.message).toBe(messages.manageBooking.late);

    const closed = start({
      load: async () => visit,
      skip: async () => {
        throw new SeriesClosedError('closed');
      },
    });
    await waitFor(closed.actor, (s) => s.matches({ loaded: 'viewing' }));
    closed.actor.send({ type: 'series.skip' });
    await waitFor(closed.actor, (s) => s.context.error !== null);
    expect(closed.actor.getSnapshot().context.error?.message).toBe(messages.manageBooking.seriesClosed);
    expect(closed.notes.at(-1)).toMatchObject({ variant: 'destructive' });
  });

  it('cancels the whole series only after asking, and says so', async () => {
    const { actor, notes, calls } = start({ load: async () => visit, cancelSeries: async () => ended });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    actor.send({ type: 'series.cancel.start' });
    expect(actor.getSnapshot().matches({ loaded: 'confirmingSeriesCancel' })).toBe(true);
    actor.send({ type: 'series.cancel.keep' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
    expect(calls.some((c) => c.src === 'cancelSeries')).toBe(false);

    actor.send({ type: 'series.cancel.start' });
    actor.send({ type: 'series.cancel.confirm' });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    expect(actor.getSnapshot().context.booking?.series?.status).toBe('cancelled');
    expect(notes.at(-1)).toMatchObject({ title: messages.manageBooking.seriesCancelled.title });
    actor.send({ type: 'series.cancel.start' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
  });

  it('keeps the question open when cancelling the series fails, saying why', async () => {
    const { actor } = start({
      load: async () => visit,
      cancelSeries: async () => {
        throw new Error('offline');
      },
    });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    actor.send({ type: 'series.cancel.start' });
    actor.send({ type: 'series.cancel.confirm' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ loaded: 'confirmingSeriesCancel' })).toBe(true);
    expect(actor.getSnapshot().context.error?.message).toBe(messages.manageBooking.seriesCancelFailed);
  });

  it('offers no series actions on a one-time booking', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    actor.send({ type: 'series.skip' });
    actor.send({ type: 'series.cancel.start' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
  });
  it('moves another visit of the series with live slots, refusing a full slot with the free times of its day', async () => {
    let attempts = 0;
    const movedVisit: ManagedBooking = {
      ...visit,
      series: {
        ...series,
        visits: series.visits.map((v, i) =>
          i === 1 ? { ...v, state: 'booked', date: '2030-06-12', timeSlot: '03:00 PM', reference: 'SC-2' } : v,
        ),
      },
    };
    const { actor, notes, calls } = start({
      load: async () => visit,
      move: async (request) => {
        attempts += 1;
        if (attempts === 1) throw new SlotTakenError(request.date, request.timeSlot, 'full');
        return movedVisit;
      },
    });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    // Only a visit that may change can be moved; an unknown date opens nothing.
    actor.send({ type: 'series.move.start', occursOn: '2030-07-01' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
    actor.send({ type: 'series.move.start', occursOn: '2030-06-11' });
    expect(actor.getSnapshot().matches({ loaded: 'rescheduling' })).toBe(true);
    expect(actor.getSnapshot().context.timeChange).toEqual({
      kind: 'visit',
      occursOn: '2030-06-11',
      date: '2030-06-11',
      timeSlot: '10:00 AM',
    });
    // Its own date and time is no move.
    actor.send({ type: 'field.change', field: 'date', value: '2030-06-11' });
    await waitFor(actor, (s) => s.context.availabilityStatus === 'loaded');
    actor.send({ type: 'field.change', field: 'timeSlot', value: '10:00 AM' });
    actor.send({ type: 'reschedule.submit' });
    expect(actor.getSnapshot().context.error?.message).toBe(messages.manageBooking.sameSlot);

    actor.send({ type: 'field.change', field: 'date', value: '2030-06-12' });
    actor.send({ type: 'field.change', field: 'timeSlot', value: '03:00 PM' });
    await waitFor(actor, (s) => s.context.availabilityStatus === 'loaded');
    actor.send({ type: 'reschedule.submit' });
    expect(actor.getSnapshot().matches({ loaded: { rescheduling: { saving: 'visit' } } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: { rescheduling: 'editing' } }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ field: 'timeSlot' });
    expect(actor.getSnapshot().context.values).toEqual({ date: '2030-06-12', timeSlot: '03:00 PM' });

    actor.send({ type: 'reschedule.submit' });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    expect(calls.filter((c) => c.src === 'moveVisit').at(-1)?.input).toEqual({
      token: 'tok',
      occursOn: '2030-06-11',
      date: '2030-06-12',
      timeSlot: '03:00 PM',
    });
    expect(calls.some((c) => c.src === 'rescheduleBooking')).toBe(false);
    expect(actor.getSnapshot().context.booking?.series?.visits[1]).toMatchObject({
      state: 'booked',
      date: '2030-06-12',
    });
    expect(notes.at(-1)).toMatchObject({ title: messages.manageBooking.visitMoved.title, variant: 'default' });
  });

  it('refuses a move of a visit that became late or closed, back on the page with the reason', async () => {
    const late = start({
      load: async () => visit,
      move: async () => {
        throw new BookingLateError('late');
      },
    });
    await waitFor(late.actor, (s) => s.matches({ loaded: 'viewing' }));
    late.actor.send({ type: 'series.move.start', occursOn: '2030-06-11' });
    late.actor.send({ type: 'field.change', field: 'date', value: '2030-06-13' });
    late.actor.send({ type: 'field.change', field: 'timeSlot', value: '09:00 AM' });
    await waitFor(late.actor, (s) => s.context.availabilityStatus === 'loaded');
    late.actor.send({ type: 'reschedule.submit' });
    await waitFor(late.actor, (s) => s.matches({ loaded: 'viewing' }) && s.context.error !== null);
    expect(late.actor.getSnapshot().context.error?.message).toBe(messages.manageBooking.visitLate);
    // This page's booking itself is still open.
    expect(late.actor.getSnapshot().context.booking?.canChange).toBe(true);
  });

  it("changes the series' day and time from a date on, and remembers from when", async () => {
    const { actor, notes, calls } = start({
      load: async () => visit,
      change: async (request) => {
        if (request.timeSlot === '07:00 PM') throw new SlotUnavailableError(request.date, '07:00 PM', 'outsideHours');
        return { ...visit, series: { ...series, weekday: 4, timeSlot: request.timeSlot } };
      },
    });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    actor.send({ type: 'series.change.start' });
    expect(actor.getSnapshot().context.timeChange).toEqual({ kind: 'series' });
    actor.send({ type: 'reschedule.submit' });
    expect(actor.getSnapshot().context.error?.message).toBe(messages.booking.missingDate);
    actor.send({ type: 'field.change', field: 'date', value: '2030-06-20' });
    actor.send({ type: 'field.change', field: 'timeSlot', value: '07:00 PM' });
    await waitFor(actor, (s) => s.context.availabilityStatus === 'loaded');
    actor.send({ type: 'reschedule.submit' });
    expect(actor.getSnapshot().matches({ loaded: { rescheduling: { saving: 'series' } } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: { rescheduling: 'editing' } }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.field).toBe('timeSlot');

    actor.send({ type: 'field.change', field: 'timeSlot', value: '09:00 AM' });
    actor.send({ type: 'reschedule.submit' });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    expect(calls.filter((c) => c.src === 'changeSeries').at(-1)?.input).toEqual({
      token: 'tok',
      date: '2030-06-20',
      timeSlot: '09:00 AM',
    });
    expect(actor.getSnapshot().context.seriesChangedFrom).toBe('2030-06-20');
    expect(actor.getSnapshot().context.booking?.series).toMatchObject({ weekday: 4, timeSlot: '09:00 AM' });
    expect(notes.at(-1)).toMatchObject({ title: messages.manageBooking.seriesChanged.title });
  });

  it('pauses until a date after asking, refusing a missing or out-of-range day; resumes a paused series', async () => {
    const paused: ManagedBooking = {
      ...visit,
      series: {
        ...series,
        pausedUntil: '2030-06-25',
        visits: series.visits.map((v) => ({ ...v, state: 'paused' as const, reference: null, status: null })),
      },
    };
    let pauses = 0;
    const { actor, notes, calls } = start({
      load: async () => visit,
      pause: async () => {
        pauses += 1;
        if (pauses === 1) throw new SeriesChangeRefusedError('until');
        return paused;
      },
      resume: async () => visit,
    });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    // Not paused: nothing to resume.
    actor.send({ type: 'series.resume' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);

    actor.send({ type: 'series.pause.start' });
    expect(actor.getSnapshot().matches({ loaded: { pausing: 'editing' } })).toBe(true);
    actor.send({ type: 'series.pause.cancel' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
    actor.send({ type: 'series.pause.start' });
    actor.send({ type: 'series.pause.submit' });
    expect(actor.getSnapshot().context.error).toEqual({
      field: 'date',
      message: messages.manageBooking.missingPauseDate,
    });
    actor.send({ type: 'field.change', field: 'date', value: '2031-12-01' });
    actor.send({ type: 'series.pause.submit' });
    expect(actor.getSnapshot().matches({ loaded: { pausing: 'saving' } })).toBe(true);
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ loaded: { pausing: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ field: 'date', message: messages.manageBooking.pauseRange });

    actor.send({ type: 'field.change', field: 'date', value: '2030-06-25' });
    actor.send({ type: 'series.pause.submit' });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    expect(calls.filter((c) => c.src === 'pauseSeries').at(-1)?.input).toEqual({ token: 'tok', until: '2030-06-25' });
    expect(actor.getSnapshot().context.booking?.series?.visits.every((v) => v.state === 'paused')).toBe(true);
    expect(notes.at(-1)).toMatchObject({ title: messages.manageBooking.seriesPaused.title });

    actor.send({ type: 'series.resume' });
    expect(actor.getSnapshot().matches({ loaded: 'resuming' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    expect(actor.getSnapshot().context.booking?.series?.pausedUntil).toBeNull();
    expect(notes.at(-1)).toMatchObject({ title: messages.manageBooking.seriesResumed.title });
  });

  it('says why a resume was refused, and stays on the page', async () => {
    const paused: ManagedBooking = { ...visit, series: { ...series, pausedUntil: '2030-06-25' } };
    const { actor, notes } = start({
      load: async () => paused,
      resume: async () => {
        throw new SeriesChangeRefusedError('notPaused');
      },
    });
    await waitFor(actor, (s) => s.matches({ loaded: 'viewing' }));
    actor.send({ type: 'series.resume' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
    expect(actor.getSnapshot().context.error?.message).toBe(messages.manageBooking.notPaused);
    expect(notes.at(-1)).toMatchObject({ variant: 'destructive' });
  });
});
