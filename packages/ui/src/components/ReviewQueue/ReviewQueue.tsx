import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { InboxItem, InboxList } from '../InboxItem/InboxItem';
import { Link } from '../Link/Link';
import { Rating } from '../Rating/Rating';
import * as styles from './ReviewQueue.css';

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** One review as the back office lists it, every value already formatted by the caller. */
export interface ReviewQueueEntry {
  id: string;
  /** The customer's full name and e-mail, as booked: for the company's eyes. */
  customer: string;
  email: string;
  /** What the public sees of the customer: 'Aisha, Dubai Marina'. */
  publicName: string;
  rating: number;
  /** The stars' accessible label, 'Rated 4 out of 5'. */
  ratingLabel: string;
  comment: string;
  /** The language the review was written in (`lang` of the comment). */
  lang: string;
  /** Its name, as shown: 'Arabic'. */
  language: string;
  booking: { reference: string; href: string; service: string; date: string };
  received: { dateTime: string; label: string };
  status: ReviewStatus;
  /** The photo, through a short-lived link (it opens in a new tab); none when the customer sent none. */
  photo?: { src: string; alt: string } | null;
}

export interface ReviewQueueTexts {
  label: string;
  empty: string;
  status: Record<ReviewStatus, string>;
  rating: string;
  shownAs: string;
  booking: string;
  email: string;
  language: string;
  approve: string;
  reject: string;
  backToPending: string;
}

export const defaultReviewQueueTexts: ReviewQueueTexts = {
  label: 'Reviews',
  empty: 'No reviews here.',
  status: { pending: 'Waiting for approval', approved: 'Published', rejected: 'Rejected' },
  rating: 'Rating',
  shownAs: 'Shown as',
  booking: 'Booking',
  email: 'Email',
  language: 'Language',
  approve: 'Approve',
  reject: 'Reject',
  backToPending: 'Back to waiting',
};

const statusTones: Record<ReviewStatus, BadgeTone> = { pending: 'accent', approved: 'positive', rejected: 'neutral' };

export interface ReviewQueueProps {
  reviews: readonly ReviewQueueEntry[];
  /** Sets a review's status: 'approved' publishes it, 'rejected' keeps it off the site, 'pending' undoes either. */
  onModerate: (id: string, status: ReviewStatus) => void;
  /** The review whose status is being changed: its buttons are disabled and the one pressed says so. */
  pending?: { id: string; status: ReviewStatus } | null;
  /** Level of each review's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  texts?: Partial<ReviewQueueTexts>;
}

/**
 * The back office's reviews: each with its stars, the customer's words (in their language and direction), who sent
 * it and what the public would see of them, the booking, the photo if any (private, through a signed link), and the
 * buttons that approve or reject it. Presentational: the page loads, pages and filters.
 */
export function ReviewQueue({
  reviews,
  onModerate,
  pending = null,
  headingLevel = 3,
  texts: textsProp,
}: ReviewQueueProps) {
  const t = {
    ...defaultReviewQueueTexts,
    ...textsProp,
    status: { ...defaultReviewQueueTexts.status, ...textsProp?.status },
  };
  const busy = (id: string) => pending?.id === id;
  const button = (
    review: ReviewQueueEntry,
    status: ReviewStatus,
    label: string,
    tone: 'primary' | 'secondary' | 'critical',
  ) => (
    <Button
      key={status}
      tone={tone}
      size="small"
      disabled={busy(review.id) && pending?.status !== status}
      pending={busy(review.id) && pending?.status === status}
      onClick={() => onModerate(review.id, status)}
    >
      {label}
    </Button>
  );
  return (
    <InboxList aria-label={t.label} emptyText={t.empty}>
      {reviews.map((review) => (
        <InboxItem
          key={review.id}
          title={review.customer}
          headingLevel={headingLevel}
          badge={<Badge tone={statusTones[review.status]}>{t.status[review.status]}</Badge>}
          time={review.received}
          highlighted={review.status === 'pending'}
          media={
            review.photo ? (
              <Link href={review.photo.src} newTab>
                <img src={review.photo.src} alt={review.photo.alt} />
              </Link>
            ) : undefined
          }
          details={[
            { label: t.rating, value: <Rating value={review.rating} label={review.ratingLabel} /> },
            { label: t.shownAs, value: review.publicName },
            {
              label: t.booking,
              value: (
                <>
                  <Link href={review.booking.href}>{review.booking.reference}</Link>
                  {` · ${review.booking.service} · ${review.booking.date}`}
                </>
              ),
            },
            { label: t.email, value: review.email },
            { label: t.language, value: review.language },
          ]}
          actions={
            <div className={styles.actions}>
              {review.status !== 'approved' ? button(review, 'approved', t.approve, 'primary') : null}
              {review.status !== 'rejected' ? button(review, 'rejected', t.reject, 'critical') : null}
              {review.status !== 'pending' ? button(review, 'pending', t.backToPending, 'secondary') : null}
            </div>
          }
        >
          <span lang={review.lang} dir="auto" className={styles.comment}>
            {review.comment}
          </span>
        </InboxItem>
      ))}
    </InboxList>
  );
}
