import { type ReactNode, useId } from 'react';
import { useFieldErrorPrefix } from '../Link/LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { requiredMark } from './FieldShell.css';
import { fieldError, fieldHint, fieldLabel, fieldRoot } from './field.css';

/** The props every form control shares: its visible label, an optional hint and an error message. */
export interface FieldLabelProps {
  /** The visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** Help shown under the control and read after the label (aria-describedby). */
  hint?: ReactNode;
  /** An error shown under the control; sets aria-invalid and is read after the label. */
  error?: ReactNode;
}

export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The value for the control's aria-describedby (hint, error, then any the caller gave). */
  describedBy: string | undefined;
  invalid: boolean;
}

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds(
  { id, hint, error }: { id?: string | undefined; hint?: ReactNode; error?: ReactNode },
  extraDescribedBy?: string,
): FieldIds {
  const autoId = useId();
  const controlId = id ?? `field${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return { controlId, labelId: `${controlId}-label`, hintId, errorId, describedBy, invalid: Boolean(error) };
}

interface FieldShellProps extends FieldLabelProps {
  ids: FieldIds;
  /** Shows the required asterisk. */
  required?: boolean | undefined;
  /** `span` for controls a `<label>` cannot name well (the date picker's button names itself). */
  labelAs?: 'label' | 'span';
  className?: string | undefined;
  children: ReactNode;
}

/** Label above, control, then hint and error below: the frame of every text-like control. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  required,
  labelAs = 'label',
  className,
  children,
}: FieldShellProps) {
  const mark = required ? (
    <span aria-hidden="true" className={requiredMark}>
      *
    </span>
  ) : null;
  // The asterisk sits beside the label element, not in it, so the label's text is exactly the field's name.
  return (
    <div className={[fieldRoot, className].filter(Boolean).join(' ')}>
      <div className={fieldLabel}>
        {labelAs === 'label' ? (
          <label id={ids.labelId} htmlFor={ids.controlId}>
            {label}
          </label>
        ) : (
          <span id={ids.labelId}>{label}</span>
        )}
        {mark}
      </div>
      {children}
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}

/** A field's hint, then its error (which screen readers hear with the 'Error:' prefix), under the control. */
export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string | undefined;
  errorId: string | undefined;
}) {
  const errorPrefix = useFieldErrorPrefix();
  return (
    <>
      {hint ? (
        <p id={hintId} className={fieldHint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldError}>
          <VisuallyHidden>{errorPrefix}</VisuallyHidden>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** True when a control is marked required natively or through aria-required. */
export function isMarkedRequired(required: boolean | undefined, ariaRequired: unknown): boolean {
  return Boolean(required) || ariaRequired === true || ariaRequired === 'true';
}
