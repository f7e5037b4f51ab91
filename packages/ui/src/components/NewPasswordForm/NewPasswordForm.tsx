import { type FormEvent, useEffect, useId, useRef } from 'react';
import { form } from '../AuthForm/AuthForm.css';
import { Button } from '../Button/Button';
import { AlertIcon, CircleCheckIcon } from '../Icon/icons';
import { ButtonLink, Link } from '../Link/Link';
import { PasswordField } from '../PasswordField/PasswordField';
import { AuthCard, AuthCardAlert } from '../private/AuthCard';
import { body, links, messageIcon, noticeMessage } from '../private/AuthCard.css';

/**
 * `editing` the new password; opened with `noLink`; the link was used already or `linkExpired`; the password is
 * set (`done`).
 */
export const newPasswordStates = ['editing', 'noLink', 'linkExpired', 'done'] as const;
export type NewPasswordState = (typeof newPasswordStates)[number];

export interface NewPasswordFormTexts {
  back: string;
  title: string;
  description: string;
  password: string;
  passwordHint: string;
  confirm: string;
  submit: string;
  pending: string;
  noLinkTitle: string;
  noLinkText: string;
  expiredTitle: string;
  expiredText: string;
  requestLink: string;
  doneTitle: string;
  doneText: string;
  home: string;
}

export const defaultNewPasswordFormTexts: NewPasswordFormTexts = {
  back: 'Back to Sign In',
  title: 'Choose a new password',
  description: 'Enter your new password twice. You will be signed in with it.',
  password: 'New password',
  passwordHint: 'At least 6 characters.',
  confirm: 'New password again',
  submit: 'Save new password',
  pending: 'Saving...',
  noLinkTitle: 'Open the link from your e-mail',
  noLinkText: 'This page opens from the link in your e-mail. Ask for a new link if you need one.',
  expiredTitle: 'This link no longer works',
  expiredText:
    'This link has expired or has been used already. Ask for a new one: each link works once, within an hour.',
  requestLink: 'Send me a new link',
  doneTitle: 'Password changed',
  doneText: 'Your new password is set, and you are signed in.',
  home: 'Go to the home page',
};

export interface NewPasswordFormProps {
  state: NewPasswordState;
  values: { password: string; confirm: string };
  onChange: (field: 'password' | 'confirm', value: string) => void;
  onSubmit: () => void;
  /** Checking the link or saving: the button says so and the form does not send twice. */
  pending?: boolean;
  errors?: { password?: string; confirm?: string };
  /** Why the last try failed (not a field's fault), above the button. */
  error?: string;
  /** Where a new link is asked for. @default '/auth/forgot-password' */
  requestLinkHref?: string;
  /** @default '/auth' */
  signInHref?: string;
  /** @default '/' */
  homeHref?: string;
  texts?: Partial<NewPasswordFormTexts>;
}

/**
 * The page a password-reset e-mail links to: the new password, twice (each with show/hide), then saved. A link that
 * was used, has expired or is missing gets a screen that says so and offers a new one. Focus moves to the heading of
 * each new screen.
 */
export function NewPasswordForm({
  state,
  values,
  onChange,
  onSubmit,
  pending = false,
  errors = {},
  error,
  requestLinkHref = '/auth/forgot-password',
  signInHref = '/auth',
  homeHref = '/',
  texts: textsProp,
}: NewPasswordFormProps) {
  const t = { ...defaultNewPasswordFormTexts, ...textsProp };
  const id = `newPassword${useId()}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current !== state) heading.current?.focus();
    previous.current = state;
  }, [state]);
  const back = { href: signInHref, label: t.back };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };

  if (state === 'noLink' || state === 'linkExpired') {
    const expired = state === 'linkExpired';
    return (
      <AuthCard back={back} title={expired ? t.expiredTitle : t.noLinkTitle} headingRef={heading}>
        <div className={body}>
          <p className={noticeMessage}>
            <AlertIcon aria-hidden="true" className={messageIcon} />
            <span>{expired ? t.expiredText : t.noLinkText}</span>
          </p>
          <ButtonLink href={requestLinkHref}>{t.requestLink}</ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (state === 'done') {
    return (
      <AuthCard back={back} title={t.doneTitle} headingRef={heading}>
        <div className={body}>
          <p role="status" className={noticeMessage}>
            <CircleCheckIcon aria-hidden="true" className={messageIcon} />
            <span>{t.doneText}</span>
          </p>
          <div className={links}>
            <Link href={homeHref}>{t.home}</Link>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard back={back} title={t.title} description={t.description} headingRef={heading}>
      <form noValidate onSubmit={submit} className={`${form} ${body}`}>
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={t.password}
          hint={t.passwordHint}
          autoComplete="new-password"
          value={values.password}
          onValueChange={(value) => onChange('password', value)}
          error={errors.password}
          required
        />
        <PasswordField
          id={`${id}-confirm`}
          name="confirm"
          label={t.confirm}
          autoComplete="new-password"
          value={values.confirm}
          onValueChange={(value) => onChange('confirm', value)}
          error={errors.confirm}
          required
        />
        <AuthCardAlert error={error} />
        <Button type="submit" size="large" fullWidth pending={pending} pendingLabel={t.pending}>
          {t.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
