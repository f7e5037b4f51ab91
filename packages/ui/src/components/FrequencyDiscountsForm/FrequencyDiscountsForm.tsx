import {
  type FiguresFormProps,
  type FiguresFormTexts,
  figuresShellProps,
  SettingsFormShell,
  useFiguresDraft,
} from '../private/SettingsForm';
import { fieldGrid } from '../private/SettingsForm.css';
import { TextField } from '../TextField/TextField';

/** A frequency of regular cleaning and its discount now, in percent of the price before VAT. */
export interface FrequencyDiscountsFormItem {
  id: string;
  /** 'Weekly', 'Every 2 weeks'. */
  label: string;
  percent: number;
}

export interface FrequencyDiscountsFormTexts extends FiguresFormTexts {
  /** After a field's frequency, e.g. 'Weekly: discount (%)'. */
  percentSuffix: string;
  /** Not a percent from 0 to `max` with at most two decimals. */
  invalid: (max: number) => string;
}

export const defaultFrequencyDiscountsFormTexts: FrequencyDiscountsFormTexts = {
  title: 'Regular cleaning discounts',
  description:
    'The discount of each frequency, in percent of the price before VAT. A new series gets it; a series keeps the percent it was booked with.',
  percentSuffix: 'discount (%)',
  save: 'Save discounts',
  pending: 'Saving...',
  saved: 'Discounts saved.',
  required: 'Enter a percent.',
  invalid: (max) => `Enter a percent from 0 to ${max}, e.g. 15 or 12.5.`,
};

/** `onSave` gets every frequency's percent. */
export interface FrequencyDiscountsFormProps extends FiguresFormProps<FrequencyDiscountsFormTexts> {
  frequencies: readonly FrequencyDiscountsFormItem[];
  /** The largest discount accepted. @default 50 (the database's limit) */
  maxPercent?: number;
}

const percentText = (percent: number) =>
  Number.isInteger(percent) ? String(percent) : String(Number(percent.toFixed(2)));

/**
 * The discount of each frequency of regular cleaning: a percent from 0 to 50 with at most two decimals, checked
 * before saving. What was typed is kept until the server's figures change, so a failed save loses nothing.
 */
export function FrequencyDiscountsForm({
  frequencies,
  onSave,
  pending = false,
  error,
  saved = false,
  maxPercent = 50,
  headingLevel = 2,
  texts: textsProp,
}: FrequencyDiscountsFormProps) {
  const t = { ...defaultFrequencyDiscountsFormTexts, ...textsProp };
  const validate = (raw: string): string | undefined => {
    const value = raw.trim().replace(/%$/, '').trim();
    if (value === '') return t.required;
    if (!/^\d+(\.\d{1,2})?$/.test(value) || Number(value) > maxPercent) return t.invalid(maxPercent);
    return undefined;
  };
  const { draft, errors, edited, root, change, submit } = useFiguresDraft({
    figures: frequencies.map((f) => [f.id, percentText(f.percent)] as const),
    validate,
    onValid: (figures) =>
      onSave(
        Object.fromEntries(
          frequencies.map((f) => [f.id, Number((figures[f.id] ?? '').trim().replace(/%$/, '').trim())]),
        ),
      ),
  });

  return (
    <SettingsFormShell {...figuresShellProps(t, { headingLevel, pending, error, saved, edited, submit })}>
      <div ref={root} className={fieldGrid}>
        {frequencies.map((frequency) => (
          <TextField
            key={frequency.id}
            inputMode="decimal"
            name={`discount-${frequency.id}`}
            label={frequency.label}
            aria-label={`${frequency.label}: ${t.percentSuffix}`}
            value={draft[frequency.id] ?? ''}
            onValueChange={(value) => change(frequency.id, value)}
            error={errors[frequency.id]}
            autoComplete="off"
          />
        ))}
      </div>
    </SettingsFormShell>
  );
}
