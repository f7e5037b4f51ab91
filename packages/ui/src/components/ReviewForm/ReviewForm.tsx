import { type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import { telHref } from '../BookingForm/BookingForm';
import { Button } from '../Button/Button';
import { Dropzone, UPLOAD_ACCEPT } from '../Dropzone/Dropzone';
import { Heading } from '../Heading/Heading';
import { AlertIcon, CircleCheckIcon, LockIcon } from '../Icon/icons';
import { ButtonLink, Link } from '../Link/Link';
import { FailedStatus } from '../private/FailedStatus';
import { Ltr } from '../private/Ltr';
import { statusMessage, statusPage } from '../private/statusPage.css';
import { StarRatingInput } from '../StarRatingInput/StarRatingInput';
import { Text } from '../Text/Text';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './ReviewForm.css';

/**
 * What the review page shows: `loading` what the link opens, or `failed` to (offline: try again); a link
 * `notFound` or `expired`; a booking already `reviewed`; the form (`editing`); the thanks once it is `submitted`.
 */
export const reviewFormStates = [
  'loading',
  'failed',
  'notFound',
  'expired',
  'reviewed',
  'editing',
  'submitted',
] as const;
export type ReviewFormState = (typeof reviewFormStates)[number];

/** The chosen photo, as the page shows it: its file name and a preview (an object URL), if there is one. */
export interface ReviewFormPhoto {
  name: string;
  previewUrl: string | null;
}

export interface ReviewFormValues {
  rating: number | null;
  comment: string;
  photo: ReviewFormPhoto | null;
}

/** Every text of the page, in the page's language; the heading and intro name the customer and the job. */
export interface ReviewFormTexts {
  loading: string;
  failedTitle: string;
  failedText: string;
  retry: string;
  notFoundTitle: string;
  notFoundText: string;
  expiredTitle: string;
  expiredText: string;
  reviewedTitle: string;
  reviewedText: string;
  /** e.g. 'How did we do, Aisha?' */
  title: string;
  /** e.g. 'Tell us about your Deep Cleaning on Thursday 26 November 2026.' */
  intro: string;
  ratingLegend: string;
  commentLabel: string;
  commentHint: string;
  photoTitle: string;
  photoHint: string;
  removePhoto: string;
  publicNote: string;
  submit: string;
  pending: string;
  submittedTitle: string;
  submittedText: string;
  readReviews: string;
  home: string;
}

export const defaultReviewFormTexts: ReviewFormTexts = {
  loading: 'Loading...',
  failedTitle: 'This page could not be loaded',
  failedText: 'Please check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'We could not find this review link',
  notFoundText: 'Please check that you opened the whole link from our e-mail, or call us at',
  expiredTitle: 'This review link has expired',
  expiredText: 'Review links work for 30 days after the job. For anything about it, please call us at',
  reviewedTitle: 'Thank you, we have your review',
  reviewedText: 'This job has been reviewed already: each booking takes one review.',
  title: 'How did we do?',
  intro: 'Tell us about your cleaning.',
  ratingLegend: 'Your rating',
  commentLabel: 'Your review',
  commentHint: 'What went well, and what could be better? Up to 1000 characters.',
  photoTitle: 'Add a photo (optional): drop it here, or click to choose',
  photoHint: 'JPG, PNG, WebP or GIF, up to 5MB. Only our team sees your photo; it is never published.',
  removePhoto: 'Remove photo',
  publicNote:
    'Once our team has read it, we publish your stars and your words with your first name and community only.',
  submit: 'Send review',
  pending: 'Sending...',
  submittedTitle: 'Thank you for your review!',
  submittedText: 'It will appear on our site once our team has read it.',
  readReviews: 'Read what others say',
  home: 'Back to the home page',
};

export interface ReviewFormProps {
  state: ReviewFormState;
  values: ReviewFormValues;
  /** Uploading the photo or sending the review: the button says so and the form does not send twice. */
  pending?: boolean;
  errors?: { rating?: string; comment?: string; photo?: string };
  /** Why the last send failed (not a field's fault), shown above the button and announced. */
  error?: string;
  /** The longest comment, for the text area's limit. @default 1000 */
  maxCommentLength?: number;
  onRatingChange: (rating: number) => void;
  onCommentChange: (comment: string) => void;
  /** The photo the customer chose; checking its type and size is the app's job. */
  onPhotoSelect: (file: File) => void;
  onPhotoRemove: () => void;
  onSubmit: () => void;
  /** 'Try again' after the page could not be loaded. */
  onRetry?: () => void;
  /** What each star is called ('4 stars'), in the page's language. */
  starLabel?: (stars: number) => string;
  /** The company's number, as displayed; a `tel:` link is made of it. */
  phone: string;
  /** @default '/' */
  homeHref?: string;
  /** @default '/testimonials' */
  reviewsHref?: string;
  /** Level of the page's main heading. @default 1 */
  headingLevel?: 1 | 2;
  texts?: Partial<ReviewFormTexts>;
  className?: string;
}

/**
 * The page behind a review request's private link (`/review/<token>`): 1–5 stars (a radio group), a comment and an
 * optional photo, then a thank-you. The photo is for the company's eyes only, and the page says so; the page also
 * says what will be published. Presentational: the state comes in, every action goes out. Focus moves to the
 * thank-you once the review is sent.
 */
export function ReviewForm({
  state,
  values,
  pending = false,
  errors = {},
  error,
  maxCommentLength = 1000,
  onRatingChange,
  onCommentChange,
  onPhotoSelect,
  onPhotoRemove,
  onSubmit,
  onRetry,
  starLabel,
  phone,
  homeHref = '/',
  reviewsHref = '/testimonials',
  headingLevel = 1,
  texts: textsProp,
  className,
}: ReviewFormProps) {
  const t = { ...defaultReviewFormTexts, ...textsProp };
  const id = `review${useId()}`;
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);

  useEffect(() => {
    const from = previous.current;
    previous.current = state;
    if (from !== state && state === 'submitted') doneHeading.current?.focus();
  }, [state]);

  const classes = [styles.root, className].filter(Boolean).join(' ');
  const withPhone = (text: string): ReactNode => (
    <>
      {text}{' '}
      <Link href={telHref(phone)}>
        <Ltr>{phone}</Ltr>
      </Link>
      .
    </>
  );

  if (state === 'loading') {
    return (
      <div className={[classes, statusPage].join(' ')}>
        <Text role="status" size="large" tone="secondary">
          {t.loading}
        </Text>
      </div>
    );
  }

  if (state === 'failed') {
    return (
      <FailedStatus
        id={id}
        headingLevel={headingLevel}
        className={classes}
        title={t.failedTitle}
        message={error ?? t.failedText}
        retry={t.retry}
        onRetry={onRetry}
      />
    );
  }

  if (state === 'notFound' || state === 'expired' || state === 'reviewed' || state === 'submitted') {
    return (
      <ReviewOutcome
        state={state}
        t={t}
        id={id}
        headingLevel={headingLevel}
        className={classes}
        headingRef={doneHeading}
        withPhone={withPhone}
        homeHref={homeHref}
        reviewsHref={reviewsHref}
      />
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className={classes}>
      <div className={styles.intro}>
        <Heading level={headingLevel} size={2} id={`${id}-title`}>
          {t.title}
        </Heading>
        <Text tone="secondary">{t.intro}</Text>
      </div>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
      >
        <StarRatingInput
          id={`${id}-rating`}
          name="rating"
          legend={t.ratingLegend}
          value={values.rating}
          onValueChange={onRatingChange}
          starLabel={starLabel}
          error={errors.rating}
          required
        />
        <TextArea
          id={`${id}-comment`}
          name="comment"
          label={t.commentLabel}
          hint={t.commentHint}
          rows={5}
          maxLength={maxCommentLength}
          value={values.comment}
          onValueChange={onCommentChange}
          error={errors.comment}
          required
        />
        <ReviewPhoto
          photo={values.photo}
          error={errors.photo}
          pending={pending}
          t={t}
          onPhotoSelect={onPhotoSelect}
          onPhotoRemove={onPhotoRemove}
        />
        <p className={styles.note}>
          <LockIcon aria-hidden="true" className={styles.noteIcon} />
          <span>{t.publicNote}</span>
        </p>
        {error ? <ReviewAlert>{error}</ReviewAlert> : null}
        <Button type="submit" size="large" pending={pending} pendingLabel={t.pending}>
          {t.submit}
        </Button>
      </form>
    </section>
  );
}

function ReviewAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.errorMessage}>
      <AlertIcon aria-hidden="true" className={styles.noteIcon} />
      <span>{children}</span>
    </p>
  );
}

