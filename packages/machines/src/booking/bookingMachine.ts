import { type BookableServiceId, bookableServices, type TimeSlot, timeSlots } from '@sparkle/company';
import {
  type BookingFrequency,
  type DayUnavailableReason,
  dayUnavailable,
  defaultPriceList,
  discountedEstimate,
  type Estimate,
  estimate,
  frequencyDiscount,
  itemsRange,
  type PriceList,
  propertyKindOf,
  type SlotAvailability,
} from '@sparkle/company/booking';
import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate';
import {
  delay,
  errorMessage,
  isRateLimitedError,
  isSlotTakenError,
  isSlotUnavailableError,
  type LogErrorParams,
  missingActor,
  type Notification,
  type OptionalInput,
} from '../effects';
import type { ManagedSeries } from '../manageBooking/series';
import { messages } from '../messages';
import { normalizePhone } from './phone';

/** The services a booking can name (spec: Book-now), value and label: `@sparkle/company`'s list. */
export const bookingServices = bookableServices;
export type BookingService = BookableServiceId;
/** Twelve hourly slots from 08:00 AM through 07:00 PM (spec section 9): `@sparkle/company`'s list. */
export { type TimeSlot, timeSlots };

/** The booking form as the user fills it in; `''` is "not chosen yet". `date` is a Dubai `YYYY-MM-DD`. */
export interface BookingValues {
  service: BookingService | '';
  date: string;
  timeSlot: TimeSlot | '';
  /** The size option of the service's price list ('1br', 'office-m'); unused for services priced per item. */
  property: string;
  /** How many items, as typed (services priced per item: carpet & upholstery). */
  quantity: string;
  /** Codes of the price list's extras. */
  extras: string[];
  /** One time, or a regular cleaning every 1, 2 or 4 weeks (a series, with the frequency's discount). */
  frequency: BookingFrequency;
  name: string;
  phone: string;
  email: string;
  /** One of `@sparkle/company/booking`'s `communities`. */
  community: string;
  /** Building name or villa number. */
  building: string;
  /** Apartment or office number; optional. */
  apartment: string;
  address: string;
  /**
   * The honeypot: a field people never meet (hidden from sight and from assistive technology) that bots filling
   * every input do. It is not checked here; it goes with the request, and the database quarantines a booking that has
   * one (suspected spam) while answering as for any other.
   */
  honeypot: string;
}
export type BookingField = keyof BookingValues;

/** A refused or failed submit: the message, and the field it is about (null: the whole form, e.g. offline). */
export interface BookingError {
  field: BookingField | null;
  message: string;
}

/** What `submitBooking` receives: a form that passed every check, trimmed. */
export interface BookingRequest {
  service: BookingService;
  date: string;
  timeSlot: TimeSlot;
  /** The priced option: the chosen size, or the service's only option when it is priced per item. */
  property: string;
  /** 1 unless the service is priced per item. */
  quantity: number;
  extras: string[];
  frequency: BookingFrequency;
  name: string;
  /** E.164, e.g. '+971501234567'. */
  phone: string;
  email: string;
  community: string;
  building: string;
  apartment: string;
  address: string;
  honeypot: string;
  /** When the form became usable, on the site's clock: the site reports how long it took to fill (see input). */
  openedAt: number;
}

/** What `submitBooking` answers: the stored booking, with the private token of its manage link. */
export interface BookingConfirmation {
  reference: string;
  /** The manage link is `/booking/<token>`. */
  token: string;
  service: BookingService;
  date: string;
  timeSlot: TimeSlot;
  /** As the database computed it. */
  estimate: Estimate;
  /** A regular cleaning: its pattern and first visits (this booking is the first); absent for a one-time booking. */
  series?: ManagedSeries | null;
}

/** What `loadAvailability` is asked: every slot of one day, for one service (or any when none is chosen). */
export interface AvailabilityRequest {
  date: string;
  service: BookingService | '';
}

/** The answer of `loadAvailability` for the date and service it was asked about. */
export interface Availability extends AvailabilityRequest {
  slots: SlotAvailability[];
}

