import { Card, Container, ReviewForm, type ReviewFormState } from '@sparkle/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { contact } from '../../content/company';
import { machineText } from '../../i18n/machineMessages';
import * as styles from '../booking/BookingPage.css';
import { longDate, serviceName } from '../booking/bookingText';
import { reviewFormTexts, starLabel } from './reviewTexts';
import { siteReviewMachine } from './siteReviewMachine';

type Snapshot = SnapshotFrom<typeof siteReviewMachine>;

function pageState(snapshot: Snapshot): { state: ReviewFormState; pending: boolean } {
  if (snapshot.matches('uploading') || snapshot.matches('submitting')) return { state: 'editing', pending: true };
  for (const state of ['loading', 'failed', 'notFound', 'expired', 'reviewed', 'submitted'] as const) {
    if (snapshot.matches(state)) return { state, pending: false };
  }
  return { state: 'editing', pending: false };
}

/** A preview of the chosen photo, made while it is chosen and freed when it is replaced or removed. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The page behind a review request's private link, `/review/<token>`: 1–5 stars, a comment and an optional photo
 * for the company's eyes only. The database decides (the token, one review per finished job, the rules) and keeps the
 * review for an admin to approve; a wrong, expired or used link gets a page that says so.
 */
export function ReviewPage({ token }: { token: string }) {
  const [snapshot, send] = useMachine(siteReviewMachine, { input: { token } });
  const { request, values, error } = snapshot.context;
  const { state, pending } = pageState(snapshot);
  const photo = values.photo as File | null;
  const preview = usePreview(photo);
  const fieldError = (field: 'rating' | 'comment' | 'photo') =>
    error?.field === field ? machineText(error.message) : undefined;
  const job = request
    ? { firstName: request.firstName, service: serviceName(request.service), date: longDate(request.date) }
    : undefined;

  return (
    <Container className={styles.body}>
      <Card padding="large" elevation="raised" className={styles.manage}>
        <ReviewForm
          state={state}
          pending={pending}
          values={{
            rating: values.rating,
            comment: values.comment,
            photo: photo ? { name: photo.name, previewUrl: preview } : null,
          }}
          errors={{ rating: fieldError('rating'), comment: fieldError('comment'), photo: fieldError('photo') }}
          error={error && error.field === null ? machineText(error.message) : undefined}
          onRatingChange={(rating) => send({ type: 'rating.change', rating })}
          onCommentChange={(value) => send({ type: 'comment.change', value })}
          onPhotoSelect={(file) => send({ type: 'photo.select', file })}
          onPhotoRemove={() => send({ type: 'photo.remove' })}
          onSubmit={() => send({ type: 'review.submit' })}
          onRetry={() => send({ type: 'retry' })}
          starLabel={starLabel}
          phone={contact.phone}
          texts={reviewFormTexts(job)}
        />
      </Card>
    </Container>
  );
}
