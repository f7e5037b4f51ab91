import { useEffect, useRef, useState } from 'react';
import { focusFirstInvalid, SettingsFormShell } from '../private/SettingsForm';
import { fieldGrid } from '../private/SettingsForm.css';
import { TextField } from '../TextField/TextField';

/** A frequency of regular cleaning and its discount now, in percent of the price before VAT. */
export interface FrequencyDiscountsFormItem {
  id: string;
  /** 'Weekly', 'Every 2 weeks'. */
  label: string;
  percent: number;
}

export interface FrequencyDiscountsFormTexts {
  title: string;
  description: string;
  /** After a field's frequency, e.g. 'Weekly: discount (%)'. */
  percentSuffix: string;
  save: string;
  pending: string;
  saved: string;
  required: string;
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

export interface FrequencyDiscountsFormProps {
  frequencies: readonly FrequencyDiscountsFormItem[];
  /** Called with every frequency's percent once all are valid. */
  onSave: (percents: Record<string, number>) => void;
  pending?: boolean;
  /** The last save failed: said above the button; what was typed stays. */
  error?: string;
  /** The last save went through. */
  saved?: boolean;
  /** The largest discount accepted. @default 50 (the database's limit) */
  maxPercent?: number;
  headingLevel?: 2 | 3;
  texts?: Partial<FrequencyDiscountsFormTexts>;
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
  const stored = frequencies.map((f) => `${f.id}:${f.percent}`).join(',');
  const initial = () => Object.fromEntries(frequencies.map((f) => [f.id, percentText(f.percent)]));
  const [draft, setDraft] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // New figures from the server (a save went through, or another admin changed them): start from those.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the stored figures, not the array's identity
  useEffect(() => {
    setDraft(initial());
    setErrors({});
    setEdited(false);
  }, [stored]);

  const validate = (raw: string): string | undefined => {
    const value = raw.trim().replace(/%$/, '').trim();
    if (value === '') return t.required;
    if (!/^\d+(\.\d{1,2})?$/.test(value) || Number(value) > maxPercent) return t.invalid(maxPercent);
    return undefined;
  };

  const submit = () => {
    const next: Record<string, string> = {};
    for (const frequency of frequencies) {
      const message = validate(draft[frequency.id] ?? '');
      if (message) next[frequency.id] = message;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return focusFirstInvalid(root.current);
    setEdited(false);
    onSave(
      Object.fromEntries(frequencies.map((f) => [f.id, Number((draft[f.id] ?? '').trim().replace(/%$/, '').trim())])),
    );
  };

  return (
    <SettingsFormShell
      title={t.title}
      description={t.description}
      headingLevel={headingLevel}
      submitLabel={t.save}
      pendingLabel={t.pending}
      pending={pending}
      error={error}
      savedText={saved && !edited ? t.saved : undefined}
      onSubmit={submit}
    >
      <div ref={root} className={fieldGrid}>
        {frequencies.map((frequency) => (
          <TextField
            key={frequency.id}
            inputMode="decimal"
            name={`discount-${frequency.id}`}
            label={frequency.label}
            aria-label={`${frequency.label}: ${t.percentSuffix}`}
            value={draft[frequency.id] ?? ''}
            onValueChange={(value) => {
              setDraft((d) => ({ ...d, [frequency.id]: value }));
              setEdited(true);
            }}
            error={errors[frequency.id]}
            autoComplete="off"
          />
        ))}
      </div>
    </SettingsFormShell>
  );
}