export interface BookingInput {
  /** Prefilled values, e.g. the service chosen on the page that linked here. */
  values?: Partial<BookingValues>;
  /**
   * When the form became usable, on the site's clock (0 by default). The machine only hands it on with each
   * request: the site reports the time taken to fill the form, and the database quarantines submissions made faster
   * than a person can.
   */
  openedAt?: number;
  /** The prices until `loadPriceList` answers (`defaultPriceList` by default; the build passes the stored one). */
  priceList?: PriceList;
  /** Days nobody can book (`YYYY-MM-DD`) until `loadClosedDays` answers. */
  closedDays?: string[];
  /** The clock, epoch ms (`Date.now` by default): which days can be booked. */
  now?: () => number;
}

export interface BookingContext {
  values: BookingValues;
  /** The last refused or failed submit, cleared when the user edits the form. */
  error: BookingError | null;
  /** See `BookingInput.openedAt`. */
  openedAt: number;
  priceList: PriceList;
  closedDays: string[];
  now: () => number;
  /** The slots of the chosen date and service, once loaded; null while no date is chosen or they load. */
  availability: Availability | null;
  availabilityStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The last booking stored, until the next submit or `confirmation.dismiss`; the form is empty again. */
  confirmation: BookingConfirmation | null;
  /**
   * The slot the database just refused, waiting for the reloaded availability to name the free times of its
   * day; the error toast goes out then.
   */
  refusedSlot: { date: string; timeSlot: TimeSlot; kind: 'taken' | 'unavailable' } | null;
}

export type BookingFieldChangeEvent = {
  [K in BookingField]: { type: 'field.change'; field: K; value: BookingValues[K] };
}[BookingField];

export type BookingEvent = BookingFieldChangeEvent | { type: 'form.submit' } | { type: 'confirmation.dismiss' };

/** What the machine's children answer (the loads run as spawned children with these ids). */
type LoadEvent =
  | DoneActorEvent<BookingConfirmation, 'submitBooking'>
  | ErrorActorEvent<unknown, 'submitBooking'>
  | DoneActorEvent<SlotAvailability[], 'loadAvailability'>
  | ErrorActorEvent<unknown, 'loadAvailability'>
  | DoneActorEvent<PriceList, 'loadPriceList'>
  | ErrorActorEvent<unknown, 'loadPriceList'>
  | DoneActorEvent<string[], 'loadClosedDays'>
  | ErrorActorEvent<unknown, 'loadClosedDays'>;

export const emptyBookingValues: BookingValues = {
  service: '',
  date: '',
  timeSlot: '',
  property: '',
  quantity: '1',
  extras: [],
  frequency: 'once',
  name: '',
  phone: '',
  email: '',
  community: '',
  building: '',
  apartment: '',
  address: '',
  honeypot: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A `YYYY-MM-DD` date as the refusals name it: 'Tue 1 Dec'. */
export function formatBookingDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y as number, (m as number) - 1, d as number));
  if (Number.isNaN(day.getTime())) return date;
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** The priced option of the values: the chosen size, or the service's only option when priced per item. */
function pricedProperty(values: BookingValues, list: PriceList): string {
  if (values.service === '') return values.property;
  if (propertyKindOf[values.service] !== 'items') return values.property;
  return list.options.find((option) => option.service === values.service)?.code ?? values.property;
}

/** The number of items typed, or NaN when it is not a whole number. */
function typedQuantity(quantity: string): number {
  return /^\s*\d+\s*$/.test(quantity) ? Number(quantity) : Number.NaN;
}

function quantityOf(values: BookingValues): number {
  return values.service !== '' && propertyKindOf[values.service] === 'items' ? typedQuantity(values.quantity) : 1;
}

function contextOf(source: BookingContext | { context: BookingContext }): BookingContext {
  return 'context' in source ? source.context : source;
}

/**
 * The estimate of the form as it stands (subtotal, VAT, total in fils), or null until the service and the size
 * (or a valid number of items) are chosen, less the frequency's discount before VAT. The same
 * `discountedEstimate()` the database trusts.
 */
