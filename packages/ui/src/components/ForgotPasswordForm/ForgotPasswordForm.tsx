import { type FormEvent, useEffect, useId, useRef } from 'react';
import { form } from '../AuthForm/AuthForm.css';
import { Button } from '../Button/Button';
import { MailIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { AuthCard, AuthCardAlert } from '../private/AuthCard';
import { body, links, messageIcon, noticeMessage } from '../private/AuthCard.css';
import { TextField } from '../TextField/TextField';

/** `editing` the address, or the link was `sent` (the page says the same whatever the address). */
export const forgotPasswordStates = ['editing', 'sent'] as const;
export type ForgotPasswordState = (typeof forgotPasswordStates)[number];

export interface ForgotPasswordFormTexts {
  back: string;
  title: string;
  description: string;
  email: string;
  submit: string;
  pending: string;
  sentTitle: string;
  again: string;
  signIn: string;
}

export const defaultForgotPasswordFormTexts: ForgotPasswordFormTexts = {
  back: 'Back to Sign In',
  title: 'Reset your password',
  description: 'Enter the e-mail address of your account. We will send it a link to choose a new password.',
  email: 'Email',
  submit: 'Send reset link',
  pending: 'Sending...',
  sentTitle: 'Check your e-mail',
  again: 'Send another link',
  signIn: 'Back to Sign In',
};

export interface ForgotPasswordFormProps {
  state: ForgotPasswordState;
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  /** From `sent`, back to the form to send another link. */
  onAgain: () => void;
  /** Sending: the button says so and the form does not send twice. */
  pending?: boolean;
  /** A refusal of the address (empty, malformed), under the field. */
  emailError?: string;
  /** Why the last request failed, above the button. */
  error?: string;
  /** What the `sent` page says, e.g. 'If staff@example.com has an account, we have sent it a link…'. */
  sentText?: string;
  /** Where 'Back to Sign In' leads. @default '/auth' */
  signInHref?: string;
  texts?: Partial<ForgotPasswordFormTexts>;
}

/**
 * 'Forgot password?' on /auth: an e-mail address, and a link to choose a new password is sent to it. What the
 * page says afterwards never tells whether the address has an account. Focus moves to the new heading.
 */
export function ForgotPasswordForm({
  state,
  email,
  onEmailChange,
  onSubmit,
  onAgain,
  pending = false,
  emailError,
  error,
  sentText,
  signInHref = '/auth',
  texts: textsProp,
}: ForgotPasswordFormProps) {
  const t = { ...defaultForgotPasswordFormTexts, ...textsProp };
  const id = `forgot${useId()}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current !== state) heading.current?.focus();
    previous.current = state;
  }, [state]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };

  if (state === 'sent') {
    return (
      <AuthCard back={{ href: signInHref, label: t.back }} title={t.sentTitle} headingRef={heading}>
        <div className={body}>
          <p role="status" className={noticeMessage}>
            <MailIcon aria-hidden="true" className={messageIcon} />
            <span>{sentText}</span>
          </p>
          <div className={links}>
            <Button tone="secondary" onClick={onAgain}>
              {t.again}
            </Button>
            <Link href={signInHref}>{t.signIn}</Link>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      back={{ href: signInHref, label: t.back }}
      title={t.title}
      description={t.description}
      headingRef={heading}
    >
      <form noValidate onSubmit={submit} className={`${form} ${body}`}>
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t.email}
          autoComplete="email"
          value={email}
          onValueChange={onEmailChange}
          error={emailError}
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
