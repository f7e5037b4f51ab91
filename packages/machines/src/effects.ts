import type { TimeSlot } from '@sparkle/company';
import type { SlotUnavailableReason } from '@sparkle/company/booking';
import { fromPromise } from 'xstate';

/**
 * The parameters of the shared side-effect actions. Each machine declares these actions as no-ops; the
 * site gives them their real implementations with `machine.provide({ actions })`.
 */

/** A toast, as `notify` receives it. `variant: 'destructive'` is an error toast. */
export interface Notification {
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

/** Where `navigate` should go. */
export interface NavigateParams {
  to: string;
}

/** What `logError` receives: the console line the spec asks for, and the original error if there is one. */
export interface LogErrorParams {
  message: string;
  error?: unknown;
}

/** What `alert` receives (the gallery's validation uses browser alerts). */
export interface AlertParams {
  message: string;
}

/**
 * A file as the machines see it. The browser's `File` satisfies it, so the site passes real files; tests
 * and stories pass plain objects.
 */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** `createPreview` asks the site for a preview of `file`; the site answers with a `preview.ready` event. */
export interface CreatePreviewParams {
  id: string;
  file: FileLike;
}

/** `revokePreview` frees a preview the site created (`URL.revokeObjectURL`). */
export interface RevokePreviewParams {
  url: string;
}

/** The answer to `createPreview`, sent by the site to the machine. */
export interface PreviewReadyEvent {
  type: 'preview.ready';
  id: string;
  url: string;
}

/**
 * A service refused a request because too many came from the same connection (HTTP 429). The site throws it
 * from an actor when a service answers so; the machines then show `messages.rateLimited` and keep what the
 * person typed. The service's own wording stays in `message` for the console.
 */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError';
}

/** True for a `RateLimitedError`, also one from another copy of this module (checked by name). */
export function isRateLimitedError(error: unknown): boolean {
  return (
    error instanceof RateLimitedError ||
    (typeof error === 'object' && error !== null && 'name' in error && error.name === 'RateLimitedError')
  );
}

/** True when `error` is an error of the class named `name`, also one from another copy of this module. */
function isNamedError(error: unknown, name: string): error is Error {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === name;
}

/**
 * The database refused a booking or a reschedule because no crew is free any more for the slot (someone else
 * took the last one meanwhile). The site throws it from `submitBooking` or `rescheduleBooking`; the machines
 * keep every value, name the slot and offer the free ones of that day.
 */
export class SlotTakenError extends Error {
  override name = 'SlotTakenError';
  constructor(
    /** The Dubai date, `YYYY-MM-DD`. */
    readonly date: string,
    readonly timeSlot: TimeSlot,
    message = `${timeSlot} on ${date} has just been booked`,
  ) {
    super(message);
  }
}

/** True for a `SlotTakenError`, also one from another copy of this module (checked by name). */
export function isSlotTakenError(error: unknown): error is SlotTakenError {
  return error instanceof SlotTakenError || isNamedError(error, 'SlotTakenError');
}

/**
 * The database refused a booking or a reschedule because the slot breaks a rule (too soon, outside the opening
 * hours, a closed day, beyond the horizon), e.g. because the page stayed open past the lead time.
 */
export class SlotUnavailableError extends Error {
  override name = 'SlotUnavailableError';
  constructor(
    readonly date: string,
    readonly timeSlot: TimeSlot,
    /** The rule it broke, when the service says. */
    readonly reason: SlotUnavailableReason | null = null,
    message = `${timeSlot} on ${date} cannot be booked${reason ? ` (${reason})` : ''}`,
  ) {
    super(message);
  }
}

/** True for a `SlotUnavailableError`, also one from another copy of this module (checked by name). */
export function isSlotUnavailableError(error: unknown): error is SlotUnavailableError {
  return error instanceof SlotUnavailableError || isNamedError(error, 'SlotUnavailableError');
}

/** The manage link's token matches no booking (mistyped, or never issued). */
export class BookingNotFoundError extends Error {
  override name = 'BookingNotFoundError';
}

/** True for a `BookingNotFoundError`, also one from another copy of this module (checked by name). */
export function isBookingNotFoundError(error: unknown): error is BookingNotFoundError {
  return error instanceof BookingNotFoundError || isNamedError(error, 'BookingNotFoundError');
}

/** The manage link stopped working (some days after the appointment). */
export class BookingExpiredError extends Error {
  override name = 'BookingExpiredError';
}

/** True for a `BookingExpiredError`, also one from another copy of this module (checked by name). */
export function isBookingExpiredError(error: unknown): error is BookingExpiredError {
  return error instanceof BookingExpiredError || isNamedError(error, 'BookingExpiredError');
}

