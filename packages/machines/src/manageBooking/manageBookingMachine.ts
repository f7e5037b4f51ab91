import type { TimeSlot } from '@sparkle/company';
import { changeableBookingStatuses, type Estimate, type SlotAvailability } from '@sparkle/company/booking';
import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, setup } from 'xstate';
import type { Availability, AvailabilityRequest, BookingService } from '../booking/bookingMachine';
import { formatBookingDay, timeSlots } from '../booking/bookingMachine';
import {
  errorMessage,
  isBookingExpiredError,
  isBookingLateError,
  isBookingNotFoundError,
  isRateLimitedError,
  isSeriesChangeRefusedError,
  isSeriesClosedError,
  isSlotTakenError,
  isSlotUnavailableError,
  type LogErrorParams,
  missingActor,
  type Notification,
} from '../effects';
import { messages } from '../messages';
import type { BookingStatus, ManagedSeries, ManagedSeriesVisit } from './series';

export type { BookingStatus, ManagedSeries, ManagedSeriesVisit, SeriesFrequency } from './series';

/** A booking as its manage link shows it: no e-mail or phone, which the link's holder already knows. */
export interface ManagedBooking {
  reference: string;
  service: BookingService;
  date: string;
  timeSlot: TimeSlot;
  status: BookingStatus;
  name: string;
  community: string;
  building: string;
  apartment: string;
  address: string;
  property: string;
  quantity: number;
  extras: string[];
  estimate: Estimate;
  /** True while it may be rescheduled or cancelled here: active, and more than 24 hours away. */
  canChange: boolean;
  /** When the appointment starts, ISO 8601. */
  startsAt: string;
  /** The regular cleaning this visit belongs to; null (or absent) for a one-time booking. */
  series?: ManagedSeries | null;
}

/** The visit of the series that is this booking, if any. */
export function seriesVisitOf(booking: ManagedBooking | null): ManagedSeriesVisit | undefined {
  return booking?.series?.visits.find((visit) => visit.reference === booking.reference);
}

export interface ManageBookingInput {
  /** The token of the manage link `/booking/<token>`. */
  token: string;
}

/** The new time being chosen; `''` is "not chosen yet". */
export interface RescheduleValues {
  date: string;
  timeSlot: TimeSlot | '';
}
export type RescheduleField = keyof RescheduleValues;

/** A refused or failed change: the message, and the field it is about (null: the booking as a whole). */
export interface ManageBookingError {
  field: RescheduleField | null;
  message: string;
}

/**
 * What the date-and-slot panel changes: this booking, another visit of its series (by the date of its pattern,
 * with where it is now), or the series' day and time from the chosen date on.
 */
export type TimeChange =
  | { kind: 'booking' }
  | { kind: 'visit'; occursOn: string; date: string; timeSlot: TimeSlot }
  | { kind: 'series' };

export interface ManageBookingContext {
  token: string;
  booking: ManagedBooking | null;
  /** The new date and slot (`rescheduling`), or the day a pause ends (`pausing`, `date` only). */
  values: RescheduleValues;
  /** What `rescheduling` changes. */
  timeChange: TimeChange;
  /** The first date of the series' new day and time, after a change of it: the visits from then on moved. */
  seriesChangedFrom: string | null;
  error: ManageBookingError | null;
  /** The slots of the chosen date for the booking's service, once loaded. */
  availability: Availability | null;
  availabilityStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The slot the database just refused, until the reloaded slots name the free times of its day. */
  refusedSlot: { date: string; timeSlot: TimeSlot; kind: 'taken' | 'unavailable' } | null;
}

