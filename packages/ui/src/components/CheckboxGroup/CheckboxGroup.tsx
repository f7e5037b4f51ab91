import { type ReactNode, useId } from 'react';
import { FieldMessages } from '../private/FieldShell';
import { checkbox, fieldset, legend as legendClass, list, option, optionLabel, suffix } from './CheckboxGroup.css';

/** One box of a CheckboxGroup: the submitted `value`, the `label` people read, and an optional `suffix`. */
export interface CheckboxGroupOption<V extends string = string> {
  value: V;
  label: string;
  /** Shown at the end of the row and read as part of its name, e.g. the extra's price '+ AED 50'. */
  suffix?: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps<V extends string = string> {
  /** The group's name, read before each box (a `<legend>`), e.g. 'Extras'. */
  legend: ReactNode;
  options: readonly CheckboxGroupOption<V>[];
  /** The ticked values, in the order of `options`. */
  value: readonly V[];
  /** Called with the new list of ticked values, in the order of `options`. */
  onValueChange: (value: V[]) => void;
  /** The `name` of every box, for a native form submission. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
}

/**
 * Several independent yes/no choices under one name: a fieldset with its legend and a native checkbox per
 * option (Space ticks, Tab moves on, as everywhere). Each row is the box's label, with the option's suffix (a
 * price) at its end, so the whole row can be clicked and the price is heard with the option.
 */
export function CheckboxGroup<V extends string = string>({
  legend,
  options,
  value,
  onValueChange,
  name,
  hint,
  error,
  id,
  className,
}: CheckboxGroupProps<V>) {
  const autoId = useId();
  const groupId = id ?? `checkboxes${autoId}`;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const toggle = (item: V, checked: boolean) => {
    onValueChange(options.map((o) => o.value).filter((v) => (v === item ? checked : value.includes(v))));
  };
  return (
    <fieldset id={groupId} aria-describedby={describedBy} className={[fieldset, className].filter(Boolean).join(' ')}>
      <legend className={legendClass}>{legend}</legend>
      <ul className={list}>
        {options.map((item) => (
          <li key={item.value}>
            <label className={option}>
              <input
                type="checkbox"
                name={name}
                value={item.value}
                checked={value.includes(item.value)}
                disabled={item.disabled}
                className={checkbox}
                onChange={(event) => toggle(item.value, event.target.checked)}
              />
              <span className={optionLabel}>{item.label}</span>
              {item.suffix ? <span className={suffix}>{item.suffix}</span> : null}
            </label>
          </li>
        ))}
      </ul>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </fieldset>
  );
}
