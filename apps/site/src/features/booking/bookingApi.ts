import {
  type BookableServiceId,
  dubaiDate,
  type PriceList,
  type SlotAvailability,
  type SlotUnavailableReason,
  type TimeSlot,
} from '@sparkle/company/booking';
import {
  type AvailabilityRequest,
  type BookingConfirmation,
  BookingExpiredError,
  BookingLateError,
  BookingNotFoundError,
  type BookingRequest,
  type BookingService,
  type ManagedBooking,
  type ManagedSeries,
  type ManagedSeriesVisit,
  type MoveVisitRequest,
  type PauseSeriesRequest,
  type RescheduleRequest,
  SeriesChangeRefusedError,
  type SeriesChangeRequest,
  SeriesClosedError,
  type SkipVisitRequest,
  SlotTakenError,
  SlotUnavailableError,
} from '@sparkle/machines';
import { currentLocale } from '../../i18n/i18n';
import { fillTimeSince } from '../../lib/formTiming';
import { serviceError } from '../../lib/serviceErrors';
import { getDataApi, getSupabase } from '../../lib/supabase';

/**
 * The booking's calls to the database, shared by /book-now and the manage page /booking/<token>.
 * The database decides everything: which slots are free (`booking_availability`), the price
 * (`request_booking` computes it from the stored list), the manage link's token (made and hashed there) and
 * whether a change is still allowed. Its refusals come back as the machines' errors:
 * - HTTP 409 (`PT409`, detail 'full'): no crew is free for the slot any more → `SlotTakenError`;
 * - 23514 with a rule as detail ('tooSoon', 'closed', …) → `SlotUnavailableError`; with 'late' or 'closed' on a
 *   manage link → `BookingLateError` (but 'closed' on a series → `SeriesClosedError`);
 * - HTTP 404 (`PT404`): a token that matches nothing → `BookingNotFoundError`, with detail 'expired' →
 *   `BookingExpiredError`;
 * - HTTP 429 → `RateLimitedError` (lib/serviceErrors.ts).
 */

