import { card } from '../Card/Card.css';
import { Icon } from '../Icon/Icon';
import { QuoteIcon } from '../Icon/icons';
import { Rating } from '../Rating/Rating';
import * as styles from './TestimonialCard.css';

export interface TestimonialCardProps {
  quote: string;
  /** The client's name. */
  name: string;
  /** 1-5 stars. */
  rating: number;
  /** The stars' accessible label; Rating's 'Rated {value} out of 5' by default. */
  ratingLabel?: string;
  /** A second line under the name, e.g. 'Dubai Marina' or 'Restaurant owner'. */
  detail?: string;
  /**
   * The language the quote is written in, when it may differ from the page's (a customer's review): it is then
   * read in that language, and laid out in its direction.
   */
  quoteLang?: string;
}

/** The first letters of up to two words: 'Sarah Johnson' → 'SJ'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A client's testimonial as a figure: rating, the quote in a blockquote, the name in the caption. */
export function TestimonialCard({ quote, name, rating, ratingLabel, detail, quoteLang }: TestimonialCardProps) {
  return (
    <figure className={`${card({ elevation: 'raised' })} ${styles.root}`}>
      <Rating value={rating} label={ratingLabel} />
      <Icon icon={QuoteIcon} size="xlarge" className={styles.quoteIcon} />
      <blockquote className={styles.quote}>
        {quoteLang ? (
          <p lang={quoteLang} dir="auto">
            {quote}
          </p>
        ) : (
          <p>{quote}</p>
        )}
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
        <span>
          <span className={styles.name}>{name}</span>
          {detail ? <span className={styles.detail}>{detail}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