export type ManageBookingEvent =
  | { type: 'retry' }
  | { type: 'reschedule.start' }
  | { type: 'field.change'; field: 'date'; value: string }
  | { type: 'field.change'; field: 'timeSlot'; value: TimeSlot | '' }
  | { type: 'reschedule.submit' }
  | { type: 'reschedule.cancel' }
  | { type: 'cancel.start' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.keep' }
  | { type: 'series.skip' }
  | { type: 'series.cancel.start' }
  | { type: 'series.cancel.confirm' }
  | { type: 'series.cancel.keep' }
  | { type: 'series.move.start'; occursOn: string }
  | { type: 'series.change.start' }
  | { type: 'series.pause.start' }
  | { type: 'series.pause.submit' }
  | { type: 'series.pause.cancel' }
  | { type: 'series.resume' };

/** What the machine's children answer. */
type ChildEvent =
  | DoneActorEvent<SlotAvailability[], 'loadAvailability'>
  | ErrorActorEvent<unknown, 'loadAvailability'>
  | DoneActorEvent<ManagedBooking, 'loadBooking'>
  | DoneActorEvent<ManagedBooking, 'rescheduleBooking'>
  | ErrorActorEvent<unknown, 'rescheduleBooking'>
  | DoneActorEvent<ManagedBooking, 'cancelBooking'>
  | ErrorActorEvent<unknown, 'cancelBooking'>
  | DoneActorEvent<ManagedBooking, 'skipVisit'>
  | ErrorActorEvent<unknown, 'skipVisit'>
  | DoneActorEvent<ManagedBooking, 'cancelSeries'>
  | ErrorActorEvent<unknown, 'cancelSeries'>
  | DoneActorEvent<ManagedBooking, 'moveVisit'>
  | ErrorActorEvent<unknown, 'moveVisit'>
  | DoneActorEvent<ManagedBooking, 'changeSeries'>
  | ErrorActorEvent<unknown, 'changeSeries'>
  | DoneActorEvent<ManagedBooking, 'pauseSeries'>
  | ErrorActorEvent<unknown, 'pauseSeries'>
  | DoneActorEvent<ManagedBooking, 'resumeSeries'>
  | ErrorActorEvent<unknown, 'resumeSeries'>;

/** Moves the visit of a series on the date of its pattern to another date and slot. */
export interface MoveVisitRequest {
  token: string;
  occursOn: string;
  date: string;
  timeSlot: TimeSlot;
}

/** From `date` on, the series' visits are on its weekday at `timeSlot`. */
export interface SeriesChangeRequest {
  token: string;
  date: string;
  timeSlot: TimeSlot;
}

/** No visits of the series before `until` (ISO date). */
export interface PauseSeriesRequest {
  token: string;
  until: string;
}

/** Skips the visit of a series on the date of its pattern. */
export interface SkipVisitRequest {
  token: string;
  occursOn: string;
}

export interface RescheduleRequest {
  token: string;
  date: string;
  timeSlot: TimeSlot;
}

const emptyValues: RescheduleValues = { date: '', timeSlot: '' };

function freeTimes(context: ManageBookingContext, date: string, refused: TimeSlot): TimeSlot[] | null {
  const { availability } = context;
  if (!availability || availability.date !== date) return null;
  const free = availability.slots.filter((slot) => slot.reason === null && slot.slot !== refused).map((s) => s.slot);
  const later = free.filter((slot) => timeSlots.indexOf(slot) > timeSlots.indexOf(refused));
  return (later.length > 0 ? later : free).slice(0, 3);
}

function refusedSlotMessage(context: ManageBookingContext, refused: NonNullable<ManageBookingContext['refusedSlot']>) {
  const text = refused.kind === 'taken' ? messages.booking.slotTaken : messages.booking.slotRefused;
  return text(refused.timeSlot, formatBookingDay(refused.date), freeTimes(context, refused.date, refused.timeSlot));
}

function chosenSlot(context: ManageBookingContext): SlotAvailability | undefined {
  const { availability, values } = context;
  if (!availability || availability.date !== values.date) return undefined;
  return availability.slots.find((slot) => slot.slot === values.timeSlot);
}

/** The checks of `reschedule.submit`, in order: the booking form's first two, then the new time itself. */
const checks: readonly {
  field: RescheduleField;
  message: string;
  fails: (context: ManageBookingContext) => boolean;
}[] = [
  { field: 'date', message: messages.booking.missingDate, fails: ({ values }) => values.date === '' },
  { field: 'timeSlot', message: messages.booking.missingTimeSlot, fails: ({ values }) => values.timeSlot === '' },
  {
    field: 'timeSlot',
    message: messages.manageBooking.sameSlot,
    fails: ({ values, booking, timeChange }) => {
      const now = timeChange.kind === 'visit' ? timeChange : timeChange.kind === 'booking' ? booking : null;
      return now !== null && values.date === now.date && values.timeSlot === now.timeSlot;
    },
  },
  {
    field: 'timeSlot',
    message: messages.booking.slotUnavailable,
    fails: (context) => (chosenSlot(context)?.reason ?? null) !== null,
  },
];

/** The first check the new time fails, or null. */
export function rescheduleProblem(context: ManageBookingContext): ManageBookingError | null {
  const failed = checks.find((check) => check.fails(context));
  return failed ? { field: failed.field, message: failed.message } : null;
}

const manageSetup = setup({
  types: {
    context: {} as ManageBookingContext,
    events: {} as ManageBookingEvent | ChildEvent,
    input: {} as ManageBookingInput,
  },
  actors: {
    /** The booking of a token; rejects with `BookingNotFoundError` or `BookingExpiredError`. */
    loadBooking: missingActor<ManagedBooking, { token: string }>('loadBooking'),
    loadAvailability: missingActor<SlotAvailability[], AvailabilityRequest>('loadAvailability'),
    /** Moves the booking; rejects with `SlotTakenError`, `SlotUnavailableError`, `BookingLateError`, … */
    rescheduleBooking: missingActor<ManagedBooking, RescheduleRequest>('rescheduleBooking'),
    /** Cancels the booking; rejects with `BookingLateError`, … */
    cancelBooking: missingActor<ManagedBooking, { token: string }>('cancelBooking'),
    /** Skips this visit of the series, answering the booking as it now is; rejects like `cancelBooking`, or with `SeriesClosedError`. */
    skipVisit: missingActor<ManagedBooking, SkipVisitRequest>('skipVisit'),
    /** Cancels the whole series (every visit more than 24 hours away), answering the booking as it now is. */
    cancelSeries: missingActor<ManagedBooking, { token: string }>('cancelSeries'),
    /** Moves one visit of the series; rejects like `rescheduleBooking`, or with `SeriesClosedError`. */
    moveVisit: missingActor<ManagedBooking, MoveVisitRequest>('moveVisit'),
    /** Changes the series' day and time from a date on; rejects with `SlotUnavailableError`, `SeriesClosedError`, … */
    changeSeries: missingActor<ManagedBooking, SeriesChangeRequest>('changeSeries'),
    /** Pauses the series until a date; rejects with `SeriesChangeRefusedError` ('until'), `SeriesClosedError`, … */
    pauseSeries: missingActor<ManagedBooking, PauseSeriesRequest>('pauseSeries'),
    /** Ends the pause now; rejects with `SeriesChangeRefusedError` ('notPaused'), `SeriesClosedError`, … */
    resumeSeries: missingActor<ManagedBooking, { token: string }>('resumeSeries'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignError: assign((_, params: { message: string }) => ({ error: { field: null, message: params.message } })),
  },
  guards: {
    canChange: ({ context: { booking } }) =>
      booking?.canChange === true && changeableBookingStatuses.includes(booking.status),
    hasProblem: ({ context }) => rescheduleProblem(context) !== null,
    isNotFound: (_, params: { error: unknown }) => isBookingNotFoundError(params.error),
    isExpired: (_, params: { error: unknown }) => isBookingExpiredError(params.error),
    isLate: (_, params: { error: unknown }) => isBookingLateError(params.error),
    isSlotRefused: (_, params: { error: unknown }) =>
      isSlotTakenError(params.error) || isSlotUnavailableError(params.error),
    isRateLimited: (_, params: { error: unknown }) => isRateLimitedError(params.error),
    isSeriesClosed: (_, params: { error: unknown }) => isSeriesClosedError(params.error),
    isNotPaused: (_, params: { error: unknown }) =>
      isSeriesChangeRefusedError(params.error) && params.error.reason === 'notPaused',
    isPauseOutOfRange: (_, params: { error: unknown }) =>
      isSeriesChangeRefusedError(params.error) && params.error.reason === 'until',
    changesBooking: ({ context }) => context.timeChange.kind === 'booking',
    movesVisit: ({ context }) => context.timeChange.kind === 'visit',
    canMoveVisit: ({ context: { booking }, event }) => {
      if (event.type !== 'series.move.start' || booking?.series?.canChange !== true) return false;
      const visit = booking.series.visits.find((v) => v.occursOn === event.occursOn);
      return visit?.canChange === true && (visit.state === 'booked' || visit.state === 'flagged');
    },
    canChangeSeries: ({ context: { booking } }) => booking?.series?.canChange === true,
    canResume: ({ context: { booking } }) => booking?.series?.canChange === true && !!booking.series.pausedUntil,
    hasNoPauseDate: ({ context }) => context.values.date === '',
    canSkip: ({ context: { booking } }) =>
      booking?.series?.canChange === true && seriesVisitOf(booking)?.canChange === true,
    canCancelSeries: ({ context: { booking } }) => booking?.series?.canChange === true,
  },
});

/** A change that failed: the message on the page and in an error toast, the reason in the console. */
function failure(message: string) {
  return [
    { type: 'assignError', params: { message } },
    { type: 'notify', params: { title: messages.errorTitle, description: message, variant: 'destructive' } },
    {
      type: 'logError',
      params: ({ event }: { event: ErrorActorEvent }) => ({
        message: `Booking change failed: ${errorMessage(event.error)}`,
        error: event.error,
      }),
    },
  ] as const;
}

type Enqueue = Parameters<Parameters<typeof manageSetup.enqueueActions>[0]>[0]['enqueue'];

/** Loads the slots of `date` for the booking's service, stopping a load still out; none without a date. */
function requestAvailability(enqueue: Enqueue, context: ManageBookingContext, date: string, keep: boolean) {
  enqueue.stopChild('loadAvailability');
  if (date === '' || !context.booking) {
    enqueue.assign({ availability: null, availabilityStatus: 'idle' });
    return;
  }
  enqueue.assign({ availability: keep ? context.availability : null, availabilityStatus: 'loading' });
  enqueue.spawnChild('loadAvailability', {
    id: 'loadAvailability',
    input: { date, service: context.booking.service },
  });
}

/** The errors every change can meet: a token that no longer works leaves the booking page. */
const tokenErrors = [
  {
    guard: { type: 'isNotFound', params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }) },
    target: '#manageBooking.notFound',
  },
  {
    guard: { type: 'isExpired', params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }) },
    target: '#manageBooking.expired',
  },
] as const;

