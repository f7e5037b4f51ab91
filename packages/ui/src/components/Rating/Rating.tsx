import { Icon, type IconSize } from '../Icon/Icon';
import { StarIcon } from '../Icon/icons';
import { empty, filled, rating } from './Rating.css';

export interface RatingProps {
  /** Whole stars from 1 to 5; other values are clamped. */
  value: number;
  /** Star size, a step of the icon scale. @default 'small' */
  size?: IconSize;
  /** Accessible label; defaults to 'Rated {value} out of 5'. */
  label?: string;
}

/** 1-5 stars, announced as one image with a label such as 'Rated 4 out of 5'. */
export function Rating({ value, size = 'small', label }: RatingProps) {
  const stars = Math.min(5, Math.max(1, Math.round(value)));
  return (
    <span role="img" aria-label={label ?? `Rated ${stars} out of 5`} className={rating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} icon={StarIcon} size={size} className={n <= stars ? filled : empty} />
      ))}
    </span>
  );
}
