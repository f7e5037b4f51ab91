import { assertEvent, assign, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import {
  delay,
  errorMessage,
  isRateLimitedError,
  type LogErrorParams,
  missingActor,
  type Notification,
  type OptionalInput,
} from '../effects';
import { messages } from '../messages';

/** The services a booking can name (spec: Book-now), value and label. */
export const bookingServices = [
  { value: 'residential', label: 'Residential Cleaning' },
  { value: 'office', label: 'Office Cleaning' },
  { value: 'deep', label: 'Deep Cleaning' },
  { value: 'movein', label: 'Move-In/Out Cleaning' },
  { value: 'carpet', label: 'Carpet/Upholstery Cleaning' },
] as const;
export type BookingService = (typeof bookingServices)[number]['value'];

/** Twelve hourly slots from 08:00 AM through 07:00 PM (spec section 9). */
export const timeSlots = [
  '08:00 AM',
  '09:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '01:00 PM',
  '02:00 PM',
  '03:00 PM',
  '04:00 PM',
  '05:00 PM',
  '06:00 PM',
  '07:00 PM',
] as const;
export type TimeSlot = (typeof timeSlots)[number];

/** The booking form as the user fills it in; `''` is "not chosen yet". `date` is a local `YYYY-MM-DD`. */
export interface BookingValues {
  service: BookingService | '';
  date: string;
  timeSlot: TimeSlot | '';
  name: string;
  phone: string;
  email: string;
  address: string;
  /**
   * The honeypot: a field people never meet (hidden from sight and from assistive technology) that bots filling
   * every input do. It is not checked here; it goes with the request, and the database drops a booking that has
   * one while answering as if it was stored (issue 11).
   */
  honeypot: string;
}
export type BookingField = keyof BookingValues;

/** What `submitBooking` receives: a form that passed every check. */
export interface BookingRequest extends BookingValues {
  service: BookingService;
  timeSlot: TimeSlot;
  /** When the form became usable, on the site's clock: the site reports how long it took to fill (see input). */
  openedAt: number;
}

export interface BookingInput {
  /** Prefilled values, e.g. the service chosen on the page that linked here. */
  values?: Partial<BookingValues>;
  /**
   * When the form became usable, on the site's clock (0 by default). The machine only hands it on with each
   * request: the site reports the time taken to fill the form, and the database drops submissions made faster
   * than a person can.
   */
  openedAt?: number;
}

export interface BookingContext {
  values: BookingValues;
  /** The message of the last refused or failed submit, cleared when the user edits the form. */
  error: string | null;
  /** See `BookingInput.openedAt`. */
  openedAt: number;
}

export type BookingFieldChangeEvent = {
  [K in BookingField]: { type: 'field.change'; field: K; value: BookingValues[K] };
}[BookingField];

export type BookingEvent = BookingFieldChangeEvent | { type: 'form.submit' };

export const emptyBookingValues: BookingValues = {
  service: '',
  date: '',
  timeSlot: '',
  name: '',
  phone: '',
  email: '',
  address: '',
  honeypot: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function refusal(description: string): Notification {
  return { title: description, variant: 'destructive' };
}

/** A submit that failed: the message as the form's error and in an error toast, the reason in the console. */
function failure(message: string) {
  return [
    { type: 'assignError', params: { message } },
    { type: 'notify', params: { title: messages.errorTitle, description: message, variant: 'destructive' } },
    {
      type: 'logError',
      params: ({ event }: { event: ErrorActorEvent }) => ({
        message: `Booking failed: ${errorMessage(event.error)}`,
        error: event.error,
      }),
    },
  ] as const;
}

/** Only called once the guards passed, so the service and slot are chosen. */
function toBookingRequest(values: BookingValues, openedAt: number): BookingRequest {
  return {
    service: values.service as BookingService,
    timeSlot: values.timeSlot as TimeSlot,
    date: values.date,
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    honeypot: values.honeypot,
    openedAt,
  };
}

/**
 * The booking form (spec: Book-now). Submit runs the spec's checks in its order (date, time slot, service
 * type), then the required fields and the e-mail, and only a form that passes them reaches `submitBooking`.
 * `submitting` is the button's "Submitting..." state and ignores another submit; success clears the form,
 * a failure keeps every value. A refusal for too many requests (`RateLimitedError`) says so instead of the
 * general failure.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as OptionalInput<BookingInput>,
  },
  actors: {
    submitBooking: missingActor<void, BookingRequest>('submitBooking'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { values: { ...context.values, [event.field]: event.value }, error: null };
    }),
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
    resetForm: assign({ values: emptyBookingValues, error: null }),
  },
  guards: {
    isDateMissing: ({ context }) => context.values.date.trim() === '',
    isTimeSlotMissing: ({ context }) => context.values.timeSlot === '',
    isServiceMissing: ({ context }) => context.values.service === '',
    hasMissingFields: ({ context }) =>
      [context.values.name, context.values.phone, context.values.email, context.values.address].some(
        (value) => value.trim() === '',
      ),
    isEmailInvalid: ({ context }) => !EMAIL.test(context.values.email.trim()),
    isRateLimited: (_, params: { error: unknown }) => isRateLimitedError(params.error),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    values: { ...emptyBookingValues, ...input?.values },
    error: null,
    openedAt: input?.openedAt ?? 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'editing',
      states: {
        editing: {},
        /** The last submit succeeded; the form is empty again. */
        submitted: {},
        /** The last submit failed; the values are still there. */
        failed: {},
      },
      on: {
        'field.change': { target: '.editing', actions: 'assignField' },
        'form.submit': [
          ...(
            [
              ['isDateMissing', messages.booking.missingDate],
              ['isTimeSlotMissing', messages.booking.missingTimeSlot],
              ['isServiceMissing', messages.booking.missingService],
              ['hasMissingFields', messages.form.missingFields],
              ['isEmailInvalid', messages.form.invalidEmail],
            ] as const
          ).map(([guard, message]) => ({
            guard,
            target: '.editing' as const,
            actions: [
              { type: 'assignError' as const, params: { message } },
              { type: 'notify' as const, params: refusal(message) },
            ],
          })),
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitBooking',
        src: 'submitBooking',
        input: ({ context }) => toBookingRequest(context.values, context.openedAt),
        onDone: {
          target: 'idle.submitted',
          actions: [{ type: 'notify', params: { title: messages.booking.success, variant: 'default' } }, 'resetForm'],
        },
        onError: [
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'idle.failed',
            actions: failure(messages.rateLimited),
          },
          { target: 'idle.failed', actions: failure(messages.booking.failure) },
        ],
      },
      // Typing while the request is out is kept: a failure must not lose it (success clears the form anyway).
      on: { 'field.change': { actions: 'assignField' } },
    },
  },
});

/** The spec's simulated submit: succeeds after 1.5 s. For stories, and for the site until bookings are stored. */
export const simulatedSubmitBooking = fromPromise<void, BookingRequest>(({ signal }) => delay(1500, signal));
