import { type FormEvent, useId } from 'react';
import { form } from '../AuthForm/AuthForm.css';
import { Button } from '../Button/Button';
import { AlertIcon, ClockIcon } from '../Icon/icons';
import { PasswordField } from '../PasswordField/PasswordField';
import { AuthCard, AuthCardAlert } from '../private/AuthCard';
import { body, messageIcon, noticeMessage } from '../private/AuthCard.css';
import { TextField } from '../TextField/TextField';

/**
 * Why the cleaner's day is not shown: the session is being restored (`loading`), nobody is signed in (`signIn`, with
 * the form), the account is not a cleaner of a team (`notForYou`), or the day could not be loaded and none is kept on
 * the phone (`failed`).
 */
export const crewAccessStates = ['loading', 'signIn', 'notForYou', 'failed'] as const;
export type CrewAccessState = (typeof crewAccessStates)[number];

export interface CrewAccessCardTexts {
  back: string;
  loading: string;
  loadingTitle: string;
  signInTitle: string;
  signInText: string;
  email: string;
  password: string;
  signIn: string;
  pending: string;
  notForYouTitle: string;
  notForYouText: string;
  signOut: string;
  failedTitle: string;
  failedText: string;
  retry: string;
}

export const defaultCrewAccessCardTexts: CrewAccessCardTexts = {
  back: 'Back to Home',
  loading: 'Loading your jobs...',
  loadingTitle: 'Your jobs',
  signInTitle: 'Sign in to see your jobs',
  signInText: 'This page is for our cleaners: sign in with the account you made from your invitation.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign In',
  pending: 'Please wait...',
  notForYouTitle: 'This page is for our cleaners',
  notForYouText:
    'Your account is not in a cleaning team. If you were invited, open the link from the invitation e-mail; otherwise ask the office.',
  signOut: 'Sign Out',
  failedTitle: 'Your jobs could not be loaded',
  failedText: 'Please check your connection and try again.',
  retry: 'Try again',
};

export interface CrewAccessCardProps {
  state: CrewAccessState;
  email?: string;
  password?: string;
  onEmailChange?: (value: string) => void;
  onPasswordChange?: (value: string) => void;
  /** Called once the browser's checks passed. */
  onSignIn?: () => void;
  onSignOut?: () => void;
  onRetry?: () => void;
  pending?: boolean;
  /** Why the last sign-in failed; what was typed stays. */
  error?: string;
  /** @default '/' */
  homeHref?: string;
  texts?: Partial<CrewAccessCardTexts>;
}

/** What /crew shows instead of the day: a sign-in for cleaners, or why this account sees no jobs. */
export function CrewAccessCard({
  state,
  email = '',
  password = '',
  onEmailChange,
  onPasswordChange,
  onSignIn,
  onSignOut,
  onRetry,
  pending = false,
  error,
  homeHref = '/',
  texts: textsProp,
}: CrewAccessCardProps) {
  const t = { ...defaultCrewAccessCardTexts, ...textsProp };
  const id = `crew-access${useId()}`;
  const back = { href: homeHref, label: t.back };

  if (state === 'loading') {
    return (
      <AuthCard back={back} title={t.loadingTitle}>
        <p role="status" className={noticeMessage}>
          <ClockIcon aria-hidden="true" className={messageIcon} />
          <span>{t.loading}</span>
        </p>
      </AuthCard>
    );
  }

  if (state === 'notForYou' || state === 'failed') {
    const notForYou = state === 'notForYou';
    return (
      <AuthCard back={back} title={notForYou ? t.notForYouTitle : t.failedTitle}>
        <div className={body}>
          <p className={noticeMessage}>
            <AlertIcon aria-hidden="true" className={messageIcon} />
            <span>{notForYou ? t.notForYouText : t.failedText}</span>
          </p>
          {notForYou ? (
            <Button tone="secondary" onClick={onSignOut}>
              {t.signOut}
            </Button>
          ) : (
            <Button onClick={onRetry}>{t.retry}</Button>
          )}
        </div>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSignIn?.();
  };
  return (
    <AuthCard back={back} title={t.signInTitle} description={t.signInText}>
      <form onSubmit={submit} className={form}>
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t.email}
          autoComplete="email"
          value={email}
          onValueChange={(value) => onEmailChange?.(value)}
          required
        />
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={t.password}
          autoComplete="current-password"
          value={password}
          onValueChange={(value) => onPasswordChange?.(value)}
          required
        />
        <AuthCardAlert error={error} />
        <Button type="submit" size="large" fullWidth pending={pending} pendingLabel={t.pending}>
          {t.signIn}
        </Button>
      </form>
    </AuthCard>
  );
}
