import { reviewRules } from '@sparkle/company/reviews';
import { assertEvent, assign, type ErrorActorEvent, setup } from 'xstate';
import {
  errorMessage,
  type FileLike,
  isAlreadyReviewedError,
  isRateLimitedError,
  isReviewLinkExpiredError,
  isReviewLinkNotFoundError,
  type LogErrorParams,
  missingActor,
  type Notification,
} from '../effects';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, messages } from '../messages';

/** What the review link opens (`review_request_get`): whom it greets, which job, whether it was reviewed. */
export interface ReviewRequestInfo {
  firstName: string;
  /** The booking's service id ('deep'). */
  service: string;
  /** The appointment's Dubai date, `YYYY-MM-DD`. */
  date: string;
  /** The booking has a review already. */
  reviewed: boolean;
  /** Where this link's photos go (a folder of the private review-photos bucket). */
  photoFolder: string;
}

export interface ReviewValues {
  /** 1–5 stars; null until chosen. */
  rating: number | null;
  comment: string;
  /** The photo to send with the review, if any. The browser's `File` in the site. */
  photo: FileLike | null;
}
export type ReviewField = keyof ReviewValues;

/** A refused or failed step: the message, and the field it is about (null: the whole form). */
export interface ReviewError {
  field: ReviewField | null;
  message: string;
}

export interface ReviewPhotoRequest {
  folder: string;
  file: FileLike;
}

/** What `submitReview` receives: a review that passed every check. */
export interface ReviewSubmission {
  token: string;
  rating: number;
  comment: string;
  /** The uploaded photo's path in the bucket, or null. */
  photoPath: string | null;
}

export interface ReviewInput {
  token: string;
}

export interface ReviewContext {
  token: string;
  request: ReviewRequestInfo | null;
  values: ReviewValues;
  /** The path of `values.photo` once uploaded (a second try of a failed submit does not upload it again). */
  photoPath: string | null;
  error: ReviewError | null;
}

export type ReviewEvent =
  | { type: 'rating.change'; rating: number }
  | { type: 'comment.change'; value: string }
  | { type: 'photo.select'; file: FileLike }
  | { type: 'photo.remove' }
  | { type: 'review.submit' }
  | { type: 'retry' };

export const emptyReviewValues: ReviewValues = { rating: null, comment: '', photo: null };

/** Why a review cannot be sent as it stands, in the order of the form; null when it can. */
export function reviewProblem(values: ReviewValues): ReviewError | null {
  const { rating } = values;
  if (
    rating === null ||
    !Number.isInteger(rating) ||
    rating < reviewRules.minRating ||
    rating > reviewRules.maxRating
  ) {
    return { field: 'rating', message: messages.review.missingRating };
  }
  const comment = values.comment.trim();
  if (comment === '') return { field: 'comment', message: messages.review.missingComment };
  if (comment.length > reviewRules.commentMaxLength)
    return { field: 'comment', message: messages.review.commentTooLong };
  return null;
}

