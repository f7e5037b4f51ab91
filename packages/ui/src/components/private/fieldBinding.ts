/**
 * The props that tie one text field of a form to the form's values, errors and change handler: its id (the
 * form's id prefix and the field's name), name, value, `onValueChange` and error. The forms (booking, contact)
 * spread it onto TextField and TextArea, so each field states only what is its own (label, type, autocomplete).
 */
export function fieldBinding<Values extends Record<Field, string>, Field extends string>(
  idPrefix: string,
  values: Values,
  errors: Partial<Record<Field, string>>,
  onChange: (field: Field, value: string) => void,
) {
  return (field: Field) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    onValueChange: (value: string) => onChange(field, value),
    error: errors[field],
  });
}
