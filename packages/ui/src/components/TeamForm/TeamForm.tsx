import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import { SettingsFormShell } from '../private/SettingsForm';
import { type TeamColour, teamColours } from '../ScheduleGrid/scheduleTypes';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './TeamForm.css';

/** A team as the form edits it. */
export interface TeamFormValue {
  name: string;
  colour: TeamColour;
  /** The services it does (values of `services`). */
  services: string[];
  /** ISO weekdays it works, 1 Monday … 7 Sunday. */
  workingDays: number[];
  /** It takes jobs; an inactive team keeps its cleaners but gets no bookings. */
  active: boolean;
}

export interface TeamFormTexts {
  name: string;
  nameHint: string;
  colour: string;
  colourHint: string;
  colours: Record<TeamColour, string>;
  services: string;
  workingDays: string;
  active: string;
  activeLabel: string;
  activeHint: string;
  saving: string;
  cancel: string;
  nameRequired: string;
  nameTooLong: string;
  servicesRequired: string;
  daysRequired: string;
}

export const defaultTeamFormTexts: TeamFormTexts = {
  name: 'Team name',
  nameHint: 'e.g. Team Falcon',
  colour: 'Colour in the schedule',
  colourHint: 'The schedule names the team too: colour is never the only sign.',
  colours: { teal: 'Teal', amber: 'Amber', blue: 'Blue', violet: 'Violet', red: 'Red', slate: 'Slate' },
  services: 'Services it does',
  workingDays: 'Working days',
  active: 'Availability',
  activeLabel: 'Takes jobs',
  activeHint: 'A team that takes no jobs adds no capacity and cannot be assigned.',
  saving: 'Saving...',
  cancel: 'Cancel',
  nameRequired: 'Enter a name for the team.',
  nameTooLong: 'Keep the name to 60 characters.',
  servicesRequired: 'Choose at least one service.',
  daysRequired: 'Choose at least one working day.',
};

export interface TeamFormProps {
  /** The form's heading: 'New team', 'Edit Team Falcon'. */
  title: string;
  submitLabel: string;
  /** The team being edited; a new team starts with every service and every day. */
  initial?: Partial<TeamFormValue>;
  /** The services a team may do (the domain's list). */
  services: readonly { value: string; label: string }[];
  /** The seven weekdays, Monday (1) first. */
  weekdays: readonly { value: number; label: string }[];
  /** Offer "Takes jobs" (editing); a new team takes jobs. @default false */
  showActive?: boolean;
  onSubmit: (value: TeamFormValue) => void;
  /** Shows a Cancel button beside the submit button. */
  onCancel?: () => void;
  pending?: boolean;
  /** The save was refused (the database's reason); what was chosen stays. */
  error?: string;
  /** A refusal that belongs to the name (a team of that name exists). */
  nameError?: string;
  headingLevel?: 2 | 3;
  texts?: Partial<TeamFormTexts>;
}

/**
 * A team's name, colour, services and working days (and, when editing, whether it takes jobs). Checked before it
 * is sent — a name of 1 to 60 characters, a service and a day at least — with the first wrong field focused; a
 * refusal of the database is shown above the button and nothing typed is lost.
 */
export function TeamForm({
  title,
  submitLabel,
  initial,
  services,
  weekdays,
  showActive = false,
  onSubmit,
  onCancel,
  pending = false,
  error,
  nameError,
  headingLevel = 2,
  texts: textsProp,
}: TeamFormProps) {
  const t = { ...defaultTeamFormTexts, ...textsProp };
  const uid = useId().replace(/:/g, '');
  const [name, setName] = useState(initial?.name ?? '');
  const [colour, setColour] = useState<TeamColour>(initial?.colour ?? 'teal');
  const [chosen, setChosen] = useState<string[]>(initial?.services ?? services.map((s) => s.value));
  const [days, setDays] = useState<string[]>((initial?.workingDays ?? weekdays.map((d) => d.value)).map(String));
  const [active, setActive] = useState(initial?.active ?? true);
  const [errors, setErrors] = useState<{ name?: string; services?: string; days?: string }>({});

  const submit = () => {
    const next: typeof errors = {};
    const trimmed = name.trim();
    if (trimmed === '') next.name = t.nameRequired;
    else if (trimmed.length > 60) next.name = t.nameTooLong;
    if (chosen.length === 0) next.services = t.servicesRequired;
    if (days.length === 0) next.days = t.daysRequired;
    setErrors(next);
    const first = next.name ? `${uid}-name` : next.services ? `${uid}-services` : next.days ? `${uid}-days` : null;
    if (first) {
      const target = document.getElementById(first);
      (target?.matches('input') ? target : target?.querySelector('input'))?.focus();
      return;
    }
    onSubmit({ name: trimmed, colour, services: chosen, workingDays: days.map(Number), active });
  };

  return (
    <SettingsFormShell
      title={title}
      headingLevel={headingLevel}
      submitLabel={submitLabel}
      pendingLabel={t.saving}
      pending={pending}
      error={error}
      onSubmit={submit}
      secondaryAction={
        onCancel ? (
          <Button type="button" tone="secondary" onClick={onCancel} disabled={pending}>
            {t.cancel}
          </Button>
        ) : undefined
      }
    >
      <div className={styles.pair}>
        <TextField
          id={`${uid}-name`}
          label={t.name}
          hint={t.nameHint}
          value={name}
          maxLength={80}
          required
          autoComplete="off"
          onValueChange={(value) => {
            setName(value);
            setErrors((e) => ({ ...e, name: undefined }));
          }}
          error={errors.name ?? nameError}
        />
        <Select<TeamColour>
          label={t.colour}
          hint={t.colourHint}
          options={teamColours.map((value) => ({ value, label: t.colours[value] }))}
          value={colour}
          onValueChange={(value) => value && setColour(value)}
        />
      </div>
      <CheckboxGroup
        id={`${uid}-services`}
        legend={t.services}
        options={services}
        value={chosen}
        onValueChange={(value) => {
          setChosen(value);
          setErrors((e) => ({ ...e, services: undefined }));
        }}
        error={errors.services}
      />
      <CheckboxGroup
        id={`${uid}-days`}
        legend={t.workingDays}
        options={weekdays.map((day) => ({ value: String(day.value), label: day.label }))}
        value={days}
        onValueChange={(value) => {
          setDays(value);
          setErrors((e) => ({ ...e, days: undefined }));
        }}
        error={errors.days}
        className={styles.days}
      />
      {showActive ? (
        <CheckboxGroup
          legend={t.active}
          hint={t.activeHint}
          options={[{ value: 'active', label: t.activeLabel }]}
          value={active ? ['active'] : []}
          onValueChange={(value) => setActive(value.includes('active'))}
        />
      ) : null}
    </SettingsFormShell>
  );
}