export function selectEstimate(source: BookingContext | SnapshotFrom<typeof bookingMachine>): Estimate | null {
  const { values, priceList } = contextOf(source);
  if (values.service === '') return null;
  return discountedEstimate(
    priceList,
    {
      service: values.service,
      property: pricedProperty(values, priceList),
      quantity: quantityOf(values),
      extras: values.extras,
    },
    frequencyDiscount(priceList, values.frequency),
  );
}

/** Why a day cannot be booked (before today, beyond the horizon, closed), or null: for the date picker. */
export function selectDayUnavailable(
  source: BookingContext | SnapshotFrom<typeof bookingMachine>,
  date: string,
): DayUnavailableReason | null {
  const context = contextOf(source);
  return dayUnavailable(date, context.now(), context.closedDays);
}

/** The availability of the chosen slot, when it is known for the chosen date and service. */
function chosenSlot(context: BookingContext): SlotAvailability | undefined {
  const { availability, values } = context;
  if (!availability || availability.date !== values.date || availability.service !== values.service) return undefined;
  return availability.slots.find((slot) => slot.slot === values.timeSlot);
}

/**
 * The free times a refusal offers: those after the refused slot, else the earlier ones; at most three. Null
 * while the availability of that day and service is not known.
 */
function freeTimes(context: BookingContext, date: string, refused: TimeSlot): TimeSlot[] | null {
  const { availability } = context;
  if (!availability || availability.date !== date || availability.service !== context.values.service) return null;
  const free = availability.slots.filter((slot) => slot.reason === null && slot.slot !== refused).map((s) => s.slot);
  const later = free.filter((slot) => timeSlots.indexOf(slot) > timeSlots.indexOf(refused));
  return (later.length > 0 ? later : free).slice(0, 3);
}

function refusedSlotMessage(context: BookingContext, refused: NonNullable<BookingContext['refusedSlot']>) {
  const text = refused.kind === 'taken' ? messages.booking.slotTaken : messages.booking.slotRefused;
  return text(refused.timeSlot, formatBookingDay(refused.date), freeTimes(context, refused.date, refused.timeSlot));
}

/** The values kept after a change of service: a size or extras the new service does not have are cleared. */
function withService(values: BookingValues, service: BookingService | '', list: PriceList): BookingValues {
  // With no service chosen yet, what any service of the list offers may stay.
  const offered = (services: readonly BookableServiceId[]) => service === '' || services.includes(service);
  const hasProperty = list.options.some((option) => offered([option.service]) && option.code === values.property);
  const perItem = service !== '' && propertyKindOf[service] === 'items';
  return {
    ...values,
    service,
    property: hasProperty && !perItem ? values.property : '',
    extras: values.extras.filter((code) => list.extras.some((e) => e.code === code && offered(e.services))),
  };
}

/** The checks of a submit, in order: the spec's three first, then the new ones in the order of the form. */
const checks: readonly { field: BookingField; message: string; fails: (context: BookingContext) => boolean }[] = [
  { field: 'date', message: messages.booking.missingDate, fails: ({ values }) => values.date.trim() === '' },
  { field: 'timeSlot', message: messages.booking.missingTimeSlot, fails: ({ values }) => values.timeSlot === '' },
  { field: 'service', message: messages.booking.missingService, fails: ({ values }) => values.service === '' },
  {
    field: 'timeSlot',
    message: messages.booking.slotUnavailable,
    fails: (context) => (chosenSlot(context)?.reason ?? null) !== null,
  },
  {
    field: 'property',
    message: messages.booking.missingProperty,
    fails: ({ values, priceList }) =>
      values.service !== '' &&
      propertyKindOf[values.service] !== 'items' &&
      !priceList.options.some((option) => option.service === values.service && option.code === values.property),
  },
  {
    field: 'quantity',
    message: messages.booking.invalidQuantity,
    fails: ({ values }) => {
      const quantity = quantityOf(values);
      return !(Number.isInteger(quantity) && quantity >= itemsRange.min && quantity <= itemsRange.max);
    },
  },
  ...(['name', 'phone', 'email', 'address'] as const).map((field) => ({
    field,
    message: messages.form.missingFields,
    fails: ({ values }: BookingContext) => values[field].trim() === '',
  })),
  { field: 'phone', message: messages.form.invalidPhone, fails: ({ values }) => normalizePhone(values.phone) === null },
  { field: 'email', message: messages.form.invalidEmail, fails: ({ values }) => !EMAIL.test(values.email.trim()) },
  { field: 'community', message: messages.booking.missingCommunity, fails: ({ values }) => values.community === '' },
  {
    field: 'building',
    message: messages.booking.missingBuilding,
    fails: ({ values }) => values.building.trim() === '',
  },
];

