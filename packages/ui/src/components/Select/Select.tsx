import type { ChangeEvent, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../Icon/icons';
import { type FieldLabelProps, FieldShell, isMarkedRequired, useFieldIds } from '../private/FieldShell';
import { fieldControl } from '../private/field.css';
import { chevron, option, select, selectWrap } from './Select.css';

/** One choice of a Select: the submitted `value` and the `label` people read. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  /** Shown but not choosable, by mouse or keyboard; say why in `label` (e.g. '10:00 AM (Fully booked)'). */
  disabled?: boolean;
}

export interface SelectProps<V extends string = string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'children' | 'multiple'>,
    FieldLabelProps {
  options: readonly SelectOption<V>[];
  /** The controlled value; `''` means nothing is chosen and shows the placeholder. */
  value?: V | '';
  defaultValue?: V | '';
  /** Text of the empty first option, e.g. 'Select a service'. Without it the first option is preselected. */
  placeholder?: string;
  /** Called with the chosen value (`''` for the placeholder); the native `onChange` is called as well. */
  onValueChange?: (value: V | '') => void;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A single choice from a short list. It is a styled native `<select>`: every screen reader and the phone's
 * own picker know it, it takes part in form submission, `required` and autofill, and keyboard users get
 * type-ahead for free. For the booking form's short lists that beats a custom listbox.
 */
export function Select<V extends string = string>({
  label,
  hint,
  error,
  id,
  options,
  placeholder,
  required,
  className,
  onChange,
  onValueChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SelectProps<V>) {
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
      <div className={selectWrap}>
        <select
          {...props}
          id={ids.controlId}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={`${fieldControl} ${select}`}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            onChange?.(event);
            onValueChange?.(event.target.value as V | '');
          }}
        >
          {placeholder !== undefined ? (
            <option value="" className={option}>
              {placeholder}
            </option>
          ) : null}
          {options.map((item) => (
            <option key={item.value} value={item.value} disabled={item.disabled} className={option}>
              {item.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon aria-hidden="true" className={chevron} />
      </div>
    </FieldShell>
  );
}
