import { useState } from 'react';
import { DateField } from '../DateField/DateField';
import { SettingsFormShell } from '../private/SettingsForm';
import { Select } from '../Select/Select';
import * as styles from './AssignBookingForm.css';

/** Where a booking goes: a team (null: unassigned), a day and a slot. */
export interface BookingAssignment {
  teamId: string | null;
  /** ISO date. */
  date: string;
  slot: string;
}

export interface AssignBookingFormTexts {
  title: string;
  description: string;
  team: string;
  unassigned: string;
  date: string;
  time: string;
  submit: string;
  saving: string;
  unchanged: string;
}

export const defaultAssignBookingFormTexts: AssignBookingFormTexts = {
  title: 'Team and time',
  description: 'Assign the booking to a team, or move it to another team, day or time. The rules of the day decide.',
  team: 'Team',
  unassigned: 'Unassigned',
  date: 'Day',
  time: 'Time',
  submit: 'Save team and time',
  saving: 'Saving...',
  unchanged: 'Choose another team, day or time first.',
};

export interface AssignBookingFormProps {
  /** Where the booking is now. */
  value: BookingAssignment;
  /** The teams it may go to (active ones, and its own). */
  teams: readonly { value: string; label: string }[];
  /** The slots of a day, value and label ('10:00 AM', '10:00 AM – 12:00 PM'). */
  slots: readonly { value: string; label: string }[];
  onSubmit: (assignment: BookingAssignment) => void;
  pending?: boolean;
  /** The move was refused: the rule's reason. What was chosen stays. */
  error?: string;
  /** Said after a move, e.g. 'Assigned to Team Falcon.' */
  savedText?: string;
  /** Today ('YYYY-MM-DD'): earlier days cannot be chosen. Defaults to today in Dubai. */
  today?: string;
  headingLevel?: 2 | 3;
  texts?: Partial<AssignBookingFormTexts>;
}

const noTeam = 'none';

/**
 * A booking's team, day and time, changed in one step: the keyboard path of the schedule's drag and drop, on the
 * booking's own page. Only a change is sent; a refusal keeps what was chosen and says why.
 */
export function AssignBookingForm({
  value,
  teams,
  slots,
  onSubmit,
  pending = false,
  error,
  savedText,
  today,
  headingLevel = 2,
  texts: textsProp,
}: AssignBookingFormProps) {
  const t = { ...defaultAssignBookingFormTexts, ...textsProp };
  const [team, setTeam] = useState(value.teamId ?? noTeam);
  const [date, setDate] = useState(value.date);
  const [slot, setSlot] = useState(value.slot);
  const [unchanged, setUnchanged] = useState(false);

  const submit = () => {
    const next = { teamId: team === noTeam ? null : team, date, slot };
    if (next.teamId === value.teamId && next.date === value.date && next.slot === value.slot) {
      setUnchanged(true);
      return;
    }
    setUnchanged(false);
    onSubmit(next);
  };

  return (
    <SettingsFormShell
      title={t.title}
      description={t.description}
      headingLevel={headingLevel}
      submitLabel={t.submit}
      pendingLabel={t.saving}
      pending={pending}
      error={unchanged ? t.unchanged : error}
      savedText={savedText}
      onSubmit={submit}
    >
      <div className={styles.fields}>
        <Select
          label={t.team}
          options={[{ value: noTeam, label: t.unassigned }, ...teams]}
          value={team}
          onValueChange={(next) => {
            setTeam(next || noTeam);
            setUnchanged(false);
          }}
        />
        <DateField
          label={t.date}
          value={date}
          today={today}
          minDate={today}
          onValueChange={(next) => {
            setDate(next);
            setUnchanged(false);
          }}
        />
        <Select
          label={t.time}
          options={slots}
          value={slot}
          onValueChange={(next) => {
            if (next) setSlot(next);
            setUnchanged(false);
          }}
        />
      </div>
    </SettingsFormShell>
  );
}
