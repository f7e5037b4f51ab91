import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { type FieldLabelProps, FieldShell, isMarkedRequired, useFieldIds } from '../private/FieldShell';
import { fieldControl } from '../private/field.css';
import { adornedInput, adornedWrap, adornment } from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel', 'password', 'url', 'search', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'children'>,
    FieldLabelProps {
  /** The input type; `email` and `tel` also bring the right phone keyboard. */
  type?: TextFieldType;
  /** The controlled value. */
  value?: string;
  defaultValue?: string;
  /** Called with the new text on every change (the native `onChange` is called as well). */
  onValueChange?: (value: string) => void;
  /** Content placed inside the control's box, after the input (e.g. the password toggle). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input with its label, hint and error message. */
export function TextField({
  label,
  hint,
  error,
  id,
  type = 'text',
  required,
  className,
  onChange,
  onValueChange,
  endAdornment,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error }, ariaDescribedBy);
  const input = (
    <input
      {...props}
      id={ids.controlId}
      type={type}
      required={required}
      aria-invalid={ids.invalid || undefined}
      aria-describedby={ids.describedBy}
      className={endAdornment ? `${fieldControl} ${adornedInput}` : fieldControl}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
    />
  );
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={isMarkedRequired(required, props['aria-required'])}
      className={className}
    >
      {endAdornment ? (
        <div className={adornedWrap}>
          {input}
          <div className={adornment}>{endAdornment}</div>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}
