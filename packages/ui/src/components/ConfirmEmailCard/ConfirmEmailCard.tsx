import { useEffect, useRef } from 'react';
import { AlertIcon, CircleCheckIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { AuthCard, EmailLinkAction } from '../private/AuthCard';
import { body, messageIcon, noticeMessage } from '../private/AuthCard.css';

/** `ready` to confirm; opened with `noLink`; the link was used or `linkExpired`; the address is `confirmed`. */
export const confirmEmailStates = ['ready', 'noLink', 'linkExpired', 'confirmed'] as const;
export type ConfirmEmailState = (typeof confirmEmailStates)[number];

export interface ConfirmEmailCardTexts {
  back: string;
  title: string;
  description: string;
  confirm: string;
  pending: string;
  noLinkTitle: string;
  noLinkText: string;
  expiredTitle: string;
  expiredText: string;
  signIn: string;
  confirmedTitle: string;
  confirmedText: string;
  home: string;
}

export const defaultConfirmEmailCardTexts: ConfirmEmailCardTexts = {
  back: 'Back to Sign In',
  title: 'Confirm your e-mail address',
  description: 'One step left: confirm that this address is yours, and your account is ready.',
  confirm: 'Confirm my e-mail address',
  pending: 'Confirming...',
  noLinkTitle: 'Open the link from your e-mail',
  noLinkText: 'This page opens from the link we sent you when you created your account.',
  expiredTitle: 'This link no longer works',
  expiredText:
    'This link has expired or has been used already. If your address is confirmed, sign in; if not, sign in to be sent a new link.',
  signIn: 'Sign In',
  confirmedTitle: 'E-mail address confirmed',
  confirmedText: 'Your account is ready, and you are signed in.',
  home: 'Go to the home page',
};

export interface ConfirmEmailCardProps {
  state: ConfirmEmailState;
  onConfirm: () => void;
  pending?: boolean;
  /** Why the last try failed, above the button. */
  error?: string;
  /** @default '/auth' */
  signInHref?: string;
  /** @default '/' */
  homeHref?: string;
  texts?: Partial<ConfirmEmailCardTexts>;
}

/**
 * The page a sign-up confirmation links to: one button confirms the address (the link is used then, not when the
 * page opens), and the new account is signed in. Focus moves to the heading of each new screen.
 */
export function ConfirmEmailCard({
  state,
  onConfirm,
  pending = false,
  error,
  signInHref = '/auth',
  homeHref = '/',
  texts: textsProp,
}: ConfirmEmailCardProps) {
  const t = { ...defaultConfirmEmailCardTexts, ...textsProp };
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current !== state) heading.current?.focus();
    previous.current = state;
  }, [state]);
  const back = { href: signInHref, label: t.back };

  if (state === 'noLink' || state === 'linkExpired') {
    const expired = state === 'linkExpired';
    return (
      <AuthCard back={back} title={expired ? t.expiredTitle : t.noLinkTitle} headingRef={heading}>
        <div className={body}>
          <p className={noticeMessage}>
            <AlertIcon aria-hidden="true" className={messageIcon} />
            <span>{expired ? t.expiredText : t.noLinkText}</span>
          </p>
          <ButtonLink href={signInHref}>{t.signIn}</ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (state === 'confirmed') {
    return (
      <AuthCard back={back} title={t.confirmedTitle} headingRef={heading}>
        <div className={body}>
          <p role="status" className={noticeMessage}>
            <CircleCheckIcon aria-hidden="true" className={messageIcon} />
            <span>{t.confirmedText}</span>
          </p>
          <ButtonLink href={homeHref}>{t.home}</ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard back={back} title={t.title} description={t.description} headingRef={heading}>
      <div className={body}>
        <EmailLinkAction
          error={error}
          pending={pending}
          pendingLabel={t.pending}
          label={t.confirm}
          onAction={onConfirm}
        />
      </div>
    </AuthCard>
  );
}