/** What supabase-js's PostgrestError carries. */
interface DataApiError {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

const slotReasons: readonly SlotUnavailableReason[] = ['past', 'tooFar', 'closed', 'outsideHours', 'tooSoon', 'full'];

const isSlotReason = (value: unknown): value is SlotUnavailableReason =>
  slotReasons.includes(value as SlotUnavailableReason);

/** The machines' error for a refusal of a booking or a reschedule of `date` at `timeSlot`. */
function bookingError(error: DataApiError, status: number, date: string, timeSlot: TimeSlot): unknown {
  const detail = error.details ?? null;
  if (status === 409 || error.code === 'PT409' || detail === 'full') {
    return new SlotTakenError(date, timeSlot, error.message);
  }
  if (error.code === '23514' && detail === 'late') return new BookingLateError(error.message, { cause: error });
  if (error.code === '23514' && isSlotReason(detail)) {
    return new SlotUnavailableError(date, timeSlot, detail, error.message);
  }
  return manageError(error, status);
}

/** The machines' error for a manage-link call that failed for another reason than the slot. */
function manageError(error: DataApiError, status: number): unknown {
  if (status === 404 || error.code === 'PT404') {
    return error.details === 'expired'
      ? new BookingExpiredError(error.message)
      : new BookingNotFoundError(error.message);
  }
  // A cancellation 24 hours or less before, or of a booking already cancelled or done ('closed').
  if (error.code === '23514' && (error.details === 'late' || error.details === 'closed')) {
    return new BookingLateError(error.message);
  }
  return serviceError(error, status);
}

/** Every slot of a day for a service, or for any service when none is chosen yet. */
export async function loadAvailability({ date, service }: AvailabilityRequest): Promise<SlotAvailability[]> {
  const supabase = await getDataApi();
  const { data, error, status } = await supabase.rpc('booking_availability', {
    _date: date,
    ...(service ? { _service: service } : {}),
  });
  if (error) throw serviceError(error, status);
  return (data ?? []).map((row) => ({
    slot: row.time_slot as TimeSlot,
    free: row.free,
    reason: isSlotReason(row.reason) ? row.reason : null,
  }));
}

/** The stored price list (anyone may read it). */
export async function loadPriceList(): Promise<PriceList> {
  const supabase = await getDataApi();
  const [options, extras, discounts] = await Promise.all([
    supabase.from('price_options').select('service, code, label, price').order('sort'),
    supabase.from('price_extras').select('code, label, price, services').order('sort'),
    supabase.from('frequency_discounts').select('frequency, percent'),
  ]);
  if (options.error) throw serviceError(options.error, options.status);
  if (extras.error) throw serviceError(extras.error, extras.status);
  if (discounts.error) throw serviceError(discounts.error, discounts.status);
  return {
    frequencyDiscounts: Object.fromEntries(discounts.data.map((row) => [row.frequency, Number(row.percent)])),
    options: options.data.map((row) => ({
      service: row.service as BookableServiceId,
      code: row.code,
      label: row.label,
      price: Number(row.price),
    })),
    extras: extras.data.map((row) => ({
      code: row.code,
      label: row.label,
      price: Number(row.price),
      services: row.services as BookableServiceId[],
    })),
  };
}

/** The closed days from today on (public holidays and the like). */
export async function loadClosedDays(): Promise<string[]> {
  const supabase = await getDataApi();
  const today = dubaiDate(Date.now());
  const { data, error, status } = await supabase.from('closed_days').select('day').gte('day', today).order('day');
  if (error) throw serviceError(error, status);
  return data.map((row) => row.day);
}

const fils = (aed: number | string | null | undefined) => Math.round(Number(aed ?? 0) * 100);

/** The prices as the database stored them. */
function estimateOf(row: {
  subtotal_aed?: number | string | null;
  vat_aed?: number | string | null;
  total_aed?: number | string | null;
}) {
  return { subtotalFils: fils(row.subtotal_aed), vatFils: fils(row.vat_aed), totalFils: fils(row.total_aed) };
}

/** Stores a booking through `request_booking`; the answer names the reference and the manage link's token. */
export async function requestBooking(input: BookingRequest): Promise<BookingConfirmation> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('request_booking', {
    _service: input.service,
    _date: input.date,
    _time_slot: input.timeSlot,
    _name: input.name,
    _phone: input.phone,
    _email: input.email,
    _address: input.address,
    _community: input.community,
    _building: input.building,
    _apartment: input.apartment,
    _property: input.property,
    _quantity: input.quantity,
    _extras: input.extras,
    // A regular cleaning: the database makes the series and its visits, priced with the frequency's discount.
    ...(input.frequency !== 'once' ? { _frequency: input.frequency } : {}),
    _honeypot: input.honeypot,
    _fill_ms: fillTimeSince(input.openedAt),
    // The customer's messages (confirmation, reminder, changes) are written in the language they booked in.
    _locale: currentLocale(),
  });
  if (error) throw bookingError(error, status, input.date, input.timeSlot);
  const row = data as unknown as {
    reference: string;
    token: string;
    service: BookingService;
    date: string;
    time_slot: TimeSlot;
    subtotal_aed: number;
    vat_aed: number;
    total_aed: number;
    series?: SeriesRow | null;
  };
  return {
    reference: row.reference,
    token: row.token,
    service: row.service,
    date: row.date,
    timeSlot: row.time_slot,
    estimate: estimateOf(row),
    series: row.series ? managedSeries(row.series) : null,
  };
}

