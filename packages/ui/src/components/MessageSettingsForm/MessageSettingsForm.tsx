import { useEffect, useRef, useState } from 'react';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import { focusFirstInvalid, SettingsFormShell } from '../private/SettingsForm';
import { TextField } from '../TextField/TextField';
import * as styles from './MessageSettingsForm.css';

export interface MessageSettingsValues {
  /** Where the company's alerts go; null = no alerts. */
  alertEmail: string | null;
  /** Customers also get their messages on WhatsApp. */
  whatsappEnabled: boolean;
}

export interface MessageSettingsFormTexts {
  title: string;
  description: string;
  alertEmail: string;
  alertEmailHint: string;
  badEmail: string;
  whatsappLegend: string;
  whatsappEnabled: string;
  save: string;
  pending: string;
  saved: string;
}

export const defaultMessageSettingsFormTexts: MessageSettingsFormTexts = {
  title: 'Messages',
  description:
    'Where the alerts of new bookings and messages go, and whether customers also get their messages on WhatsApp.',
  alertEmail: 'Alert e-mail address',
  alertEmailHint: 'Leave empty for no alerts.',
  badEmail: 'Enter an e-mail address such as office@example.com, or leave it empty.',
  whatsappLegend: 'WhatsApp',
  whatsappEnabled: 'Also send customers their messages on WhatsApp',
  save: 'Save',
  pending: 'Saving...',
  saved: 'Message settings saved.',
};

export interface MessageSettingsFormProps {
  settings: MessageSettingsValues;
  onSave: (settings: MessageSettingsValues) => void;
  pending?: boolean;
  /** Why the last save failed. */
  error?: string;
  saved?: boolean;
  headingLevel?: 2 | 3;
  texts?: Partial<MessageSettingsFormTexts>;
}

// The same shape the database's check accepts (message_settings_alert_email_check).
const emailShape = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The back office's message settings: the company's alert address (checked before sending; empty means no alerts)
 * and whether customers get WhatsApp messages too. What was typed stays when a save fails.
 */
export function MessageSettingsForm({
  settings,
  onSave,
  pending = false,
  error,
  saved = false,
  headingLevel = 2,
  texts: textsProp,
}: MessageSettingsFormProps) {
  const t = { ...defaultMessageSettingsFormTexts, ...textsProp };
  const stored = `${settings.alertEmail ?? ''}|${settings.whatsappEnabled}`;
  const [email, setEmail] = useState(settings.alertEmail ?? '');
  const [whatsapp, setWhatsapp] = useState(settings.whatsappEnabled);
  const [emailError, setEmailError] = useState<string>();
  const [edited, setEdited] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // New settings from the server (a save went through, or another admin changed them): start from those.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the stored values, not the object's identity
  useEffect(() => {
    setEmail(settings.alertEmail ?? '');
    setWhatsapp(settings.whatsappEnabled);
    setEmailError(undefined);
    setEdited(false);
  }, [stored]);

  const submit = () => {
    const trimmed = email.trim();
    if (trimmed !== '' && (trimmed.length > 320 || !emailShape.test(trimmed))) {
      setEmailError(t.badEmail);
      focusFirstInvalid(root.current);
      return;
    }
    setEmailError(undefined);
    setEdited(false);
    onSave({ alertEmail: trimmed === '' ? null : trimmed, whatsappEnabled: whatsapp });
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
      <div ref={root} className={styles.fields}>
        <TextField
          type="email"
          name="alert-email"
          autoComplete="email"
          label={t.alertEmail}
          hint={t.alertEmailHint}
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setEdited(true);
          }}
          error={emailError}
        />
        <CheckboxGroup
          legend={t.whatsappLegend}
          options={[{ value: 'whatsapp', label: t.whatsappEnabled }]}
          value={whatsapp ? ['whatsapp'] : []}
          onValueChange={(value) => {
            setWhatsapp(value.includes('whatsapp'));
            setEdited(true);
          }}
        />
      </div>
    </SettingsFormShell>
  );
}
