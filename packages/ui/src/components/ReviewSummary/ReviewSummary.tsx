import { Rating } from '../Rating/Rating';
import * as styles from './ReviewSummary.css';

export interface ReviewSummaryProps {
  /** The average rating, as the page writes it ('4.8'). */
  average: string;
  /** The average as a number, for the stars (rounded to whole stars). */
  value: number;
  /** The stars' accessible label, 'Rated 4.8 out of 5'. */
  ratingLabel: string;
  /** e.g. 'from 12 reviews'. */
  countText: string;
}

/** The average of the customers' reviews: stars, the figure and how many reviews it comes from. */
export function ReviewSummary({ average, value, ratingLabel, countText }: ReviewSummaryProps) {
  return (
    <p className={styles.root}>
      <Rating value={value} size="medium" label={ratingLabel} />
      <span className={styles.average} aria-hidden="true">
        {average}
      </span>
      <span className={styles.count}>{countText}</span>
    </p>
  );
}
