import { useId } from 'react';
import { figuresShellProps, SettingsFormShell, useFiguresDraft } from '../private/SettingsForm';
import { contents, fieldGrid, group, legend } from '../private/SettingsForm.css';
import { TextField } from '../TextField/TextField';

/** A priced thing: a size option of a service, or an extra. `price` in AED, VAT excluded. */
export interface PriceListItem {
  /** Unique across the form: e.g. 'deep/2br' for an option, 'oven' for an extra. */
  id: string;
  label: string;
  price: number;
}

export interface PriceListGroup {
  id: string;
  /** The service's name, the group's legend. */
  label: string;
  items: readonly PriceListItem[];
}

export interface PriceListFormTexts {
  title: string;
  description: string;
  extras: string;
  save: string;
  pending: string;
  saved: string;
  required: string;
  notNumber: string;
  negative: string;
  tooLarge: (max: string) => string;
}

export const defaultPriceListFormTexts: PriceListFormTexts = {
  title: 'Price list',
  description: 'Prices in AED before 5% VAT. The booking form and the services page use them at once.',
  extras: 'Extras',
  save: 'Save prices',
  pending: 'Saving...',
  saved: 'Prices saved.',
  required: 'Enter a price.',
  notNumber: 'Enter a price in AED, e.g. 150 or 157.50.',
  negative: 'The price cannot be negative.',
  tooLarge: (max) => `The price must be at most AED ${max}.`,
};

export interface PriceListFormProps {
  /** The size options, grouped by service. */
  groups: readonly PriceListGroup[];
  extras: readonly PriceListItem[];
  /** Called with every price (AED, by item id) once all are valid. */
  onSave: (prices: { options: Record<string, number>; extras: Record<string, number> }) => void;
  pending?: boolean;
  error?: string;
  saved?: boolean;
  /** Errors from the server by item id. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** The highest price accepted, in AED. @default 100000 */
  maxPrice?: number;
  headingLevel?: 2 | 3;
  texts?: Partial<PriceListFormTexts>;
}

const priceText = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

/**
 * The price list: an AED field per size option, grouped by service, and per extra. Empty, negative, too
 * large or not a price is refused under its field before anything is sent; what was typed stays after a
 * failed save.
 */
export function PriceListForm({
  groups,
  extras,
  onSave,
  pending = false,
  error,
  saved = false,
  fieldErrors,
  maxPrice = 100_000,
  headingLevel = 2,
  texts: textsProp,
}: PriceListFormProps) {
  const t = { ...defaultPriceListFormTexts, ...textsProp };
  const uid = useId().replace(/:/g, '');
  const all = [...groups.flatMap((g) => g.items), ...extras];
  const validate = (raw: string): string | undefined => {
    const value = raw.trim().replace(/,/g, '');
    if (value === '') return t.required;
    if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return t.notNumber;
    if (Number(value) < 0) return t.negative;
    if (Number(value) > maxPrice) return t.tooLarge(maxPrice.toLocaleString('en-US'));
    return undefined;
  };

  const { draft, errors, edited, root, change, submit } = useFiguresDraft({
    figures: all.map((item) => [item.id, priceText(item.price)] as const),
    validate,
    onValid: (valid) => {
      const value = (id: string) => Number((valid[id] ?? '').trim().replace(/,/g, ''));
      onSave({
        options: Object.fromEntries(groups.flatMap((g) => g.items).map((item) => [item.id, value(item.id)])),
        extras: Object.fromEntries(extras.map((item) => [item.id, value(item.id)])),
      });
    },
  });

  const field = (item: PriceListItem) => (
    <TextField
      key={item.id}
      id={`${uid}-${item.id.replace(/[^a-z0-9-]/gi, '-')}`}
      inputMode="decimal"
      name={`price-${item.id}`}
      label={`${item.label} (AED)`}
      value={draft[item.id] ?? ''}
      onValueChange={(value) => change(item.id, value)}
      error={errors[item.id] ?? fieldErrors?.[item.id]}
      autoComplete="off"
    />
  );

  return (
    <SettingsFormShell {...figuresShellProps(t, { headingLevel, pending, error, saved, edited, submit })}>
      <div ref={root} className={contents}>
        {groups.map((g) => (
          <fieldset key={g.id} className={group}>
            <legend className={legend}>{g.label}</legend>
            <div className={fieldGrid}>{g.items.map(field)}</div>
          </fieldset>
        ))}
        {extras.length > 0 ? (
          <fieldset className={group}>
            <legend className={legend}>{t.extras}</legend>
            <div className={fieldGrid}>{extras.map(field)}</div>
          </fieldset>
        ) : null}
      </div>
    </SettingsFormShell>
  );
}