/** A change of a series or of one of its visits that is no longer open (the series or the visit is cancelled or done). */
export class SeriesClosedError extends Error {
  override name = 'SeriesClosedError';
}

/** True for a `SeriesClosedError`, also one from another copy of this module (checked by name). */
export function isSeriesClosedError(error: unknown): error is SeriesClosedError {
  return error instanceof SeriesClosedError || isNamedError(error, 'SeriesClosedError');
}

/** A pause or resume of a series the database refused: a pause's end out of range ('until'), or no pause to end ('notPaused'). */
export class SeriesChangeRefusedError extends Error {
  override name = 'SeriesChangeRefusedError';
  constructor(
    readonly reason: 'until' | 'notPaused',
    message = `Series change refused (${reason})`,
  ) {
    super(message);
  }
}

/** True for a `SeriesChangeRefusedError`, also one from another copy of this module (checked by name). */
export function isSeriesChangeRefusedError(error: unknown): error is SeriesChangeRefusedError {
  return error instanceof SeriesChangeRefusedError || isNamedError(error, 'SeriesChangeRefusedError');
}

/** A reschedule or cancellation came too late: the appointment is 24 hours away or less. */
export class BookingLateError extends Error {
  override name = 'BookingLateError';
}

/** True for a `BookingLateError`, also one from another copy of this module (checked by name). */
export function isBookingLateError(error: unknown): error is BookingLateError {
  return error instanceof BookingLateError || isNamedError(error, 'BookingLateError');
}

/** A review link's token matches no review request (mistyped, or never sent). */
export class ReviewLinkNotFoundError extends Error {
  override name = 'ReviewLinkNotFoundError';
}

/** True for a `ReviewLinkNotFoundError`, also one from another copy of this module (checked by name). */
export function isReviewLinkNotFoundError(error: unknown): error is ReviewLinkNotFoundError {
  return error instanceof ReviewLinkNotFoundError || isNamedError(error, 'ReviewLinkNotFoundError');
}

/** A review link stopped working (some weeks after the job). */
export class ReviewLinkExpiredError extends Error {
  override name = 'ReviewLinkExpiredError';
}

/** True for a `ReviewLinkExpiredError`, also one from another copy of this module (checked by name). */
export function isReviewLinkExpiredError(error: unknown): error is ReviewLinkExpiredError {
  return error instanceof ReviewLinkExpiredError || isNamedError(error, 'ReviewLinkExpiredError');
}

/** The booking has a review already (one per booking): sent from another tab, or twice. */
export class AlreadyReviewedError extends Error {
  override name = 'AlreadyReviewedError';
}

/** True for an `AlreadyReviewedError`, also one from another copy of this module (checked by name). */
export function isAlreadyReviewedError(error: unknown): error is AlreadyReviewedError {
  return error instanceof AlreadyReviewedError || isNamedError(error, 'AlreadyReviewedError');
}

/** An e-mail link (a password reset, a confirmation) was used already, has expired, or never existed. */
export class EmailLinkExpiredError extends Error {
  override name = 'EmailLinkExpiredError';
}

/** True for an `EmailLinkExpiredError`, also one from another copy of this module (checked by name). */
export function isEmailLinkExpiredError(error: unknown): error is EmailLinkExpiredError {
  return error instanceof EmailLinkExpiredError || isNamedError(error, 'EmailLinkExpiredError');
}

/** The text of whatever a service rejected with: `Error#message`, a `{ message }` object, or the value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return String(error);
}

/**
 * The default of every I/O actor: it rejects, saying which actor the app forgot to provide. Keeps the
 * package free of network code while the machine stays runnable.
 */
export function missingActor<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The "${name}" actor is not provided: pass it with machine.provide({ actors: { ${name} } }).`);
  });
}

/** The part of `AbortSignal` that `delay` uses (the package has no DOM types). */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void): void;
}

/** A fake network call for stories: resolves after `ms` on the global clock (fake timers in tests). */
export function delay(ms: number, signal?: AbortSignalLike): Promise<void> {
  const timers = globalThis as unknown as {
    setTimeout(callback: () => void, ms: number): unknown;
    clearTimeout(id: unknown): void;
  };
  return new Promise((resolve, reject) => {
    const id = timers.setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      timers.clearTimeout(id);
      reject(signal.reason);
    });
  });
}

/**
 * An input the actor may be created without. XState makes `input` optional only when `undefined` is
 * assignable to it, and infers `T | undefined` back to `T`; `void` survives the inference.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: see above; `undefined` does not work here.
export type OptionalInput<T> = T | void;
