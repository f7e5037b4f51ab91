import { useEffect, useRef, useState } from 'react';
import { focusFirstInvalid, SettingsFormShell } from '../private/SettingsForm';
import { fieldGrid } from '../private/SettingsForm.css';
import { TextField } from '../TextField/TextField';

/** A service and the crews it has now. */
export interface CrewsFormService {
  id: string;
  label: string;
  crews: number;
}

export interface CrewsFormTexts {
  title: string;
  description: string;
  /** After a field's service name, e.g. 'Deep Cleaning: crews'. */
  crewsSuffix: string;
  save: string;
  pending: string;
  saved: string;
  required: string;
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

export interface CrewsFormProps {
  services: readonly CrewsFormService[];
  /** Called with every service's crews once all are valid. */
  onSave: (crews: Record<string, number>) => void;
  pending?: boolean;
  /** The last save failed: said above the button; what was typed stays. */
  error?: string;
  /** The last save went through. */
  saved?: boolean;
  /** Errors from the server by service id. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** @default 50 (the database's limit) */
  maxCrews?: number;
  headingLevel?: 2 | 3;
  texts?: Partial<CrewsFormTexts>;
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
  const stored = services.map((s) => `${s.id}:${s.crews}`).join(',');
  const initial = () => Object.fromEntries(services.map((s) => [s.id, String(s.crews)]));
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

  const validate = (value: string): string | undefined => {
    if (value.trim() === '') return t.required;
    if (!/^\d+$/.test(value.trim()) || Number(value) > maxCrews) return t.range(maxCrews);
    return undefined;
  };

  const submit = () => {
    const next: Record<string, string> = {};
    for (const service of services) {
      const message = validate(draft[service.id] ?? '');
      if (message) next[service.id] = message;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return focusFirstInvalid(root.current);
    setEdited(false);
    onSave(Object.fromEntries(services.map((s) => [s.id, Number(draft[s.id])])));
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
            onValueChange={(value) => {
              setDraft((d) => ({ ...d, [service.id]: value }));
              setEdited(true);
            }}
            error={errors[service.id] ?? fieldErrors?.[service.id]}
          />
        ))}
      </div>
    </SettingsFormShell>
  );
}
