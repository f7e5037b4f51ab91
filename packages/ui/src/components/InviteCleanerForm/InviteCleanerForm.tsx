import { useEffect, useId, useState } from 'react';
import { SettingsFormShell } from '../private/SettingsForm';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './InviteCleanerForm.css';

export interface InviteCleanerFormTexts {
  title: string;
  description: string;
  email: string;
  emailHint: string;
  team: string;
  teamPlaceholder: string;
  language: string;
  languageHint: string;
  submit: string;
  sending: string;
  emailRequired: string;
  emailInvalid: string;
  teamRequired: string;
  noTeams: string;
}

export const defaultInviteCleanerFormTexts: InviteCleanerFormTexts = {
  title: 'Invite a cleaner',
  description: 'They get an e-mail with a link to join the team; it is valid for 7 days.',
  email: 'Email',
  emailHint: 'The address they will sign in with',
  team: 'Team',
  teamPlaceholder: 'Choose a team',
  language: 'Language of the e-mail',
  languageHint: 'And of the page its link opens',
  submit: 'Send invitation',
  sending: 'Sending...',
  emailRequired: 'Enter the cleaner’s e-mail address.',
  emailInvalid: 'Enter an e-mail address like name@example.com.',
  teamRequired: 'Choose the team they join.',
  noTeams: 'Add a team first: a cleaner joins a team.',
};

export interface InviteCleanerFormProps {
  /** The teams a cleaner may join (id and name). */
  teams: readonly { value: string; label: string }[];
  /** The languages the invitation can be written in (the first is chosen to start with); none: no choice. */
  languages?: readonly { value: string; label: string }[];
  onSubmit: (invitation: { email: string; teamId: string; locale?: string }) => void;
  pending?: boolean;
  /** The invitation was refused (the database's reason); what was typed stays. */
  error?: string;
  /** Said once an invitation is sent, e.g. 'Invitation sent to sam@example.com.' */
  sentText?: string;
  /** The address of the invitation just sent: when it is the one typed, the field is cleared for the next. */
  sentTo?: string;
  headingLevel?: 2 | 3;
  texts?: Partial<InviteCleanerFormTexts>;
}

// The database's own check on invitation addresses (cleaner_invitations_email_check).
const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Invite a cleaner by e-mail into a team. The address and the team are checked before sending, the first wrong
 * one focused; a refusal (an admin's address, someone who is a cleaner already) is shown above the button and
 * nothing typed is lost; once sent, the address is cleared and the team kept for the next invitation.
 */
export function InviteCleanerForm({
  teams,
  languages = [],
  onSubmit,
  pending = false,
  error,
  sentText,
  sentTo,
  headingLevel = 2,
  texts: textsProp,
}: InviteCleanerFormProps) {
  const t = { ...defaultInviteCleanerFormTexts, ...textsProp };
  const uid = useId().replace(/:/g, '');
  const [email, setEmail] = useState('');
  const [team, setTeam] = useState(teams.length === 1 ? (teams[0]?.value ?? '') : '');
  const [locale, setLocale] = useState(languages[0]?.value ?? '');
  const [errors, setErrors] = useState<{ email?: string; team?: string }>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a new invitation has been sent
  useEffect(() => {
    if (sentTo && sentTo.toLowerCase() === email.trim().toLowerCase()) setEmail('');
  }, [sentTo]);

  const submit = () => {
    const next: typeof errors = {};
    const address = email.trim();
    if (address === '') next.email = t.emailRequired;
    else if (!emailPattern.test(address) || address.length > 320) next.email = t.emailInvalid;
    if (!teams.some((option) => option.value === team)) next.team = t.teamRequired;
    setErrors(next);
    if (next.email) return document.getElementById(`${uid}-email`)?.focus();
    if (next.team) return document.getElementById(`${uid}-team`)?.focus();
    onSubmit(locale ? { email: address, teamId: team, locale } : { email: address, teamId: team });
  };

  return (
    <SettingsFormShell
      title={t.title}
      description={teams.length === 0 ? t.noTeams : t.description}
      headingLevel={headingLevel}
      submitLabel={t.submit}
      pendingLabel={t.sending}
      pending={pending}
      error={error}
      savedText={sentText}
      onSubmit={submit}
    >
      <div className={styles.fields}>
        <TextField
          id={`${uid}-email`}
          type="email"
          label={t.email}
          hint={t.emailHint}
          value={email}
          required
          autoComplete="off"
          onValueChange={(value) => {
            setEmail(value);
            setErrors((e) => ({ ...e, email: undefined }));
          }}
          error={errors.email}
        />
        <Select
          id={`${uid}-team`}
          label={t.team}
          options={teams}
          placeholder={t.teamPlaceholder}
          value={team}
          required
          onValueChange={(value) => {
            setTeam(value);
            setErrors((e) => ({ ...e, team: undefined }));
          }}
          error={errors.team}
        />
        {languages.length > 0 ? (
          <Select
            label={t.language}
            hint={t.languageHint}
            options={languages}
            value={locale}
            onValueChange={(value) => value && setLocale(value)}
          />
        ) : null}
      </div>
    </SettingsFormShell>
  );
}