/** The optional photo: a drop zone, or the chosen photo with a button to remove it. */
function ReviewPhoto({
  photo,
  error,
  pending,
  t,
  onPhotoSelect,
  onPhotoRemove,
}: Pick<ReviewFormProps, 'onPhotoSelect' | 'onPhotoRemove'> & {
  photo: ReviewFormValues['photo'];
  error?: string;
  pending: boolean;
  t: ReviewFormTexts;
}) {
  const photoInput = useRef<HTMLInputElement>(null);
  return photo ? (
    <div className={styles.photo}>
      {photo.previewUrl ? <img src={photo.previewUrl} alt="" className={styles.preview} /> : null}
      <span className={styles.photoName}>{photo.name}</span>
      <Button tone="secondary" size="small" onClick={onPhotoRemove} disabled={pending}>
        {t.removePhoto}
      </Button>
    </div>
  ) : (
    <div>
      <Dropzone
        accept={UPLOAD_ACCEPT}
        multiple={false}
        disabled={pending}
        title={t.photoTitle}
        hint={t.photoHint}
        inputRef={photoInput}
        onFilesSelected={(files) => {
          const [file] = files;
          if (file) onPhotoSelect(file);
          // The same file can be chosen again after a refusal.
          if (photoInput.current) photoInput.current.value = '';
        }}
      />
      {error ? <ReviewAlert>{error}</ReviewAlert> : null}
    </div>
  );
}

