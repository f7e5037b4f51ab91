import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AlreadyReviewedError } from '../effects';
import { messages } from '../messages';
import {
  type ReviewRequestInfo,
  type ReviewSubmission,
  reviewMachine,
  reviewPhotoProblem,
  reviewProblem,
} from './reviewMachine';

const request: ReviewRequestInfo = {
  firstName: 'Aisha',
  service: 'deep',
  date: '2030-06-04',
  reviewed: false,
  photoFolder: 'folder-1',
};
const photo = { name: 'kitchen.jpg', type: 'image/jpeg', size: 200_000 };

function start(submitReview: (input: ReviewSubmission) => Promise<void>) {
  const uploads: string[] = [];
  const submissions: ReviewSubmission[] = [];
  const actor = createActor(
    reviewMachine.provide({
      actors: {
        loadReviewRequest: fromPromise(async () => request),
        uploadReviewPhoto: fromPromise(async ({ input }) => {
          uploads.push(input.file.name);
          return `${input.folder}/${input.file.name}`;
        }),
        submitReview: fromPromise(async ({ input }) => {
          submissions.push(input);
          await submitReview(input);
        }),
      },
    }),
    { input: { token: 'token-0123456789abcdef' } },
  );
  actor.start();
  return { actor, uploads, submissions };
}

describe('reviewMachine', () => {
  it('refuses a missing rating, then an empty or too long comment, in that order', () => {
    expect(reviewProblem({ rating: null, comment: '', photo: null })?.message).toBe(messages.review.missingRating);
    expect(reviewProblem({ rating: 6, comment: 'Good', photo: null })?.field).toBe('rating');
    expect(reviewProblem({ rating: 4, comment: '  ', photo: null })?.message).toBe(messages.review.missingComment);
    expect(reviewProblem({ rating: 4, comment: 'x'.repeat(1001), photo: null })?.message).toBe(
      messages.review.commentTooLong,
    );
    expect(reviewProblem({ rating: 4, comment: 'x'.repeat(1000), photo: null })).toBeNull();
  });

  it('takes a photo within the gallery limits only', () => {
    expect(reviewPhotoProblem(photo)).toBeNull();
    expect(reviewPhotoProblem({ ...photo, type: 'image/svg+xml' })).toBe(
      messages.upload.typeNotAllowed('image/svg+xml'),
    );
    expect(reviewPhotoProblem({ ...photo, size: 5 * 1024 * 1024 + 1 })).toBe(messages.upload.tooLarge);
  });

  it('uploads the photo once, keeps every value after a failed send, and sends it on the second try', async () => {
    let fail = true;
    const { actor, uploads, submissions } = start(async () => {
      if (fail) throw new Error('offline');
    });
    await waitFor(actor, (state) => state.matches('editing'));
    actor.send({ type: 'rating.change', rating: 4 });
    actor.send({ type: 'comment.change', value: '  Spotless kitchen.  ' });
    actor.send({ type: 'photo.select', file: photo });
    actor.send({ type: 'review.submit' });
    await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    expect(actor.getSnapshot().context.values).toEqual({ rating: 4, comment: '  Spotless kitchen.  ', photo });
    expect(actor.getSnapshot().context.error).toEqual({ field: null, message: messages.review.failure });

    fail = false;
    actor.send({ type: 'review.submit' });
    await waitFor(actor, (state) => state.matches('submitted'));
    expect(uploads).toEqual(['kitchen.jpg']);
    expect(submissions.at(-1)).toEqual({
      token: 'token-0123456789abcdef',
      rating: 4,
      comment: 'Spotless kitchen.',
      photoPath: 'folder-1/kitchen.jpg',
    });
  });

  it('sends no photo once it is removed, and shows the reviewed page when the booking has a review already', async () => {
    const { actor, uploads, submissions } = start(async () => {
      throw new AlreadyReviewedError('twice');
    });
    await waitFor(actor, (state) => state.matches('editing'));
    actor.send({ type: 'rating.change', rating: 5 });
    actor.send({ type: 'comment.change', value: 'Great' });
    actor.send({ type: 'photo.select', file: photo });
    actor.send({ type: 'photo.remove' });
    actor.send({ type: 'review.submit' });
    await waitFor(actor, (state) => state.matches('reviewed'));
    expect(uploads).toEqual([]);
    expect(submissions.at(-1)?.photoPath).toBeNull();
  });
});
