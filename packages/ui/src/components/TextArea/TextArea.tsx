import type { ChangeEvent, Ref, TextareaHTMLAttributes } from 'react';
import { type FieldLabelProps, FieldShell, isMarkedRequired, useFieldIds } from '../private/FieldShell';
import { fieldControl } from '../private/field.css';
import { textArea } from './TextArea.css';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'children'>,
    FieldLabelProps {
  /** Visible lines of text (the address uses 3, the contact message 5). */
  rows?: number;
  /** The controlled value. */
  value?: string;
  defaultValue?: string;
  /** Called with the new text on every change (the native `onChange` is called as well). */
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with its label, hint and error message. */
export function TextArea({
  label,
  hint,
  error,
  id,
  rows = 3,
  required,
  className,
  onChange,
  onValueChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error }, ariaDescribedBy);
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={isMarkedRequired(required, props['aria-required'])}
      className={className}
    >
      <textarea
        {...props}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={`${fieldControl} ${textArea}`}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    </FieldShell>
  );
}
