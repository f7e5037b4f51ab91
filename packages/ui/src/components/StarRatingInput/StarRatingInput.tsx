import { type ReactNode, useId } from 'react';
import { StarIcon } from '../Icon/icons';
import { FieldMessages } from '../private/FieldShell';
import { requiredMark } from '../private/FieldShell.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './StarRatingInput.css';

export interface StarRatingInputProps {
  /** The group's name, read before each star (a `<legend>`), e.g. 'Your rating'. */
  legend: ReactNode;
  /** 1–5 stars; null while none is chosen. */
  value: number | null;
  onValueChange: (value: number) => void;
  /** What each star is called, in the page's language. @default (n) => n === 1 ? '1 star' : `${n} stars` */
  starLabel?: (stars: number) => string;
  /** The `name` of the radios, for a native form submission. */
  name?: string;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
}

const defaultStarLabel = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

/**
 * A 1–5 star rating as a group of native radio buttons, one per star, under a legend: arrow keys move between them
 * (in the page's direction), Tab leaves the group, each is heard with its name ('4 stars') and the group's legend.
 * The chosen star and those before it are filled, and the choice is written beside them.
 */
export function StarRatingInput({
  legend,
  value,
  onValueChange,
  starLabel = defaultStarLabel,
  name,
  required,
  hint,
  error,
  id,
  className,
}: StarRatingInputProps) {
  const autoId = useId();
  const groupId = id ?? `rating${autoId}`;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      id={groupId}
      aria-describedby={describedBy}
      data-invalid={error ? true : undefined}
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
    >
      <legend className={styles.legend}>
        {legend}
        {required ? (
          <span aria-hidden="true" className={requiredMark}>
            *
          </span>
        ) : null}
      </legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={styles.star} data-filled={value !== null && stars <= value}>
            <input
              type="radio"
              name={name ?? groupId}
              value={stars}
              checked={value === stars}
              required={required}
              aria-invalid={error ? true : undefined}
              className={styles.input}
              onChange={() => onValueChange(stars)}
            />
            <StarIcon aria-hidden="true" className={styles.icon} />
            <VisuallyHidden>{starLabel(stars)}</VisuallyHidden>
          </label>
        ))}
        {value !== null ? (
          <span aria-hidden="true" className={styles.chosen}>
            {starLabel(value)}
          </span>
        ) : null}
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </fieldset>
  );
}
