import { reviewMachine } from '@sparkle/machines';
import { fromPromise } from 'xstate';
import { siteEffects } from '../booking/siteEffects';
import { loadReviewRequest, submitReview, uploadReviewPhoto } from './reviewApi';

/** The review link's statechart (/review/<token>) with the site's calls and effects. */
export const siteReviewMachine = reviewMachine.provide({
  actors: {
    loadReviewRequest: fromPromise(({ input }) => loadReviewRequest(input)),
    uploadReviewPhoto: fromPromise(({ input }) => uploadReviewPhoto(input)),
    submitReview: fromPromise(({ input }) => submitReview(input)),
  },
  actions: siteEffects,
});
