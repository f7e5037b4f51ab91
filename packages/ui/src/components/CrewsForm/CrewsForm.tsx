import {
  type FiguresFormProps,
  type FiguresFormTexts,
  figuresShellProps,
  SettingsFormShell,
  useFiguresDraft,
} from '../private/SettingsForm';
import { fieldGrid } from '../private/SettingsForm.css';
import { TextField } from '../TextField/TextField';

/** A service and the crews it has now. */
export interface CrewsFormService {
  id: string;
  label: string;
  crews: number;
}

export interface CrewsFormTexts extends FiguresFormTexts {
  /** After a field's service name, e.g. 'Deep Cleaning: crews'. */
  crewsSuffix: string;
  range: (max: number) => string;
}

export const defaultCrewsFormTexts: CrewsFormTexts = {
  title: 'Crews per service',
  description: 'How many bookings of a service can share a time: one per crew. 0 stops new bookings of it.',
  crewsSuffix: 'crews',
  save: 'Save crews',
  pending: 'Saving...',
  saved: 'Crews saved.',
  required: 'Enter a number of crews.',
  range: (max) => `Enter a whole number from 0 to ${max}.`,
};

/** `onSave` gets every service's crews. */
export interface CrewsFormProps extends FiguresFormProps<CrewsFormTexts> {
  services: readonly CrewsFormService[];
  /** Errors from the server by service id. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** @default 50 (the database's limit) */
  maxCrews?: number;
}

/**
 * Crews per service: a whole number from 0 to 50 each, checked before saving. What was typed is kept until
 * the server's figures change (after a successful save), so a failed save loses nothing.
 */
export function CrewsForm({
  services,
  onSave,
  pending = false,
  error,
  saved = false,
  fieldErrors,
  maxCrews = 50,
  headingLevel = 2,
  texts: textsProp,
}: CrewsFormProps) {
  const t = { ...defaultCrewsFormTexts, ...textsProp };
  const validate = (value: string): string | undefined => {
    if (value.trim() === '') return t.required;
    if (!/^\d+$/.test(value.trim()) || Number(value) > maxCrews) return t.range(maxCrews);
    return undefined;
  };
  const { draft, errors, edited, root, change, submit } = useFiguresDraft({
    figures: services.map((s) => [s.id, String(s.crews)] as const),
    validate,
    onValid: (figures) => onSave(Object.fromEntries(services.map((s) => [s.id, Number(figures[s.id])]))),
  });

  return (
    <SettingsFormShell {...figuresShellProps(t, { headingLevel, pending, error, saved, edited, submit })}>
      <div ref={root} className={fieldGrid}>
        {services.map((service) => (
          <TextField
            key={service.id}
            type="number"
            inputMode="numeric"
            min={0}
            max={maxCrews}
            step={1}
            name={`crews-${service.id}`}
            label={service.label}
            aria-label={`${service.label}: ${t.crewsSuffix}`}
            value={draft[service.id] ?? ''}
            onValueChange={(value) => change(service.id, value)}
            error={errors[service.id] ?? fieldErrors?.[service.id]}
          />
        ))}
      </div>
    </SettingsFormShell>
  );
}
