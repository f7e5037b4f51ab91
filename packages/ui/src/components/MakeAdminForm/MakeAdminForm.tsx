import { type FormEvent, useId } from 'react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { LockIcon, ShieldCheckIcon } from '../Icon/icons';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { field, form, restricted, restrictedIcon, submit, titleIcon, titleRow } from './MakeAdminForm.css';

/** Every text of the panel, for a later translation. Defaults are the spec's words. */
export interface MakeAdminFormTexts {
  title: string;
  description: string;
  email: string;
  emailPlaceholder: string;
  submit: string;
  pending: string;
  restrictedLead: string;
  restricted: string;
}

export const defaultMakeAdminFormTexts: MakeAdminFormTexts = {
  title: 'Admin Panel',
  description: 'Give admin rights to a user who has already signed up, by the email of their account.',
  email: 'User Email',
  emailPlaceholder: 'user@example.com',
  submit: 'Make User Admin',
  pending: 'Processing...',
  restrictedLead: 'Access Restricted:',
  restricted: 'You need admin privileges to access this panel.',
};

export interface MakeAdminFormProps {
  /** The e-mail typed so far. */
  value: string;
  onChange: (value: string) => void;
  /**
   * Called on submit, empty or not: the app gives the spec's messages ('Please enter an email address.',
   * 'User not found. Make sure they have signed up first.'), so the browser's own checks are off here.
   */
  onSubmit: () => void;
  /** While true the button reads 'Processing...' and is disabled. */
  pending?: boolean;
  /** A message shown under the field and announced with it. */
  error?: string;
  /** False shows the 'Access Restricted' panel instead of the form. @default true */
  isAdmin?: boolean;
  /** Level of the panel's heading. @default 2 */
  headingLevel?: 2 | 3;
  texts?: Partial<MakeAdminFormTexts>;
  className?: string;
}

/** The admin dashboard's 'Admin Panel' card: make an existing user an admin by e-mail. */
export function MakeAdminForm({
  value,
  onChange,
  onSubmit,
  pending = false,
  error,
  isAdmin = true,
  headingLevel = 2,
  texts: textsProp,
  className,
}: MakeAdminFormProps) {
  const t = { ...defaultMakeAdminFormTexts, ...textsProp };
  const id = `make-admin${useId()}`;
  if (!isAdmin) return <AdminPanelRestricted headingLevel={headingLevel} texts={textsProp} className={className} />;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Card as="section" aria-labelledby={`${id}-title`} padding="large" className={className}>
      <Heading level={headingLevel} size={3} id={`${id}-title`} className={titleRow}>
        <ShieldCheckIcon aria-hidden="true" className={titleIcon} />
        {t.title}
      </Heading>
      <Text tone="secondary">{t.description}</Text>
      {/* noValidate: the spec's own messages for an empty or unknown e-mail come from the app. */}
      <form noValidate onSubmit={handleSubmit} className={form}>
        <TextField
          id={`${id}-email`}
          className={field}
          name="email"
          type="email"
          label={t.email}
          placeholder={t.emailPlaceholder}
          autoComplete="off"
          value={value}
          onValueChange={onChange}
          error={error}
        />
        <Button type="submit" className={submit} pending={pending} pendingLabel={t.pending}>
          {t.submit}
        </Button>
      </form>
    </Card>
  );
}

export interface AdminPanelRestrictedProps {
  headingLevel?: 2 | 3;
  texts?: Partial<Pick<MakeAdminFormTexts, 'title' | 'restrictedLead' | 'restricted'>>;
  className?: string;
}

/** What the Admin Panel shows to someone who is not an admin. */
export function AdminPanelRestricted({ headingLevel = 2, texts: textsProp, className }: AdminPanelRestrictedProps) {
  const t = { ...defaultMakeAdminFormTexts, ...textsProp };
  const id = `admin-restricted${useId()}`;
  return (
    <Card as="section" aria-labelledby={`${id}-title`} padding="large" className={className}>
      <Heading level={headingLevel} size={3} id={`${id}-title`} className={titleRow}>
        <ShieldCheckIcon aria-hidden="true" className={titleIcon} />
        {t.title}
      </Heading>
      <p className={restricted}>
        <LockIcon aria-hidden="true" className={restrictedIcon} />
        <span>
          <strong>{t.restrictedLead}</strong> {t.restricted}
        </span>
      </p>
    </Card>
  );
}
