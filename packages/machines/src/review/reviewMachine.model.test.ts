import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  AlreadyReviewedError,
  isAlreadyReviewedError,
  isRateLimitedError,
  isReviewLinkExpiredError,
  isReviewLinkNotFoundError,
  RateLimitedError,
  ReviewLinkExpiredError,
  ReviewLinkNotFoundError,
} from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import {
  type ReviewContext,
  type ReviewRequestInfo,
  type ReviewSubmission,
  reviewMachine,
  reviewPhotoProblem,
  reviewProblem,
} from './reviewMachine';

const open: ReviewRequestInfo = {
  firstName: 'Aisha',
  service: 'deep',
  date: '2030-06-04',
  reviewed: false,
  photoFolder: '7d4f0c5e-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
};
const reviewed: ReviewRequestInfo = { ...open, reviewed: true };

const photo = { name: 'kitchen.jpg', type: 'image/jpeg', size: 200_000 };
const svg = { name: 'drawing.svg', type: 'image/svg+xml', size: 1_000 };

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ReviewContext;

// A comment over the limit and a photo over 5 MB are refused like an empty comment and an SVG (reviewMachine.test.ts);
// leaving them out keeps the model small.
const events: AnyEventObject[] = [
  { type: 'rating.change', rating: 5 },
  { type: 'comment.change', value: 'Spotless kitchen, on time.' },
  { type: 'comment.change', value: '   ' },
  { type: 'photo.select', file: photo },
  { type: 'photo.select', file: svg },
  { type: 'photo.remove' },
  { type: 'review.submit' },
  { type: 'retry' },
];

const logged: Effect = { type: 'logError', params: expect.objectContaining({ message: expect.any(String) }) };
const failed = (description: string): Effect[] => [
  { type: 'notify', params: { title: messages.errorTitle, description, variant: 'destructive' } },
  logged,
];
const linkGone = (error: unknown) => isReviewLinkNotFoundError(error) || isReviewLinkExpiredError(error);

const model = createModel({
  machine: reviewMachine,
  input: { token: 'tok-0123456789abcdef' },
  actors: ['loadReviewRequest', 'uploadReviewPhoto', 'submitReview'],
  effects: ['notify', 'logError'],
  events: () => events,
  outcomes: {
    loadReviewRequest: {
      done: [open, reviewed],
      error: [new ReviewLinkNotFoundError('no'), new ReviewLinkExpiredError('old'), new Error('offline')],
    },
    uploadReviewPhoto: {
      done: [`${open.photoFolder}/1-kitchen.jpg`],
      error: [new Error('offline'), new RateLimitedError('slow')],
    },
    submitReview: {
      done: [undefined],
      error: [
        new AlreadyReviewedError('twice'),
        new ReviewLinkExpiredError('old'),
        new ReviewLinkNotFoundError('gone'),
        new RateLimitedError('slow'),
        new Error('offline'),
      ],
    },
  },
  abstract: (snapshot) => {
    const { values, photoPath, error, request } = context(snapshot);
    return {
      problem: reviewProblem(values)?.message ?? null,
      photo: values.photo?.name ?? null,
      uploaded: photoPath !== null,
      error,
      loaded: request !== null,
    };
  },
  states: {
    loading: (system) => expect(system.doubles.isPending('loadReviewRequest')).toBe(true),
    failed: (system) => expect(system.actor.getSnapshot().can({ type: 'retry' })).toBe(true),
    notFound: (system) => expect(system.actor.getSnapshot().can({ type: 'review.submit' })).toBe(false),
    expired: (system) => expect(system.actor.getSnapshot().can({ type: 'review.submit' })).toBe(false),
    reviewed: (system) => expect(system.actor.getSnapshot().can({ type: 'review.submit' })).toBe(false),
    editing: (system) => expect(context(system.actor.getSnapshot()).request).toEqual(open),
    uploading: (system) => {
      expect(system.doubles.isPending('uploadReviewPhoto')).toBe(true);
      expect(system.doubles.callsOf('uploadReviewPhoto').at(-1)?.input).toEqual({
        folder: open.photoFolder,
        file: photo,
      });
    },
    submitting: (system) => {
      const call = system.doubles.callsOf('submitReview').at(-1)?.input as ReviewSubmission;
      expect(reviewProblem({ rating: call.rating, comment: call.comment, photo: null })).toBeNull();
      const { values, photoPath } = context(system.actor.getSnapshot());
      // A photo goes with the review only once it is uploaded; none without one.
      expect(call.photoPath).toBe(values.photo ? photoPath : null);
      expect(call.token).toBe('tok-0123456789abcdef');
    },
    submitted: (system) => expect(system.actor.getSnapshot().status).toBe('done'),
  },
  oracle: ({ event, before }: ModelStep): Effect[] => {
    if (before.matches('editing') && event.type === 'review.submit') {
      const problem = reviewProblem(context(before).values);
      return problem ? [{ type: 'notify', params: { title: problem.message, variant: 'destructive' } }] : [];
    }
    if (before.matches('editing') && event.type === 'photo.select') {
      const problem = reviewPhotoProblem(event.file);
      return problem ? [{ type: 'notify', params: { title: problem, variant: 'destructive' } }] : [];
    }
    if (event.type === 'xstate.error.actor.loadReviewRequest') return linkGone(event.error) ? [] : [logged];
    if (event.type === 'xstate.error.actor.uploadReviewPhoto') {
      return failed(isRateLimitedError(event.error) ? messages.rateLimited : messages.review.photoFailed);
    }
    if (event.type === 'xstate.error.actor.submitReview') {
      if (linkGone(event.error) || isAlreadyReviewedError(event.error)) return [];
      return failed(isRateLimitedError(event.error) ? messages.rateLimited : messages.review.failure);
    }
    return [];
  },
});

describe('reviewMachine, model-based', () => {
  for (const path of model.paths) {
    it(path.description, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    model.assertCoverage();
  });
});