/** A series as the manage functions answer it (private.series_view). */
interface SeriesRow {
  reference: string;
  frequency: ManagedSeries['frequency'];
  weekday: number;
  time_slot: TimeSlot;
  status: ManagedSeries['status'];
  paused_until: string | null;
  can_change: boolean;
  visits: {
    occurs_on: string;
    date: string;
    time_slot: TimeSlot;
    state: ManagedSeriesVisit['state'];
    flag_reason: string | null;
    reference: string | null;
    status: ManagedBooking['status'] | null;
    can_change: boolean;
  }[];
}

function managedSeries(row: SeriesRow): ManagedSeries {
  return {
    reference: row.reference,
    frequency: row.frequency,
    weekday: row.weekday,
    timeSlot: row.time_slot,
    status: row.status,
    pausedUntil: row.paused_until,
    canChange: row.can_change,
    visits: row.visits.map((visit) => ({
      occursOn: visit.occurs_on,
      date: visit.date,
      timeSlot: visit.time_slot,
      state: visit.state,
      flagReason: visit.flag_reason,
      reference: visit.reference,
      status: visit.status,
      canChange: visit.can_change,
    })),
  };
}

/** A booking as the manage functions answer it. */
interface ManagedRow {
  reference: string;
  service: BookingService;
  date: string;
  time_slot: TimeSlot;
  status: ManagedBooking['status'];
  name: string;
  community: string | null;
  building: string | null;
  apartment: string | null;
  address: string;
  property: string | null;
  quantity: number | null;
  extras: string[] | null;
  subtotal_aed: number | null;
  vat_aed: number | null;
  total_aed: number | null;
  can_change: boolean;
  starts_at: string;
  series?: SeriesRow | null;
}

function managedBooking(data: unknown): ManagedBooking {
  const row = data as ManagedRow;
  return {
    reference: row.reference,
    service: row.service,
    date: row.date,
    timeSlot: row.time_slot,
    status: row.status,
    name: row.name,
    community: row.community ?? '',
    building: row.building ?? '',
    apartment: row.apartment ?? '',
    address: row.address,
    property: row.property ?? '',
    quantity: row.quantity ?? 1,
    extras: row.extras ?? [],
    estimate: estimateOf(row),
    canChange: row.can_change,
    startsAt: row.starts_at,
    series: row.series ? managedSeries(row.series) : null,
  };
}

/**
 * The answer the page's HTML asked for before the scripts came (src/loading/boot/fetchManagedBooking.ts), once, for
 * this token: later loads (a retry, another booking) ask again.
 */
function takeEarlyBooking(token: string): Promise<unknown> | undefined {
  if (import.meta.env.SSR) return undefined;
  const early = window.__sparkleManagedBooking;
  window.__sparkleManagedBooking = undefined;
  return early?.token === token ? early.data : undefined;
}

export async function loadManagedBooking({ token }: { token: string }): Promise<ManagedBooking> {
  // Anything but a booking (an expired link, an error) is asked again below, so it reads as every other answer does.
  const early = await takeEarlyBooking(token);
  if (early) return managedBooking(early);
  const supabase = await getDataApi();
  const { data, error, status } = await supabase.rpc('manage_booking_get', { _token: token });
  if (error) throw manageError(error, status);
  if (!data) throw new BookingNotFoundError('Booking not found');
  return managedBooking(data);
}

export async function rescheduleManagedBooking({ token, date, timeSlot }: RescheduleRequest): Promise<ManagedBooking> {
  const supabase = await getDataApi();
  const { data, error, status } = await supabase.rpc('manage_booking_reschedule', {
    _token: token,
    _date: date,
    _time_slot: timeSlot,
  });
  if (error) throw bookingError(error, status, date, timeSlot);
  return managedBooking(data);
}

export async function cancelManagedBooking({ token }: { token: string }): Promise<ManagedBooking> {
  const supabase = await getDataApi();
  const { data, error, status } = await supabase.rpc('manage_booking_cancel', { _token: token });
  if (error) throw manageError(error, status);
  return managedBooking(data);
}

