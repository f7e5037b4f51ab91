import { useCallback, useRef, useState } from 'react';

/**
 * One change handler per field of a form that stays the same from render to render and calls the form's latest
 * `onChange`. A form re-renders on every key typed; with handlers that stay the same, its memoised fields
 * (`memo`) that did not change skip that render, and React leaves their elements alone: on a phone, rendering
 * and committing every field of the booking form again made each key wait tens of milliseconds.
 */
export function useFieldHandlers<Values extends object>(
  onChange: <Field extends keyof Values>(field: Field, value: Values[Field]) => void,
): <Field extends keyof Values>(field: Field) => (value: Values[Field]) => void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const [handlers] = useState(() => new Map<keyof Values, (value: never) => void>());
  return useCallback(
    <Field extends keyof Values>(field: Field) => {
      let handler = handlers.get(field) as ((value: Values[Field]) => void) | undefined;
      if (!handler) {
        handler = (value: Values[Field]) => latest.current(field, value);
        handlers.set(field, handler as (value: never) => void);
      }
      return handler;
    },
    [handlers],
  );
}

/**
 * The props that tie one text field of a form to the form's values, errors and change handler: its id (the
 * form's id prefix and the field's name), name, value, `onValueChange` (the same from render to render,
 * `useFieldHandlers`) and error. The forms (booking, contact) spread it onto TextField and TextArea, so each
 * field states only what is its own (label, type, autocomplete).
 */
export function useFieldBinding<Values extends Record<Field, string>, Field extends string>(
  idPrefix: string,
  values: Values,
  errors: Partial<Record<Field, string>>,
  onChange: (field: Field, value: string) => void,
) {
  const handler = useFieldHandlers<Record<Field, string>>(onChange);
  return (field: Field) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    onValueChange: handler(field),
    error: errors[field],
  });
}