/**
 * How a save of a date and time ends when the database refuses it for the time itself: back to the choice, which is
 * kept, with the free times of that day (a slot taken or closed), the rate limit, or `fallback` for anything else.
 */
function backToTheTime(fallback: string) {
  return [
    {
      guard: { type: 'isSlotRefused', params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }) },
      target: '#manageBooking.loaded.rescheduling.editing',
      actions: 'refuseSlot',
    },
    {
      guard: { type: 'isRateLimited', params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }) },
      target: '#manageBooking.loaded.rescheduling.editing',
      actions: failure(messages.rateLimited),
    },
    { target: '#manageBooking.loaded.rescheduling.editing', actions: failure(fallback) },
  ] as const;
}

/**
 * The page behind a booking's manage link (`/booking/<token>`). It loads the booking of the token:
 * a token that matches none, or no longer works, ends in `notFound` or `expired` (never someone else's
 * booking). A loaded booking can be rescheduled (pick a date, its slots load, pick a slot, submit) or
 * cancelled (after a confirmation) while `canChange` says so: active, and more than 24 hours away. The database
 * has the last word: a slot taken meanwhile keeps the choice and names the free times of that day; a change
 * that came too late (`BookingLateError`) leaves the booking unchangeable with a message to call.
 *
 * A visit of a regular cleaning also manages its series: skip this visit; move another visit (`series.move.start`)
 * or change the series' day and time from a date on (`series.change.start`), both through the same date-and-slot
 * panel (`rescheduling`, `timeChange` says which) and its live slots; pause until a date (`pausing`, asked first) or
 * resume (`resuming`); cancel it all after a question. Each answers the booking with its series as it now is.
 */