/** The link found no review to write, has expired, or the review is in: the thank-you (which takes focus). */
function ReviewOutcome({
  state,
  t,
  id,
  headingLevel,
  className,
  headingRef,
  withPhone,
  homeHref,
  reviewsHref,
}: {
  state: 'notFound' | 'expired' | 'reviewed' | 'submitted';
  t: ReviewFormTexts;
  id: string;
  headingLevel: 1 | 2;
  className: string;
  headingRef: Ref<HTMLHeadingElement>;
  withPhone: (text: string) => ReactNode;
  homeHref: string;
  reviewsHref: string;
}) {
  const title = {
    notFound: t.notFoundTitle,
    expired: t.expiredTitle,
    reviewed: t.reviewedTitle,
    submitted: t.submittedTitle,
  }[state];
  const text = {
    notFound: withPhone(t.notFoundText),
    expired: withPhone(t.expiredText),
    reviewed: t.reviewedText,
    submitted: t.submittedText,
  }[state];
  const thanks = state === 'reviewed' || state === 'submitted';
  return (
    <section aria-labelledby={`${id}-title`} className={[className, styles.done].join(' ')}>
      {thanks ? (
        <span className={styles.doneIcon} aria-hidden="true">
          <CircleCheckIcon />
        </span>
      ) : null}
      <Heading
        level={headingLevel}
        size={2}
        id={`${id}-title`}
        align="center"
        ref={headingRef}
        tabIndex={-1}
        className={styles.focusTarget}
      >
        {title}
      </Heading>
      <Text size="large" tone="secondary" align="center" className={statusMessage}>
        {text}
      </Text>
      <div className={styles.actions}>
        {thanks ? <ButtonLink href={reviewsHref}>{t.readReviews}</ButtonLink> : null}
        <ButtonLink href={homeHref} tone={thanks ? 'secondary' : 'primary'}>
          {t.home}
        </ButtonLink>
      </div>
    </section>
  );
}
