import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { ExternalLinkIcon } from '../Icon/icons';
import { Grid, Inline, Section } from '../Layout/Layout';
import { ButtonLink } from '../Link/Link';
import { ReviewCard, type ReviewCardProps } from '../ReviewCard/ReviewCard';
import * as styles from './CustomerReviews.css';

export interface CustomerReview extends Omit<ReviewCardProps, 'headingLevel'> {
  id: string;
}

export interface CustomerReviewsProps {
  title?: string;
  subtitle?: ReactNode;
  reviews: CustomerReview[];
  /** The public reviews page (e.g. a Google reviews search); opens in a new tab with rel="noopener noreferrer". */
  moreReviewsHref: string;
  moreReviewsLabel?: string;
  tone?: 'standard' | 'subtle';
  /** The section's id; also labels it through its heading. */
  id?: string;
}

/** The services page's reviews band: 'What Our Customers Say', the review cards and a link to more reviews. */
export function CustomerReviews({
  title = 'What Our Customers Say',
  subtitle,
  reviews,
  moreReviewsHref,
  moreReviewsLabel = 'View More Reviews on Google',
  tone = 'subtle',
  id = 'customer-reviews',
}: CustomerReviewsProps) {
  return (
    <Section id={id} tone={tone} title={title} subtitle={subtitle}>
      <Grid as="ul" columns={reviews.length >= 4 ? 4 : 3}>
        {reviews.map(({ id: reviewId, ...review }) => (
          <li key={reviewId}>
            <ReviewCard {...review} />
          </li>
        ))}
      </Grid>
      <Inline justify="center" className={styles.moreRow}>
        <ButtonLink href={moreReviewsHref} tone="secondary" newTab icon={<Icon icon={ExternalLinkIcon} size="small" />}>
          {moreReviewsLabel}
        </ButtonLink>
      </Inline>
    </Section>
  );
}
