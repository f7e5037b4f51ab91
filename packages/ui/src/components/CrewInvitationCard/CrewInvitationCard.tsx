import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { form } from '../AuthForm/AuthForm.css';
import { Button } from '../Button/Button';
import { AlertIcon, CircleCheckIcon, ClockIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { PasswordField } from '../PasswordField/PasswordField';
import { AuthCard, AuthCardAlert } from '../private/AuthCard';
import { body, messageIcon, noticeMessage } from '../private/AuthCard.css';
import { TextField } from '../TextField/TextField';
import { switchLine } from './CrewInvitationCard.css';

/**
 * Where an invitation to join the crews stands for the person who opened it: being read (`loading`), not readable
 * (`failed`), unknown (`notFound`), too old (`expired`), taken (`used`), `open` to join with an account (created here
 * or signed in to), signed in with the invited address and ready to `accept`, or signed in with another address
 * (`otherAccount`).
 */
export const crewInvitationStates = [
  'loading',
  'failed',
  'notFound',
  'expired',
  'used',
  'open',
  'accept',
  'otherAccount',
] as const;
export type CrewInvitationState = (typeof crewInvitationStates)[number];

/** Join with a new account, or with the account the invited address has already. */
export const crewInvitationModes = ['signUp', 'signIn'] as const;
export type CrewInvitationMode = (typeof crewInvitationModes)[number];

export interface CrewInvitationValues {
  fullName: string;
  password: string;
}

export interface CrewInvitationCardTexts {
  back: string;
  loading: string;
  failedTitle: string;
  failedText: string;
  retry: string;
  notFoundTitle: string;
  notFoundText: string;
  expiredTitle: string;
  expiredText: string;
  usedTitle: string;
  usedText: string;
  myJobs: string;
  title: string;
  /** Who invites whom to which team: 'SparkleClean Dubai invites you to join Team Marina.' */
  intro: (team: string | null) => string;
  /** Until when the invitation can be accepted. */
  expires: (date: string) => string;
  fullName: string;
  email: string;
  emailHint: string;
  password: string;
  passwordHint: string;
  signUpSubmit: string;
  signInSubmit: string;
  toSignIn: string;
  toSignUp: string;
  pending: string;
  acceptText: (email: string) => string;
  accept: string;
  otherAccountText: (signedInAs: string, invited: string) => string;
  signOut: string;
}

export const defaultCrewInvitationCardTexts: CrewInvitationCardTexts = {
  back: 'Back to Home',
  loading: 'Loading...',
  failedTitle: 'This page could not be loaded',
  failedText: 'Please check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'We could not find this invitation',
  notFoundText: 'Please check that you opened the whole link from our e-mail, or ask the office for a new one.',
  expiredTitle: 'This invitation has expired',
  expiredText: 'Invitations can be accepted for 7 days. Please ask the office for a new one.',
  usedTitle: 'This invitation has been used',
  usedText: 'If you accepted it, your jobs are waiting for you.',
  myJobs: 'See my jobs',
  title: 'Join our cleaning crew',
  intro: (team) =>
    team ? `SparkleClean Dubai invites you to join ${team}.` : 'SparkleClean Dubai invites you to join its crews.',
  expires: (date) => `You can accept this invitation until ${date}.`,
  fullName: 'Full Name',
  email: 'Email',
  emailHint: 'The address this invitation was sent to.',
  password: 'Password',
  passwordHint: 'At least 6 characters.',
  signUpSubmit: 'Create account and join',
  signInSubmit: 'Sign in and join',
  toSignIn: 'I already have an account',
  toSignUp: 'I am new here: create an account',
  pending: 'Please wait...',
  acceptText: (email) => `You are signed in as ${email}.`,
  accept: 'Join the crew',
  otherAccountText: (signedInAs, invited) =>
    `You are signed in as ${signedInAs}, but this invitation is for ${invited}. Sign out, then open the link again.`,
  signOut: 'Sign Out',
};

export interface CrewInvitationCardProps {
  state: CrewInvitationState;
  /** The invited address (it is the account's address: it cannot be changed here). */
  email?: string;
  /** The team's name, when the invitation names one. */
  team?: string | null;
  /** Until when it can be accepted, as people read it. */
  expires?: string;
  /** The address of the account signed in now (`otherAccount`, `accept`). */
  signedInAs?: string;
  mode?: CrewInvitationMode;
  onModeChange?: (mode: CrewInvitationMode) => void;
  values?: CrewInvitationValues;
  onChange?: (field: keyof CrewInvitationValues, value: string) => void;
  /** Called once the browser's checks passed: create the account (or sign in) and accept. */
  onSubmit?: () => void;
  onAccept?: () => void;
  onSignOut?: () => void;
  onRetry?: () => void;
  pending?: boolean;
  /** Why the last try failed, above the button; what was typed stays. */
  error?: string;
  /** Where the cleaner's day is. @default '/crew' */
  jobsHref?: string;
  /** @default '/' */
  homeHref?: string;
  texts?: Partial<CrewInvitationCardTexts>;
}

/**
 * The page an invitation to join the crews opens: who invites and to which team, then the account — created here with
 * the invited address, or signed in to — and the invitation accepted with it. An invitation that cannot be accepted
 * says why. Focus moves to the heading of each new screen.
 */
export function CrewInvitationCard({
  state,
  email = '',
  team = null,
  expires,
  signedInAs = '',
  mode = 'signUp',
  onModeChange,
  values = { fullName: '', password: '' },
  onChange,
  onSubmit,
  onAccept,
  onSignOut,
  onRetry,
  pending = false,
  error,
  jobsHref = '/crew',
  homeHref = '/',
  texts: textsProp,
}: CrewInvitationCardProps) {
  const t = { ...defaultCrewInvitationCardTexts, ...textsProp };
  const id = `crew-invitation${useId()}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current !== state) heading.current?.focus();
    previous.current = state;
  }, [state]);
  const back = { href: homeHref, label: t.back };
  const errorBox = <AuthCardAlert error={error} />;

  if (state === 'loading') {
    return (
      <AuthCard back={back} title={t.title} headingRef={heading}>
        <p role="status" className={noticeMessage}>
          <ClockIcon aria-hidden="true" className={messageIcon} />
          <span>{t.loading}</span>
        </p>
      </AuthCard>
    );
  }

  if (state === 'failed' || state === 'notFound' || state === 'expired' || state === 'used') {
    const title = { failed: t.failedTitle, notFound: t.notFoundTitle, expired: t.expiredTitle, used: t.usedTitle }[
      state
    ];
    const text = { failed: t.failedText, notFound: t.notFoundText, expired: t.expiredText, used: t.usedText }[state];
    return (
      <AuthCard back={back} title={title} headingRef={heading}>
        <div className={body}>
          <p className={noticeMessage}>
            <AlertIcon aria-hidden="true" className={messageIcon} />
            <span>{text}</span>
          </p>
          {state === 'failed' ? <Button onClick={onRetry}>{t.retry}</Button> : null}
          {state === 'used' ? <ButtonLink href={jobsHref}>{t.myJobs}</ButtonLink> : null}
        </div>
      </AuthCard>
    );
  }

  const description = (
    <>
      {t.intro(team)}
      {expires ? ` ${t.expires(expires)}` : null}
    </>
  );

  if (state === 'accept' || state === 'otherAccount') {
    const other = state === 'otherAccount';
    return (
      <AuthCard back={back} title={t.title} description={description} headingRef={heading}>
        <div className={body}>
          <p className={noticeMessage}>
            {other ? (
              <AlertIcon aria-hidden="true" className={messageIcon} />
            ) : (
              <CircleCheckIcon aria-hidden="true" className={messageIcon} />
            )}
            <span>{other ? t.otherAccountText(signedInAs, email) : t.acceptText(signedInAs || email)}</span>
          </p>
          {errorBox}
          {other ? (
            <Button
              tone="secondary"
              size="large"
              fullWidth
              pending={pending}
              pendingLabel={t.pending}
              onClick={onSignOut}
            >
              {t.signOut}
            </Button>
          ) : (
            <Button size="large" fullWidth pending={pending} pendingLabel={t.pending} onClick={onAccept}>
              {t.accept}
            </Button>
          )}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard back={back} title={t.title} description={description} headingRef={heading}>
      <InvitationAccountForm
        id={id}
        t={t}
        mode={mode}
        email={email}
        values={values}
        pending={pending}
        errorBox={errorBox}
        onChange={onChange}
        onSubmit={onSubmit}
        onModeChange={onModeChange}
      />
    </AuthCard>
  );
}

/** The account the invitation is accepted with: created here with the invited address, or signed in to. */
function InvitationAccountForm({
  id,
  t,
  mode,
  email,
  values,
  pending,
  errorBox,
  onChange,
  onSubmit,
  onModeChange,
}: Pick<CrewInvitationCardProps, 'onChange' | 'onSubmit' | 'onModeChange'> & {
  id: string;
  t: CrewInvitationCardTexts;
  mode: CrewInvitationMode;
  email: string;
  values: CrewInvitationValues;
  pending: boolean;
  errorBox: ReactNode;
}) {
  const signUp = mode === 'signUp';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit?.();
  };
  return (
    <form onSubmit={submit} className={form}>
      {signUp ? (
        <TextField
          id={`${id}-fullName`}
          name="fullName"
          label={t.fullName}
          autoComplete="name"
          value={values.fullName}
          onValueChange={(value) => onChange?.('fullName', value)}
          required
        />
      ) : null}
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t.email}
        hint={t.emailHint}
        autoComplete="username"
        value={email}
        readOnly
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t.password}
        hint={signUp ? t.passwordHint : undefined}
        autoComplete={signUp ? 'new-password' : 'current-password'}
        minLength={signUp ? 6 : undefined}
        value={values.password}
        onValueChange={(value) => onChange?.('password', value)}
        required
      />
      {errorBox}
      <Button type="submit" size="large" fullWidth pending={pending} pendingLabel={t.pending}>
        {signUp ? t.signUpSubmit : t.signInSubmit}
      </Button>
      <Button
        tone="ghost"
        fullWidth
        className={switchLine}
        onClick={() => onModeChange?.(signUp ? 'signIn' : 'signUp')}
      >
        {signUp ? t.toSignIn : t.toSignUp}
      </Button>
    </form>
  );
}
