import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { DateField, formatIsoDateLong, todayIn } from '../DateField/DateField';
import { TrashIcon } from '../Icon/icons';
import { SettingsFormShell } from '../private/SettingsForm';
import { TextField } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ClosedDaysForm.css';

/** A day the company does not work, with why. */
export interface ClosedDay {
  /** ISO date. */
  date: string;
  reason?: string | null;
}

export interface ClosedDaysFormTexts {
  title: string;
  description: string;
  listLabel: string;
  empty: string;
  date: string;
  reason: string;
  reasonHint: string;
  add: string;
  adding: string;
  remove: string;
  removing: string;
  dateRequired: string;
  datePast: string;
  dateTaken: string;
  reasonTooLong: string;
  /** With `reasonRequired`, an empty reason. */
  reasonMissing: string;
}

export const defaultClosedDaysFormTexts: ClosedDaysFormTexts = {
  title: 'Closed days',
  description: 'No bookings can be made for these days. Bookings already made stay.',
  listLabel: 'Closed days',
  empty: 'No closed days ahead.',
  date: 'Date',
  reason: 'Reason',
  reasonHint: 'Optional, e.g. National Day',
  add: 'Add closed day',
  adding: 'Adding...',
  remove: 'Remove',
  removing: 'Removing...',
  dateRequired: 'Please select a date.',
  datePast: 'Choose today or a later day.',
  dateTaken: 'This day is already closed.',
  reasonTooLong: 'Keep the reason under 200 characters.',
  reasonMissing: 'Say why the day is closed, e.g. National Day.',
};

export interface ClosedDaysFormProps {
  days: readonly ClosedDay[];
  /** Called with a new day once it is valid. */
  onAdd: (day: { date: string; reason: string }) => void;
  onRemove: (date: string) => void;
  /** Adding is under way. */
  adding?: boolean;
  /** The date being removed. */
  removing?: string;
  /** The last change failed; what was typed stays. */
  error?: string;
  /** Errors from the server for the new day's fields. */
  fieldErrors?: Readonly<{ date?: string; reason?: string }>;
  /** Today ('YYYY-MM-DD'); earlier days are refused. Defaults to today in Dubai. */
  today?: string;
  /** A new day must say why it is closed (the hint should say so too). @default false */
  reasonRequired?: boolean;
  headingLevel?: 2 | 3;
  texts?: Partial<ClosedDaysFormTexts>;
}

/**
 * The closed days: a list with Remove on each, and a date (a DateField from today on) and reason to add one.
 * Past days and days already closed are refused before sending; the new day's fields are cleared only once it
 * appears in the list, so a failed add loses nothing.
 */
export function ClosedDaysForm({
  days,
  onAdd,
  onRemove,
  adding = false,
  removing,
  error,
  fieldErrors,
  today: todayProp,
  reasonRequired = false,
  headingLevel = 2,
  texts: textsProp,
}: ClosedDaysFormProps) {
  const t = { ...defaultClosedDaysFormTexts, ...textsProp };
  const uid = useId().replace(/:/g, '');
  const today = todayProp ?? todayIn('Asia/Dubai');
  const [date, setDate] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ date?: string; reason?: string }>({});
  const dateButton = useRef<HTMLDivElement>(null);
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const listed = days.map((d) => d.date).join(',');

  // The day just added is in the list: clear the fields for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list changes
  useEffect(() => {
    if (date && days.some((d) => d.date === date)) {
      setDate(null);
      setReason('');
    }
  }, [listed]);

  const submit = () => {
    const next: { date?: string; reason?: string } = {};
    if (!date) next.date = t.dateRequired;
    else if (date < today) next.date = t.datePast;
    else if (days.some((d) => d.date === date)) next.date = t.dateTaken;
    if (reason.trim().length > 200) next.reason = t.reasonTooLong;
    else if (reasonRequired && reason.trim() === '') next.reason = t.reasonMissing;
    setErrors(next);
    if (next.date) return dateButton.current?.querySelector<HTMLElement>('button')?.focus();
    if (next.reason) return document.getElementById(`${uid}-reason`)?.focus();
    if (date) onAdd({ date, reason: reason.trim() });
  };

  return (
    <SettingsFormShell
      title={t.title}
      description={t.description}
      headingLevel={headingLevel}
      submitLabel={t.add}
      pendingLabel={t.adding}
      pending={adding}
      error={error}
      onSubmit={submit}
    >
      {sorted.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className={styles.list}>
          {sorted.map((day) => {
            const label = formatIsoDateLong(day.date);
            return (
              <li key={day.date} className={styles.item}>
                <span className={styles.day}>
                  <time dateTime={day.date} className={styles.date}>
                    {label}
                  </time>
                  {day.reason ? <span className={styles.reason}>{day.reason}</span> : null}
                </span>
                <Button
                  size="small"
                  tone="ghost"
                  icon={<TrashIcon aria-hidden="true" className={styles.icon} />}
                  pending={removing === day.date}
                  pendingLabel={t.removing}
                  disabled={!!removing}
                  accessibleWhenDisabled
                  onClick={() => onRemove(day.date)}
                >
                  {t.remove}
                  <VisuallyHidden> {label}</VisuallyHidden>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.add}>
        <div ref={dateButton}>
          <DateField
            label={t.date}
            value={date}
            onValueChange={(value) => {
              setDate(value);
              setErrors((e) => ({ ...e, date: undefined }));
            }}
            today={today}
            minDate={today}
            isDateUnavailable={(iso) => days.some((d) => d.date === iso)}
            error={errors.date ?? fieldErrors?.date}
          />
        </div>
        <TextField
          id={`${uid}-reason`}
          label={t.reason}
          hint={t.reasonHint}
          value={reason}
          maxLength={250}
          onValueChange={(value) => {
            setReason(value);
            setErrors((e) => ({ ...e, reason: undefined }));
          }}
          required={reasonRequired}
          error={errors.reason ?? fieldErrors?.reason}
          autoComplete="off"
        />
      </div>
    </SettingsFormShell>
  );
}