/** Why a photo cannot go with a review (the gallery's limits), or null. */
export function reviewPhotoProblem(file: FileLike): string | null {
  if (!(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return messages.upload.typeNotAllowed(file.type);
  if (file.size > MAX_UPLOAD_BYTES) return messages.upload.tooLarge;
  return null;
}

/** A refusal: the message on its field and as an error toast. */
const refuse = (error: (args: { context: ReviewContext; event: ReviewEvent }) => ReviewError) =>
  [
    { type: 'assignError', params: error },
    {
      type: 'notify',
      params: (args: { context: ReviewContext; event: ReviewEvent }) => ({
        title: error(args).message,
        variant: 'destructive' as const,
      }),
    },
  ] as const;

/** A step that failed: its message as the form's error and in an error toast, the reason in the console. */
function failure(message: string, field: ReviewField | null = null) {
  return [
    { type: 'assignError', params: { field, message } },
    { type: 'notify', params: { title: messages.errorTitle, description: message, variant: 'destructive' } },
    {
      type: 'logError',
      params: ({ event }: { event: ErrorActorEvent }) => ({
        message: `Review failed: ${errorMessage(event.error)}`,
        error: event.error,
      }),
    },
  ] as const;
}

/**
 * The review page behind a review request's link (`/review/<token>`): it loads what the link opens, then takes 1–5
 * stars, a comment and an optional photo (the gallery's types and size), and sends them. The photo is uploaded
 * first (once: a second try after a failed send reuses it), then the review. A link that opens nothing, has expired
 * or was used already gets a page that says so; a failure keeps every value.
 */
export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewInput,
  },
  actors: {
    /** `review_request_get`: rejects with `ReviewLinkNotFoundError` or `ReviewLinkExpiredError`. */
    loadReviewRequest: missingActor<ReviewRequestInfo, { token: string }>('loadReviewRequest'),
    /** Uploads the photo into the link's folder; resolves with its path. */
    uploadReviewPhoto: missingActor<string, ReviewPhotoRequest>('uploadReviewPhoto'),
    /** `submit_review`: rejects with `AlreadyReviewedError`, `ReviewLinkExpiredError`, … */
    submitReview: missingActor<void, ReviewSubmission>('submitReview'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignRequest: assign((_, params: { request: ReviewRequestInfo }) => ({ request: params.request })),
    assignRating: assign(({ context, event }) => {
      assertEvent(event, 'rating.change');
      return { values: { ...context.values, rating: event.rating }, error: null };
    }),
    assignComment: assign(({ context, event }) => {
      assertEvent(event, 'comment.change');
      return { values: { ...context.values, comment: event.value }, error: null };
    }),
    assignPhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.select');
      return { values: { ...context.values, photo: event.file }, photoPath: null, error: null };
    }),
    removePhoto: assign(({ context }) => ({
      values: { ...context.values, photo: null },
      photoPath: null,
      error: null,
    })),
    assignPhotoPath: assign((_, params: { path: string }) => ({ photoPath: params.path })),
    assignError: assign((_, params: ReviewError) => ({ error: params })),
    clearError: assign({ error: null }),
  },
  guards: {
    isReviewed: (_, params: { request: ReviewRequestInfo }) => params.request.reviewed,
    hasProblem: ({ context }) => reviewProblem(context.values) !== null,
    isPhotoRefused: ({ event }) => event.type === 'photo.select' && reviewPhotoProblem(event.file) !== null,
    needsUpload: ({ context }) => context.values.photo !== null && context.photoPath === null,
    isNotFound: (_, params: { error: unknown }) => isReviewLinkNotFoundError(params.error),
    isExpired: (_, params: { error: unknown }) => isReviewLinkExpiredError(params.error),
    isAlreadyReviewed: (_, params: { error: unknown }) => isAlreadyReviewedError(params.error),
    isRateLimited: (_, params: { error: unknown }) => isRateLimitedError(params.error),
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({
    token: input.token,
    request: null,
    values: emptyReviewValues,
    photoPath: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReviewRequest',
        src: 'loadReviewRequest',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'isReviewed', params: ({ event }) => ({ request: event.output }) },
            target: 'reviewed',
            actions: { type: 'assignRequest', params: ({ event }) => ({ request: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'assignRequest', params: ({ event }) => ({ request: event.output }) },
          },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) }, target: 'expired' },
          {
            target: 'failed',
            actions: {
              type: 'logError',
              params: ({ event }) => ({
                message: `Review link failed: ${errorMessage(event.error)}`,
                error: event.error,
              }),
            },
          },
        ],
      },
    },
    /** The link could not be read (offline): a retry loads it again. */
    failed: { on: { retry: 'loading' } },
    notFound: {},
    expired: {},
    /** This booking has its review: nothing more to send. */
    reviewed: {},
    editing: {
      on: {
        'rating.change': { actions: 'assignRating' },
        'comment.change': { actions: 'assignComment' },
        'photo.select': [
          {
            guard: 'isPhotoRefused',
            actions: refuse(({ event }) => {
              assertEvent(event, 'photo.select');
              return { field: 'photo', message: reviewPhotoProblem(event.file) ?? '' };
            }),
          },
          { actions: 'assignPhoto' },
        ],
        'photo.remove': { actions: 'removePhoto' },
        'review.submit': [
          { guard: 'hasProblem', actions: refuse(({ context }) => reviewProblem(context.values) as ReviewError) },
          { guard: 'needsUpload', target: 'uploading', actions: 'clearError' },
          { target: 'submitting', actions: 'clearError' },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'uploadReviewPhoto',
        src: 'uploadReviewPhoto',
        input: ({ context }) => ({
          folder: context.request?.photoFolder ?? '',
          file: context.values.photo as FileLike,
        }),
        onDone: {
          target: 'submitting',
          actions: { type: 'assignPhotoPath', params: ({ event }) => ({ path: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: failure(messages.rateLimited, 'photo'),
          },
          { target: 'editing', actions: failure(messages.review.photoFailed, 'photo') },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => ({
          token: context.token,
          rating: context.values.rating as number,
          comment: context.values.comment.trim(),
          photoPath: context.photoPath,
        }),
        onDone: { target: 'submitted' },
        onError: [
          { guard: { type: 'isAlreadyReviewed', params: ({ event }) => ({ error: event.error }) }, target: 'reviewed' },
          { guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) }, target: 'expired' },
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: failure(messages.rateLimited),
          },
          { target: 'editing', actions: failure(messages.review.failure) },
        ],
      },
    },
    /** Sent: it waits for an admin's approval. */
    submitted: { type: 'final' },
  },
});
