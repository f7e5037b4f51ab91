import { useEffect, useState } from 'react';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import { SettingsFormShell } from '../private/SettingsForm';

export interface AccountSettingsValues {
  /** New accounts confirm their e-mail address before they can sign in. */
  confirmEmail: boolean;
}

export interface AccountSettingsFormTexts {
  title: string;
  description: string;
  legend: string;
  confirmEmail: string;
  hint: string;
  save: string;
  pending: string;
  saved: string;
}

export const defaultAccountSettingsFormTexts: AccountSettingsFormTexts = {
  title: 'Accounts',
  description: 'How new staff accounts are created on the sign-in page.',
  legend: 'Sign-up',
  confirmEmail: 'New accounts confirm their e-mail address before they can sign in',
  hint: 'They get an e-mail with a link that works for an hour. Off: a new account is signed in at once.',
  save: 'Save',
  pending: 'Saving...',
  saved: 'Account settings saved.',
};

export interface AccountSettingsFormProps {
  settings: AccountSettingsValues;
  onSave: (settings: AccountSettingsValues) => void;
  pending?: boolean;
  /** Why the last save failed. */
  error?: string;
  saved?: boolean;
  headingLevel?: 2 | 3;
  texts?: Partial<AccountSettingsFormTexts>;
}

/** The back office's account settings: whether sign-up asks new accounts to confirm their e-mail address. */
export function AccountSettingsForm({
  settings,
  onSave,
  pending = false,
  error,
  saved = false,
  headingLevel = 2,
  texts: textsProp,
}: AccountSettingsFormProps) {
  const t = { ...defaultAccountSettingsFormTexts, ...textsProp };
  const [confirmEmail, setConfirmEmail] = useState(settings.confirmEmail);
  const [edited, setEdited] = useState(false);

  // New settings from the server (a save went through, or another admin changed them): start from those.
  useEffect(() => {
    setConfirmEmail(settings.confirmEmail);
    setEdited(false);
  }, [settings.confirmEmail]);

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
      onSubmit={() => {
        setEdited(false);
        onSave({ confirmEmail });
      }}
    >
      <CheckboxGroup
        legend={t.legend}
        hint={t.hint}
        options={[{ value: 'confirm', label: t.confirmEmail }]}
        value={confirmEmail ? ['confirm'] : []}
        onValueChange={(value) => {
          setConfirmEmail(value.includes('confirm'));
          setEdited(true);
        }}
      />
    </SettingsFormShell>
  );
}
