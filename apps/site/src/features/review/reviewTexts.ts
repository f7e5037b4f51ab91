import { plural, t } from '@lingui/core/macro';
import { messages } from '@sparkle/machines';
import type { ReviewFormTexts } from '@sparkle/ui';
import { machineText } from '../../i18n/machineMessages';

/**
 * The review page's texts (`/review/<token>` and `/ar/review/<token>`), in the page's language. In English they are
 * the ReviewForm's defaults, word for word, with the customer's first name and the job in the heading and intro.
 */
export function reviewFormTexts(job?: { firstName: string; service: string; date: string }): ReviewFormTexts {
  const firstName = job?.firstName ?? '';
  const service = job?.service ?? '';
  const date = job?.date ?? '';
  return {
    loading: t`Loading...`,
    failedTitle: t`This page could not be loaded`,
    failedText: t`Please check your connection and try again.`,
    retry: t`Try again`,
    notFoundTitle: t`We could not find this review link`,
    notFoundText: t`Please check that you opened the whole link from our e-mail, or call us at`,
    expiredTitle: t`This review link has expired`,
    expiredText: t`Review links work for 30 days after the job. For anything about it, please call us at`,
    reviewedTitle: t`Thank you, we have your review`,
    reviewedText: t`This job has been reviewed already: each booking takes one review.`,
    title: job ? t`How did we do, ${firstName}?` : t`How did we do?`,
    intro: job ? t`Tell us about your ${service} on ${date}.` : t`Tell us about your cleaning.`,
    ratingLegend: t`Your rating`,
    commentLabel: t`Your review`,
    commentHint: t`What went well, and what could be better? Up to 1000 characters.`,
    photoTitle: t`Add a photo (optional): drop it here, or click to choose`,
    photoHint: t`JPG, PNG, WebP or GIF, up to 5MB. Only our team sees your photo; it is never published.`,
    removePhoto: t`Remove photo`,
    publicNote: t`Once our team has read it, we publish your stars and your words with your first name and community only.`,
    submit: t`Send review`,
    pending: machineText(messages.review.sending),
    submittedTitle: t`Thank you for your review!`,
    submittedText: t`It will appear on our site once our team has read it.`,
    readReviews: t`Read what others say`,
    home: t`Back to the home page`,
  };
}

/** What each star of the rating is called: '1 star', '4 stars'. */
export const starLabel = (stars: number): string => plural(stars, { one: '# star', other: '# stars' });
