import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { type FieldLabelProps, FieldShell, isMarkedRequired, useFieldIds } from '../private/FieldShell';
import { fieldControl } from '../private/field.css';
import { adornedInput, adornedWrap, adornment, ltrInput } from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel', 'password', 'url', 'search', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

/** Types whose text reads left to right in any language: phone numbers, e-mail and web addresses. */
const leftToRightTypes: ReadonlySet<TextFieldType> = new Set(['email', 'tel', 'url']);

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

/**
 * A single-line text input with its label, hint and error message. A phone number, e-mail or web address is
 * typed and shown left to right even on a right-to-left page (where it sits against the field's right edge, as
 * the label does); pass `dir` to decide otherwise.
 */
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
  const leftToRight = props.dir === undefined && leftToRightTypes.has(type);
  const input = (
    <input
      {...props}
      dir={leftToRight ? 'ltr' : props.dir}
      id={ids.controlId}
      type={type}
      required={required}
      aria-invalid={ids.invalid || undefined}
      aria-describedby={ids.describedBy}
      className={[fieldControl, endAdornment ? adornedInput : undefined, leftToRight ? ltrInput : undefined]
        .filter(Boolean)
        .join(' ')}
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