/** The first check the form fails, or null when it may be sent. */
export function bookingProblem(context: BookingContext): BookingError | null {
  const failed = checks.find((check) => check.fails(context));
  return failed ? { field: failed.field, message: failed.message } : null;
}

/** Only called once the checks passed, so the service, slot and phone are valid. */
function toBookingRequest(context: BookingContext): BookingRequest {
  const { values } = context;
  return {
    service: values.service as BookingService,
    date: values.date,
    timeSlot: values.timeSlot as TimeSlot,
    property: pricedProperty(values, context.priceList),
    quantity: quantityOf(values),
    extras: [...values.extras],
    frequency: values.frequency,
    name: values.name.trim(),
    phone: normalizePhone(values.phone)?.e164 ?? values.phone.trim(),
    email: values.email.trim(),
    community: values.community.trim(),
    building: values.building.trim(),
    apartment: values.apartment.trim(),
    address: values.address.trim(),
    honeypot: values.honeypot,
    openedAt: context.openedAt,
  };
}

const bookingSetup = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent | LoadEvent,
    input: {} as OptionalInput<BookingInput>,
  },
  actors: {
    submitBooking: missingActor<BookingConfirmation, BookingRequest>('submitBooking'),
    /** Every slot of a day for a service; the answer for a date or service no longer chosen is dropped. */
    loadAvailability: missingActor<SlotAvailability[], AvailabilityRequest>('loadAvailability'),
    /** The stored price list; until it answers (or when it fails) the input's list is used. */
    loadPriceList: missingActor<PriceList>('loadPriceList'),
    /** The closed days; until it answers (or when it fails) the input's are used. */
    loadClosedDays: missingActor<string[]>('loadClosedDays'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignError: assign((_, params: { message: string }) => ({ error: { field: null, message: params.message } })),
  },
});

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

type Enqueue = Parameters<Parameters<typeof bookingSetup.enqueueActions>[0]>[0]['enqueue'];

/**
 * Starts loading the slots of the chosen date and service (stopping a load still out, so only the answer for
 * what is chosen now arrives), or forgets them when no date is chosen. `keep` leaves the slots shown while the
 * same day reloads.
 */
function requestAvailability(enqueue: Enqueue, context: BookingContext, values: BookingValues, keep: boolean) {
  enqueue.stopChild('loadAvailability');
  if (values.date.trim() === '') {
    enqueue.assign({ availability: null, availabilityStatus: 'idle' });
    return;
  }
  enqueue.assign({ availability: keep ? context.availability : null, availabilityStatus: 'loading' });
  enqueue.spawnChild('loadAvailability', {
    id: 'loadAvailability',
    input: { date: values.date, service: values.service },
  });
}

/** The error toast of a refused slot, naming the free times of its day when they are known. */
function notifyRefusedSlot(context: BookingContext, refused: NonNullable<BookingContext['refusedSlot']>) {
  return {
    type: 'notify' as const,
    params: {
      title: messages.errorTitle,
      description: refusedSlotMessage(context, refused),
      variant: 'destructive' as const,
    },
  };
}

/**
 * The booking form (spec: Book-now). Submit runs the spec's checks in its order (date, time slot, service
 * type), then the new ones in the order of the form's fields (see `checks`); each refusal names its field and
 * goes out as a toast, and only a form that passes them reaches `submitBooking`. `submitting` is the button's
 * "Submitting..." state and ignores another submit; success confirms, clears the form and keeps the
 * confirmation; a failure keeps every value. A refusal for too many requests (`RateLimitedError`) says so
 * instead of the general failure.
 *
 * Around the form: the price list and the closed days load once at the start (the input's stand until they
 * answer, and when they fail); the slots of the chosen day load whenever the date or the service changes. When
 * the database refuses the slot (`SlotTakenError`, `SlotUnavailableError`), every value stays, the error names
 * the slot, the slots reload, and the toast offers the free times of that day.
 */