export const manageBookingMachine = manageSetup
  .extend({
    actions: {
      changeField: manageSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'field.change');
        const values = { ...context.values, [event.field]: event.value };
        enqueue.assign({ values, error: null });
        if (event.field === 'date' && event.value !== context.values.date) {
          requestAvailability(enqueue, context, event.value, false);
        }
      }),
      refuse: manageSetup.assign(({ context }) => ({ error: rescheduleProblem(context) })),
      startRescheduling: manageSetup.assign(({ context, event }) => {
        let timeChange: TimeChange = { kind: 'booking' };
        if (event.type === 'series.change.start') timeChange = { kind: 'series' };
        if (event.type === 'series.move.start') {
          const visit = context.booking?.series?.visits.find((v) => v.occursOn === event.occursOn);
          if (visit)
            timeChange = { kind: 'visit', occursOn: visit.occursOn, date: visit.date, timeSlot: visit.timeSlot };
        }
        return {
          values: emptyValues,
          error: null,
          availability: null,
          availabilityStatus: 'idle' as const,
          refusedSlot: null,
          timeChange,
          seriesChangedFrom: null,
        };
      }),
      stopRescheduling: manageSetup.enqueueActions(({ enqueue }) => {
        enqueue.stopChild('loadAvailability');
        enqueue.assign({ availability: null, availabilityStatus: 'idle', refusedSlot: null });
      }),
      assignBooking: manageSetup.assign(({ event }) => {
        assertEvent(event, [
          'xstate.done.actor.loadBooking',
          'xstate.done.actor.rescheduleBooking',
          'xstate.done.actor.cancelBooking',
          'xstate.done.actor.skipVisit',
          'xstate.done.actor.cancelSeries',
          'xstate.done.actor.moveVisit',
          'xstate.done.actor.changeSeries',
          'xstate.done.actor.pauseSeries',
          'xstate.done.actor.resumeSeries',
        ]);
        return { booking: event.output, error: null, values: emptyValues };
      }),
      notifyRescheduled: manageSetup.enqueueActions(({ context, enqueue }) => {
        if (!context.booking) return;
        const text = messages.manageBooking.rescheduled(
          context.booking.timeSlot,
          formatBookingDay(context.booking.date),
        );
        enqueue({ type: 'notify', params: { ...text, variant: 'default' } });
      }),
      refuseLate: manageSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, [
          'xstate.error.actor.rescheduleBooking',
          'xstate.error.actor.cancelBooking',
          'xstate.error.actor.skipVisit',
        ]);
        enqueue.assign({
          booking: context.booking ? { ...context.booking, canChange: false } : null,
          error: { field: null, message: messages.manageBooking.late },
        });
        enqueue({
          type: 'notify',
          params: { title: messages.errorTitle, description: messages.manageBooking.late, variant: 'destructive' },
        });
        enqueue({ type: 'logError', params: { message: `Booking change refused: ${errorMessage(event.error)}` } });
      }),
      refuseSlot: manageSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, [
          'xstate.error.actor.rescheduleBooking',
          'xstate.error.actor.moveVisit',
          'xstate.error.actor.changeSeries',
        ]);
        const { error } = event;
        const named = isSlotTakenError(error) || isSlotUnavailableError(error);
        const refused = {
          date: named ? error.date : context.values.date,
          timeSlot: named ? error.timeSlot : (context.values.timeSlot as TimeSlot),
          kind: isSlotTakenError(error) ? ('taken' as const) : ('unavailable' as const),
        };
        enqueue.assign({
          error: { field: 'timeSlot', message: refusedSlotMessage({ ...context, availability: null }, refused) },
          refusedSlot: refused,
        });
        enqueue({ type: 'logError', params: { message: `Reschedule refused: ${errorMessage(error)}`, error } });
        requestAvailability(enqueue, context, context.values.date, true);
      }),
      assignAvailability: manageSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'xstate.done.actor.loadAvailability');
        enqueue.stopChild('loadAvailability');
        const availability: Availability = {
          date: context.values.date,
          service: context.booking?.service ?? '',
          slots: event.output,
        };
        enqueue.assign({ availability, availabilityStatus: 'loaded', refusedSlot: null });
        const refused = context.refusedSlot;
        if (refused && context.error?.field === 'timeSlot') {
          enqueue.assign({
            error: { field: 'timeSlot', message: refusedSlotMessage({ ...context, availability }, refused) },
          });
        }
      }),
      failAvailability: manageSetup.enqueueActions(({ event, enqueue }) => {
        assertEvent(event, 'xstate.error.actor.loadAvailability');
        enqueue.stopChild('loadAvailability');
        enqueue.assign({ availability: null, availabilityStatus: 'failed', refusedSlot: null });
        enqueue({
          type: 'logError',
          params: {
            message: `Booking: the free slots could not be loaded: ${errorMessage(event.error)}`,
            error: event.error,
          },
        });
      }),
    },
  })
  .createMachine({
    id: 'manageBooking',
    context: ({ input }) => ({
      token: input.token,
      booking: null,
      values: emptyValues,
      timeChange: { kind: 'booking' },
      seriesChangedFrom: null,
      error: null,
      availability: null,
      availabilityStatus: 'idle',
      refusedSlot: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadBooking',
          src: 'loadBooking',
          input: ({ context }) => ({ token: context.token }),
          onDone: { target: 'loaded', actions: 'assignBooking' },
          onError: [
            ...tokenErrors,
            {
              target: 'failed',
              actions: [
                assign({ error: { field: null, message: messages.manageBooking.loadFailed } }),
                {
                  type: 'logError',
                  params: ({ event }) => ({
                    message: `Booking could not be loaded: ${errorMessage(event.error)}`,
                    error: event.error,
                  }),
                },
              ],
            },
          ],
        },
      },
      /** The booking could not be read (offline, a server error): `retry` tries again. */
      failed: { on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
      /** No booking has this token. */
      notFound: {},
      /** The link stopped working. */
      expired: {},
      loaded: {
        initial: 'viewing',
        states: {
          /** The booking; a refusal or failure of the last change, if any, is in `error`. */
          viewing: {
            on: {
              'reschedule.start': { guard: 'canChange', target: 'rescheduling', actions: 'startRescheduling' },
              'cancel.start': { guard: 'canChange', target: 'confirmingCancel', actions: assign({ error: null }) },
              'series.skip': { guard: 'canSkip', target: 'skipping', actions: assign({ error: null }) },
              'series.cancel.start': {
                guard: 'canCancelSeries',
                target: 'confirmingSeriesCancel',
                actions: assign({ error: null, seriesChangedFrom: null }),
              },
              'series.move.start': { guard: 'canMoveVisit', target: 'rescheduling', actions: 'startRescheduling' },
              'series.change.start': {
                guard: 'canChangeSeries',
                target: 'rescheduling',
                actions: 'startRescheduling',
              },
              'series.pause.start': {
                guard: 'canChangeSeries',
                target: 'pausing',
                actions: assign({ values: emptyValues, error: null, seriesChangedFrom: null }),
              },
              'series.resume': {
                guard: 'canResume',
                target: 'resuming',
                actions: assign({ error: null, seriesChangedFrom: null }),
              },
            },
          },
          /** Asked first, in place: until which day are the visits paused? */
          pausing: {
            initial: 'editing',
            on: {
              'series.pause.cancel': { target: 'viewing', actions: assign({ values: emptyValues, error: null }) },
            },
            states: {
              editing: {
                on: {
                  'field.change': {
                    actions: assign(({ context, event }) => ({
                      values: { ...context.values, date: event.field === 'date' ? event.value : context.values.date },
                      error: null,
                    })),
                  },
                  'series.pause.submit': [
                    {
                      guard: 'hasNoPauseDate',
                      actions: assign({ error: { field: 'date', message: messages.manageBooking.missingPauseDate } }),
                    },
                    { target: 'saving', actions: assign({ error: null }) },
                  ],
                },
              },
              saving: {
                on: { 'series.pause.cancel': {} },
                invoke: {
                  id: 'pauseSeries',
                  src: 'pauseSeries',
                  input: ({ context }) => ({ token: context.token, until: context.values.date }),
                  onDone: {
                    target: '#manageBooking.loaded.viewing',
                    actions: [
                      'assignBooking',
                      { type: 'notify', params: { ...messages.manageBooking.seriesPaused, variant: 'default' } },
                    ],
                  },
                  onError: [
                    ...tokenErrors,
                    {
                      guard: { type: 'isPauseOutOfRange', params: ({ event }) => ({ error: event.error }) },
                      target: 'editing',
                      actions: assign({ error: { field: 'date', message: messages.manageBooking.pauseRange } }),
                    },
                    {
                      guard: { type: 'isSeriesClosed', params: ({ event }) => ({ error: event.error }) },
                      target: '#manageBooking.loaded.viewing',
                      actions: failure(messages.manageBooking.seriesClosed),
                    },
                    {
                      guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
                      target: 'editing',
                      actions: failure(messages.rateLimited),
                    },
                    { target: 'editing', actions: failure(messages.manageBooking.pauseFailed) },
                  ],
                },
              },
            },
          },
          /** The pause ends now: the paused visits are booked again where their slot is free, flagged where not. */
          resuming: {
            invoke: {
              id: 'resumeSeries',
              src: 'resumeSeries',
              input: ({ context }) => ({ token: context.token }),
              onDone: {
                target: 'viewing',
                actions: [
                  'assignBooking',
                  { type: 'notify', params: { ...messages.manageBooking.seriesResumed, variant: 'default' } },
                ],
              },
              onError: [
                ...tokenErrors,
                {
                  guard: { type: 'isNotPaused', params: ({ event }) => ({ error: event.error }) },
                  target: 'viewing',
                  actions: failure(messages.manageBooking.notPaused),
                },
                {
                  guard: { type: 'isSeriesClosed', params: ({ event }) => ({ error: event.error }) },
                  target: 'viewing',
                  actions: failure(messages.manageBooking.seriesClosed),
                },
                {
                  guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
                  target: 'viewing',
                  actions: failure(messages.rateLimited),
                },
                { target: 'viewing', actions: failure(messages.manageBooking.resumeFailed) },
              ],
            },
          },
          /** This visit of the series is being skipped (the rest of the series goes on). */
          skipping: {
            invoke: {
              id: 'skipVisit',
              src: 'skipVisit',
              input: ({ context }) => ({
                token: context.token,
                occursOn: seriesVisitOf(context.booking)?.occursOn ?? context.booking?.date ?? '',
              }),
              onDone: {
                target: 'viewing',
                actions: [
                  'assignBooking',
                  { type: 'notify', params: { ...messages.manageBooking.visitSkipped, variant: 'default' } },
                ],
              },
              onError: [
                ...tokenErrors,
                {
                  guard: { type: 'isLate', params: ({ event }) => ({ error: event.error }) },
                  target: 'viewing',
                  actions: 'refuseLate',
                },
                {
                  guard: { type: 'isSeriesClosed', params: ({ event }) => ({ error: event.error }) },
                  target: 'viewing',
                  actions: failure(messages.manageBooking.seriesClosed),
                },
                {
                  guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
                  target: 'viewing',
                  actions: failure(messages.rateLimited),
                },
                { target: 'viewing', actions: failure(messages.manageBooking.skipFailed) },
              ],
            },
          },
          /** Asked first, in place: cancel the whole series? */
          confirmingSeriesCancel: {
            on: {
              'series.cancel.confirm': 'cancellingSeries',
              'series.cancel.keep': 'viewing',
            },
          },
          cancellingSeries: {
            invoke: {
              id: 'cancelSeries',
              src: 'cancelSeries',
              input: ({ context }) => ({ token: context.token }),
              onDone: {
                target: 'viewing',
                actions: [
                  'assignBooking',
                  { type: 'notify', params: { ...messages.manageBooking.seriesCancelled, variant: 'default' } },
                ],
              },
              onError: [
                ...tokenErrors,
                {
                  guard: { type: 'isSeriesClosed', params: ({ event }) => ({ error: event.error }) },
                  target: 'confirmingSeriesCancel',
                  actions: failure(messages.manageBooking.seriesClosed),
                },
                {
                  guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
                  target: 'confirmingSeriesCancel',
                  actions: failure(messages.rateLimited),
                },
                { target: 'confirmingSeriesCancel', actions: failure(messages.manageBooking.seriesCancelFailed) },
              ],
            },
          },
          rescheduling: {
            initial: 'editing',
            exit: 'stopRescheduling',
            on: {
              'field.change': { target: '.editing', actions: 'changeField' },
              'reschedule.cancel': { target: 'viewing', actions: assign({ values: emptyValues, error: null }) },
              'xstate.done.actor.loadAvailability': { actions: 'assignAvailability' },
              'xstate.error.actor.loadAvailability': { actions: 'failAvailability' },
            },
            states: {
              editing: {
                on: {
                  'reschedule.submit': [
                    { guard: 'hasProblem', actions: 'refuse' },
                    { guard: 'changesBooking', target: 'saving.booking', actions: assign({ error: null }) },
                    { guard: 'movesVisit', target: 'saving.visit', actions: assign({ error: null }) },
                    { target: 'saving.series', actions: assign({ error: null }) },
                  ],
                },
              },
              saving: {
                on: {
                  // The choice is being saved: it cannot change meanwhile.
                  'field.change': {},
                  'reschedule.cancel': {},
                },
                // Entered at the child that saves what `timeChange` names.
                initial: 'booking',
                states: {
                  /** Another visit of the series moves; this page's booking may be untouched. */
                  visit: {
                    invoke: {
                      id: 'moveVisit',
                      src: 'moveVisit',
                      input: ({ context }) => ({
                        token: context.token,
                        occursOn: context.timeChange.kind === 'visit' ? context.timeChange.occursOn : '',
                        date: context.values.date,
                        timeSlot: context.values.timeSlot as TimeSlot,
                      }),
                      onDone: {
                        target: '#manageBooking.loaded.viewing',
                        actions: [
                          'assignBooking',
                          { type: 'notify', params: { ...messages.manageBooking.visitMoved, variant: 'default' } },
                        ],
                      },
                      onError: [
                        ...tokenErrors,
                        {
                          guard: { type: 'isLate', params: ({ event }) => ({ error: event.error }) },
                          target: '#manageBooking.loaded.viewing',
                          actions: failure(messages.manageBooking.visitLate),
                        },
                        {
                          guard: { type: 'isSeriesClosed', params: ({ event }) => ({ error: event.error }) },
                          target: '#manageBooking.loaded.viewing',
                          actions: failure(messages.manageBooking.seriesClosed),
                        },
                        ...backToTheTime(messages.manageBooking.moveFailed),
                      ],
                    },
                  },
                  /** The series' day and time change from the chosen date on. */
                  series: {
                    invoke: {
                      id: 'changeSeries',
                      src: 'changeSeries',
                      input: ({ context }) => ({
                        token: context.token,
                        date: context.values.date,
                        timeSlot: context.values.timeSlot as TimeSlot,
                      }),
                      onDone: {
                        target: '#manageBooking.loaded.viewing',
                        actions: [
                          assign(({ context }) => ({ seriesChangedFrom: context.values.date })),
                          'assignBooking',
                          { type: 'notify', params: { ...messages.manageBooking.seriesChanged, variant: 'default' } },
                        ],
                      },
                      onError: [
                        ...tokenErrors,
                        {
                          guard: { type: 'isSeriesClosed', params: ({ event }) => ({ error: event.error }) },
                          target: '#manageBooking.loaded.viewing',
                          actions: failure(messages.manageBooking.seriesClosed),
                        },
                        ...backToTheTime(messages.manageBooking.seriesChangeFailed),
                      ],
                    },
                  },
                  booking: {
                    invoke: {
                      id: 'rescheduleBooking',
                      src: 'rescheduleBooking',
                      input: ({ context }) => ({
                        token: context.token,
                        date: context.values.date,
                        timeSlot: context.values.timeSlot as TimeSlot,
                      }),
                      onDone: {
                        target: '#manageBooking.loaded.viewing',
                        actions: ['assignBooking', 'notifyRescheduled'],
                      },
                      onError: [
                        ...tokenErrors,
                        {
                          guard: { type: 'isLate', params: ({ event }) => ({ error: event.error }) },
                          target: '#manageBooking.loaded.viewing',
                          actions: 'refuseLate',
                        },
                        ...backToTheTime(messages.manageBooking.rescheduleFailed),
                      ],
                    },
                  },
                },
              },
            },
          },
          confirmingCancel: {
            on: {
              'cancel.confirm': 'cancelling',
              'cancel.keep': 'viewing',
            },
          },
          cancelling: {
            invoke: {
              id: 'cancelBooking',
              src: 'cancelBooking',
              input: ({ context }) => ({ token: context.token }),
              onDone: {
                target: 'viewing',
                actions: [
                  'assignBooking',
                  { type: 'notify', params: { ...messages.manageBooking.cancelled, variant: 'default' } },
                ],
              },
              onError: [
                ...tokenErrors,
                {
                  guard: { type: 'isLate', params: ({ event }) => ({ error: event.error }) },
                  target: 'viewing',
                  actions: 'refuseLate',
                },
                {
                  guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
                  target: 'viewing',
                  actions: failure(messages.rateLimited),
                },
                {
                  target: 'viewing',
                  actions: failure(messages.manageBooking.cancelFailed),
                },
              ],
            },
          },
        },
      },
    },
  });
