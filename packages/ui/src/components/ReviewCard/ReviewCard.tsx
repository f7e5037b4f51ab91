import { useId } from 'react';
import { Card } from '../Card/Card';
import { Rating } from '../Rating/Rating';
import { initials } from '../TestimonialCard/TestimonialCard';
import { Text } from '../Text/Text';
import * as styles from './ReviewCard.css';

export interface ReviewCardProps {
  /** The reviewer's name. */
  name: string;
  /** 1-5 stars. */
  rating: number;
  /** The review text. */
  review: string;
  /** When it was written, as relative text: '2 weeks ago'. */
  date: string;
  headingLevel?: 3 | 4;
  /** The stars' accessible label. @default 'Rated {rating} out of 5' */
  ratingLabel?: string;
}

/** A customer review in the style of an online review: initials, name, date, stars and the text. */
export function ReviewCard({ name, rating, review, date, headingLevel = 3, ratingLabel }: ReviewCardProps) {
  const nameId = useId();
  const Name = `h${headingLevel}` as const;
  return (
    <Card as="article" elevation="raised" aria-labelledby={nameId} className={styles.root}>
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
        <div>
          <Name id={nameId} className={styles.name}>
            {name}
          </Name>
          <p className={styles.date}>{date}</p>
        </div>
      </div>
      <Rating value={rating} label={ratingLabel} />
      <Text>{review}</Text>
    </Card>
  );
}
