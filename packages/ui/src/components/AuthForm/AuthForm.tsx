import { type FormEvent, useId } from 'react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { AlertIcon, ArrowLeftIcon, CircleCheckIcon, ShieldCheckIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { PasswordField } from '../PasswordField/PasswordField';
import { Tabs } from '../Tabs/Tabs';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import {
  adminNote,
  adminNoteIcon,
  alertAction,
  alertBody,
  alertBox,
  alertIcon,
  backIcon,
  backLink,
  forgotLink,
  form,
  intro,
  noticeBox,
  root,
} from './AuthForm.css';

export const authModes = ['signIn', 'signUp'] as const;
export type AuthMode = (typeof authModes)[number];

/** What the person types; `fullName` is used on sign up only. */
export interface AuthFormValues {
  email: string;
  password: string;
  fullName: string;
}
export type AuthFormField = keyof AuthFormValues;

export const emptyAuthFormValues: AuthFormValues = { email: '', password: '', fullName: '' };

/** Every text of the screen, for a later translation. Defaults are the spec's words. */
export interface AuthFormTexts {
  backToHome: string;
  title: string;
  description: string;
  tabsLabel: string;
  signInTab: string;
  signUpTab: string;
  fullName: string;
  fullNameHint: string;
  email: string;
  password: string;
  signInSubmit: string;
  signUpSubmit: string;
  pending: string;
  adminNote: string;
  forgotPassword: string;
}

export const defaultAuthFormTexts: AuthFormTexts = {
  backToHome: 'Back to Home',
  title: 'Staff Account',
  description: 'Sign in to your account, or create one.',
  tabsLabel: 'Account',
  signInTab: 'Sign In',
  signUpTab: 'Sign Up',
  fullName: 'Full Name',
  fullNameHint: 'Optional',
  email: 'Email',
  password: 'Password',
  signInSubmit: 'Sign In',
  signUpSubmit: 'Create Account',
  pending: 'Please wait...',
  adminNote:
    'New accounts do not have admin access. After creating your account, contact support to ask for admin access.',
  forgotPassword: 'Forgot password?',
};

export interface AuthFormProps {
  /** Which tab is shown. */
  mode: AuthMode;
  /** Called when the person switches between Sign In and Sign Up; the typed values stay. */
  onModeChange: (mode: AuthMode) => void;
  values: AuthFormValues;
  /** Called on every change of one field. */
  onChange: (field: AuthFormField, value: string) => void;
  /** Called once the browser's checks passed (e-mail and password required, e-mail well-formed). */
  onSubmit: () => void;
  /** While true the submit button reads 'Please wait...' and is disabled. */
  pending?: boolean;
  /** Error message per field, shown under it and announced with it. */
  errors?: Partial<Record<AuthFormField, string>>;
  /** Where 'Back to Home' leads. @default '/' */
  homeHref?: string;
  /** Where 'Forgot password?' leads, under the password on Sign In; none without it. */
  forgotPasswordHref?: string;
  /**
   * Something the form must say beyond a field's error (an account whose address is not confirmed yet), above the
   * submit button and announced; with an optional action beside it ('Send the link again').
   */
  alert?: { text: string; action?: { label: string; onClick: () => void; pending?: boolean } };
  /**
   * On Sign In, a second way in under the submit button ('E-mail me a sign-in link'): it uses the e-mail typed above,
   * and needs no password. Without it there is none.
   */
  emailLink?: { label: string; onClick: () => void; pending?: boolean; pendingLabel?: string };
  /** What went well and is worth saying by the form (a sign-in link was sent): above the submit button, announced. */
  notice?: string;
  texts?: Partial<AuthFormTexts>;
  className?: string;
}

/**
 * The standalone /auth screen's form: a back link, Sign In / Sign Up tabs, and the fields of the chosen
 * mode. Full Name appears on sign up only and is optional.
 */
export function AuthForm({
  mode,
  onModeChange,
  values,
  onChange,
  onSubmit,
  pending = false,
  errors = {},
  homeHref = '/',
  forgotPasswordHref,
  alert,
  emailLink,
  notice,
  texts: textsProp,
  className,
}: AuthFormProps) {
  const t = { ...defaultAuthFormTexts, ...textsProp };
  const id = `auth${useId()}`;
  const signUp = mode === 'signUp';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };

  return (
    <div className={[root, className].filter(Boolean).join(' ')}>
      <Link href={homeHref} className={backLink}>
        <ArrowLeftIcon aria-hidden="true" className={backIcon} />
        {t.backToHome}
      </Link>
      <Card padding="large" elevation="raised">
        <div className={intro}>
          <Heading level={1} size={2}>
            {t.title}
          </Heading>
          <Text tone="secondary">{t.description}</Text>
        </div>
        <Tabs<AuthMode>
          label={t.tabsLabel}
          items={[
            { id: 'signIn', label: t.signInTab },
            { id: 'signUp', label: t.signUpTab },
          ]}
          selectedId={mode}
          setSelectedId={onModeChange}
        >
          <form onSubmit={submit} className={form}>
            {signUp ? (
              <TextField
                id={`${id}-fullName`}
                name="fullName"
                label={t.fullName}
                hint={t.fullNameHint}
                autoComplete="name"
                value={values.fullName}
                onValueChange={(value) => onChange('fullName', value)}
                error={errors.fullName}
              />
            ) : null}
            <TextField
              id={`${id}-email`}
              name="email"
              type="email"
              label={t.email}
              autoComplete="email"
              value={values.email}
              onValueChange={(value) => onChange('email', value)}
              error={errors.email}
              required
            />
            <PasswordField
              id={`${id}-password`}
              name="password"
              label={t.password}
              autoComplete={signUp ? 'new-password' : 'current-password'}
              value={values.password}
              onValueChange={(value) => onChange('password', value)}
              error={errors.password}
              required
            />
            {!signUp && forgotPasswordHref ? (
              <Link href={forgotPasswordHref} className={forgotLink}>
                {t.forgotPassword}
              </Link>
            ) : null}
            {alert ? (
              <div role="alert" className={alertBox}>
                <AlertIcon aria-hidden="true" className={alertIcon} />
                <div className={alertBody}>
                  <span>{alert.text}</span>
                  {alert.action ? (
                    <Button
                      tone="secondary"
                      size="small"
                      pending={alert.action.pending}
                      onClick={alert.action.onClick}
                      className={alertAction}
                    >
                      {alert.action.label}
                    </Button>
                  ) : null}
                </div>
              </div>
            ) : null}
            {notice ? (
              <p role="status" className={noticeBox}>
                <CircleCheckIcon aria-hidden="true" className={alertIcon} />
                <span>{notice}</span>
              </p>
            ) : null}
            <Button type="submit" size="large" fullWidth pending={pending} pendingLabel={t.pending}>
              {signUp ? t.signUpSubmit : t.signInSubmit}
            </Button>
            {!signUp && emailLink ? (
              <Button
                tone="secondary"
                size="large"
                fullWidth
                pending={emailLink.pending}
                pendingLabel={emailLink.pendingLabel}
                onClick={emailLink.onClick}
              >
                {emailLink.label}
              </Button>
            ) : null}
          </form>
        </Tabs>
        <p className={adminNote}>
          <ShieldCheckIcon aria-hidden="true" className={adminNoteIcon} />
          <span>{t.adminNote}</span>
        </p>
      </Card>
    </div>
  );
}