export const bookingMachine = bookingSetup
  .extend({
    actions: {
      changeField: bookingSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'field.change');
        const values =
          event.field === 'service'
            ? withService(context.values, event.value, context.priceList)
            : { ...context.values, [event.field]: event.value };
        enqueue.assign({ values, error: null });
        const changed = values.date !== context.values.date || values.service !== context.values.service;
        if (changed) requestAvailability(enqueue, context, values, false);
      }),
      refuse: bookingSetup.enqueueActions(({ context, enqueue }) => {
        const problem = bookingProblem(context);
        if (!problem) return;
        enqueue.assign({ error: problem });
        enqueue({ type: 'notify', params: { title: problem.message, variant: 'destructive' } });
      }),
      confirm: bookingSetup.enqueueActions(({ event, enqueue }) => {
        assertEvent(event, 'xstate.done.actor.submitBooking');
        enqueue({ type: 'notify', params: { title: messages.booking.success, variant: 'default' } });
        enqueue.stopChild('loadAvailability');
        enqueue.assign({
          values: emptyBookingValues,
          error: null,
          confirmation: event.output,
          availability: null,
          availabilityStatus: 'idle',
          refusedSlot: null,
        });
      }),
      refuseSlot: bookingSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'xstate.error.actor.submitBooking');
        const { error } = event;
        const taken = isSlotTakenError(error);
        const refused = {
          date: isSlotTakenError(error) || isSlotUnavailableError(error) ? error.date : context.values.date,
          timeSlot:
            isSlotTakenError(error) || isSlotUnavailableError(error)
              ? error.timeSlot
              : (context.values.timeSlot as TimeSlot),
          kind: taken ? ('taken' as const) : ('unavailable' as const),
        };
        const message = refusedSlotMessage({ ...context, availability: null }, refused);
        enqueue({ type: 'logError', params: { message: `Booking refused: ${errorMessage(error)}`, error } });
        if (context.values.date.trim() === '') {
          // The date was cleared while the booking was out: no day to offer free times of.
          enqueue.assign({ error: { field: 'timeSlot', message } });
          enqueue({
            type: 'notify',
            params: { title: messages.errorTitle, description: message, variant: 'destructive' },
          });
          return;
        }
        enqueue.assign({ error: { field: 'timeSlot', message }, refusedSlot: refused });
        requestAvailability(enqueue, context, context.values, true);
      }),
      assignAvailability: bookingSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'xstate.done.actor.loadAvailability');
        enqueue.stopChild('loadAvailability');
        const availability = { date: context.values.date, service: context.values.service, slots: event.output };
        const next = { ...context, availability };
        enqueue.assign({ availability, availabilityStatus: 'loaded', refusedSlot: null });
        const refused = context.refusedSlot;
        if (!refused) return;
        if (context.error?.field === 'timeSlot') {
          enqueue.assign({ error: { field: 'timeSlot', message: refusedSlotMessage(next, refused) } });
        }
        enqueue(notifyRefusedSlot(next, refused));
      }),
      failAvailability: bookingSetup.enqueueActions(({ context, event, enqueue }) => {
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
        if (context.refusedSlot) enqueue(notifyRefusedSlot({ ...context, availability: null }, context.refusedSlot));
      }),
      assignPriceList: bookingSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'xstate.done.actor.loadPriceList');
        enqueue.stopChild('loadPriceList');
        // A size or extra the stored list no longer has is cleared, as after a change of service.
        enqueue.assign({
          priceList: event.output,
          values: withService(context.values, context.values.service, event.output),
        });
      }),
      assignClosedDays: bookingSetup.enqueueActions(({ event, enqueue }) => {
        assertEvent(event, 'xstate.done.actor.loadClosedDays');
        enqueue.stopChild('loadClosedDays');
        enqueue.assign({ closedDays: event.output });
      }),
      logLoadFailure: bookingSetup.enqueueActions(({ event, enqueue }) => {
        assertEvent(event, ['xstate.error.actor.loadPriceList', 'xstate.error.actor.loadClosedDays']);
        const what = event.type === 'xstate.error.actor.loadPriceList' ? 'price list' : 'closed days';
        enqueue.stopChild(event.type.slice('xstate.error.actor.'.length));
        enqueue({
          type: 'logError',
          params: {
            message: `Booking: the ${what} could not be loaded: ${errorMessage(event.error)}`,
            error: event.error,
          },
        });
      }),
      startLoads: bookingSetup.enqueueActions(({ context, enqueue }) => {
        enqueue.spawnChild('loadPriceList', { id: 'loadPriceList' });
        enqueue.spawnChild('loadClosedDays', { id: 'loadClosedDays' });
        if (context.values.date.trim() !== '') requestAvailability(enqueue, context, context.values, false);
      }),
    },
    guards: {
      hasProblem: ({ context }) => bookingProblem(context) !== null,
      isRateLimited: (_, params: { error: unknown }) => isRateLimitedError(params.error),
      isSlotRefused: (_, params: { error: unknown }) =>
        isSlotTakenError(params.error) || isSlotUnavailableError(params.error),
    },
  })
  .createMachine({
    id: 'booking',
    context: ({ input }) => ({
      values: { ...emptyBookingValues, ...input?.values },
      error: null,
      openedAt: input?.openedAt ?? 0,
      priceList: input?.priceList ?? defaultPriceList,
      closedDays: input?.closedDays ?? [],
      now: input?.now ?? Date.now,
      availability: null,
      availabilityStatus: 'idle',
      confirmation: null,
      refusedSlot: null,
    }),
    entry: 'startLoads',
    on: {
      'xstate.done.actor.loadAvailability': { actions: 'assignAvailability' },
      'xstate.error.actor.loadAvailability': { actions: 'failAvailability' },
      'xstate.done.actor.loadPriceList': { actions: 'assignPriceList' },
      'xstate.error.actor.loadPriceList': { actions: 'logLoadFailure' },
      'xstate.done.actor.loadClosedDays': { actions: 'assignClosedDays' },
      'xstate.error.actor.loadClosedDays': { actions: 'logLoadFailure' },
      // Typing goes on while a booking is out: a failure must not lose it (success clears the form anyway).
      'field.change': { actions: 'changeField' },
    },
    initial: 'idle',
    states: {
      idle: {
        initial: 'editing',
        states: {
          editing: {},
          /** The last submit succeeded: the form is empty again, and `confirmation` holds the booking. */
          submitted: {},
          /** The last submit failed or the slot was refused; the values are still there. */
          failed: {},
        },
        on: {
          'field.change': { target: '.editing', actions: 'changeField' },
          'form.submit': [
            { guard: 'hasProblem', target: '.editing', actions: 'refuse' },
            { target: 'submitting', actions: assignNoConfirmation() },
          ],
          'confirmation.dismiss': { actions: assignNoConfirmation() },
        },
      },
      submitting: {
        invoke: {
          id: 'submitBooking',
          src: 'submitBooking',
          input: ({ context }) => toBookingRequest(context),
          onDone: { target: 'idle.submitted', actions: 'confirm' },
          onError: [
            {
              guard: { type: 'isSlotRefused', params: ({ event }) => ({ error: event.error }) },
              target: 'idle.failed',
              actions: 'refuseSlot',
            },
            {
              guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
              target: 'idle.failed',
              actions: failure(messages.rateLimited),
            },
            { target: 'idle.failed', actions: failure(messages.booking.failure) },
          ],
        },
      },
    },
  });

function assignNoConfirmation() {
  return bookingSetup.assign({ confirmation: null });
}

/** The spec's simulated submit: succeeds after 1.5 s. For stories, and for the site until bookings are stored. */
export const simulatedSubmitBooking = fromPromise<BookingConfirmation, BookingRequest>(async ({ input, signal }) => {
  await delay(1500, signal);
  return {
    reference: 'SC-DEMO01',
    token: 'demo-token',
    service: input.service,
    date: input.date,
    timeSlot: input.timeSlot,
    estimate: estimate(defaultPriceList, input) ?? { subtotalFils: 0, vatFils: 0, totalFils: 0 },
  };
});
