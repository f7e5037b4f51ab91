import { useId } from 'react';
import type { IconSize } from '../Icon/Icon';
import { empty, filled, rating, starsSize } from './Rating.css';

export interface RatingProps {
  /** Whole stars from 1 to 5; other values are clamped. */
  value: number;
  /** Star size, a step of the icon scale. @default 'small' */
  size?: IconSize;
  /** Accessible label; defaults to 'Rated {value} out of 5'. */
  label?: string;
}

/** Lucide's star (ISC licence), the icon set's own, drawn in a 24-unit box. */
const starPath =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** A star's box and the gap after it, in the drawing's units (Rating.css.ts sizes the whole row from these). */
const star = 24;
const gap = 3;

/**
 * 1-5 stars, announced as one image with a label such as 'Rated 4 out of 5'. One SVG that draws the star once and
 * repeats it: a page of testimonials shows dozens of ratings, and five whole icons each made its HTML heavier by
 * hundreds of bytes, compressed, in the part that must arrive first.
 */
export function Rating({ value, size = 'small', label }: RatingProps) {
  const stars = Math.min(5, Math.max(1, Math.round(value)));
  const id = useId();
  return (
    <span role="img" aria-label={label ?? `Rated ${stars} out of 5`} className={rating}>
      <svg
        viewBox={`0 0 ${5 * star + 4 * gap} ${star}`}
        className={starsSize[size]}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <path id={id} d={starPath} />
        </defs>
        {[0, 1, 2, 3, 4].map((n) => (
          <use key={n} href={`#${id}`} x={n * (star + gap)} className={n < stars ? filled : empty} />
        ))}
      </svg>
    </span>
  );
}
