import { plural, t } from '@lingui/core/macro';
import { numberFormat } from '@sparkle/ui/intl';
import { intlLocale } from '../../i18n/i18n';
import { communityName } from '../booking/communityNames';
import type { PublishedReview } from './publishedReviews';

/** The customers' reviews on the public pages, in the page's language. */
export const reviewsSection = () => ({
  title: t`Reviews from our customers`,
  subtitle: t`Written after their cleaning, through the link we send them, and published once our team has read them.`,
  label: t`Reviews from our customers`,
});

/** 'from 12 customer reviews'. */
export const reviewCountText = (count: number) =>
  plural(count, { one: 'from # customer review', other: 'from # customer reviews' });

/** The average as the page writes it: one decimal ('4.8', '4.0'). */
export function averageText(average: number): string {
  return numberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** What the public sees of the customer under the review: the community (in the page's language), or nothing. */
export function reviewDetail(review: PublishedReview): string | undefined {
  return review.community ? communityName(review.community) : undefined;
}