/** The machines' error for a refused change of a series: a visit or series no longer open is its own case. */
function seriesError(error: DataApiError, status: number): unknown {
  if (error.code === '23514' && error.details === 'closed') return new SeriesClosedError(error.message);
  return manageError(error, status);
}

/** Skips the visit of the series on `occursOn` (its pattern's date); answers the booking as it now is. */
export async function skipSeriesVisit({ token, occursOn }: SkipVisitRequest): Promise<ManagedBooking> {
  const supabase = await getDataApi();
  const { error, status } = await supabase.rpc('manage_series_skip', { _token: token, _occurs_on: occursOn });
  if (error) throw seriesError(error, status);
  return loadManagedBooking({ token });
}

/** Cancels the whole series (the visits 24 hours away or less stay); answers the booking as it now is. */
export async function cancelSeries({ token }: { token: string }): Promise<ManagedBooking> {
  const supabase = await getDataApi();
  const { error, status } = await supabase.rpc('manage_series_cancel', { _token: token });
  if (error) throw seriesError(error, status);
  return loadManagedBooking({ token });
}

/**
 * A refused change of a series: 'closed' with no hint is the series or the visit no longer open (a closed *day*,
 * the slot rule, comes with a hint to choose another); the rest as for a booking of `date` at `timeSlot`.
 */
function seriesSlotError(error: DataApiError, status: number, date: string, timeSlot: TimeSlot): unknown {
  if (error.code === '23514' && error.details === 'closed' && !error.hint) return new SeriesClosedError(error.message);
  return bookingError(error, status, date, timeSlot);
}

/** Moves one visit of the series (by the date of its pattern) to another date and slot; answers the booking. */
export async function moveSeriesVisit({ token, occursOn, date, timeSlot }: MoveVisitRequest): Promise<ManagedBooking> {
  const supabase = await getDataApi();
  const { error, status } = await supabase.rpc('manage_series_move', {
    _token: token,
    _occurs_on: occursOn,
    _date: date,
    _time_slot: timeSlot,
  });
  if (error) throw seriesSlotError(error, status, date, timeSlot);
  return loadManagedBooking({ token });
}

/** From `date` on, the series comes on that date's weekday at `timeSlot`; answers the booking as it now is. */
export async function changeSeries({ token, date, timeSlot }: SeriesChangeRequest): Promise<ManagedBooking> {
  const supabase = await getDataApi();
  const { error, status } = await supabase.rpc('manage_series_change', {
    _token: token,
    _first_date: date,
    _time_slot: timeSlot,
  });
  // 'late' here is the new pattern's first visit, not this booking: that slot is too soon, the rest stays open.
  if (error?.code === '23514' && error.details === 'late') {
    throw new SlotUnavailableError(date, timeSlot, 'tooSoon', error.message);
  }
  if (error) throw seriesSlotError(error, status, date, timeSlot);
  return loadManagedBooking({ token });
}

/** No visits before `until`; answers the booking as it now is. */
export async function pauseSeries({ token, until }: PauseSeriesRequest): Promise<ManagedBooking> {
  const supabase = await getDataApi();
  const { error, status } = await supabase.rpc('manage_series_pause', { _token: token, _until: until });
  if (error?.code === '23514' && error.details === 'until') throw new SeriesChangeRefusedError('until', error.message);
  if (error) throw seriesError(error, status);
  return loadManagedBooking({ token });
}

/** Ends the pause now: the paused visits are booked again where free, flagged where not. */
export async function resumeSeries({ token }: { token: string }): Promise<ManagedBooking> {
  const supabase = await getDataApi();
  const { error, status } = await supabase.rpc('manage_series_resume', { _token: token });
  if (error?.code === '23514' && error.details === 'notPaused') {
    throw new SeriesChangeRefusedError('notPaused', error.message);
  }
  if (error) throw seriesError(error, status);
  return loadManagedBooking({ token });
}
