import { type ReactNode, useEffect, useRef } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { AlertIcon, CircleCheckIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { EmailLinkAction } from '../private/AuthCard';
import { body, focusTarget, messageIcon, noticeMessage } from '../private/AuthCard.css';
import { Text } from '../Text/Text';
import { intro, root } from './AccountConfirmCard.css';

/**
 * `ready` to confirm; opened with `noLink`; the address is `confirmed`; the link has `expired` (a newer one was sent,
 * or a week went by) or is `invalid` (used already, or never ours).
 */
export const accountConfirmStates = ['ready', 'noLink', 'confirmed', 'expired', 'invalid'] as const;
export type AccountConfirmState = (typeof accountConfirmStates)[number];

export interface AccountConfirmCardTexts {
  title: string;
  description: string;
  confirm: string;
  pending: string;
  noLinkTitle: string;
  noLinkText: string;
  confirmedTitle: string;
  expiredTitle: string;
  expiredText: string;
  invalidTitle: string;
  invalidText: string;
  account: string;
}

export const defaultAccountConfirmCardTexts: AccountConfirmCardTexts = {
  title: 'Confirm your e-mail address',
  description:
    'Confirm that this address is yours, and the bookings you made with it before you had an account join your account.',
  confirm: 'Confirm my e-mail address',
  pending: 'Confirming...',
  noLinkTitle: 'Open the link from your e-mail',
  noLinkText: 'This page opens from the link we sent to your e-mail address. Your account page sends a new one.',
  confirmedTitle: 'E-mail address confirmed',
  expiredTitle: 'This link has expired',
  expiredText:
    'Links work for 7 days, and only the last one we sent. Sign in and ask for a new link on your account page.',
  invalidTitle: 'This link does not work',
  invalidText:
    'It has been used already, or it is not complete. If your address is confirmed, your bookings are in your account.',
  account: 'Go to my account',
};

export interface AccountConfirmCardProps {
  state: AccountConfirmState;
  onConfirm: () => void;
  pending?: boolean;
  /** Why the last try failed (offline), above the button. */
  error?: string | undefined;
  /** What the confirmation did, e.g. '2 earlier bookings are now in your account.' */
  confirmedText?: string;
  /** The account page, where a signed-out visitor is asked to sign in first. @default '/account' */
  accountHref?: string;
  texts?: Partial<AccountConfirmCardTexts>;
}

/**
 * The page an account's confirmation e-mail links to: one button proves the address (the link is used then, not when
 * the page opens: mail scanners open links), and the bookings made with it before are attached to the account. Every
 * outcome leads to the account page. Focus moves to the heading of each new screen.
 */
export function AccountConfirmCard({
  state,
  onConfirm,
  pending = false,
  error,
  confirmedText,
  accountHref = '/account',
  texts: textsProp,
}: AccountConfirmCardProps) {
  const t = { ...defaultAccountConfirmCardTexts, ...textsProp };
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current !== state) heading.current?.focus();
    previous.current = state;
  }, [state]);

  const frame = (title: string, content: ReactNode, description?: string) => (
    <div className={root}>
      <Card padding="large" elevation="raised">
        <div className={intro}>
          <Heading level={1} size={2} ref={heading} tabIndex={-1} className={focusTarget}>
            {title}
          </Heading>
          {description ? <Text tone="secondary">{description}</Text> : null}
        </div>
        <div className={body}>{content}</div>
      </Card>
    </div>
  );

  if (state === 'ready') {
    return frame(
      t.title,
      <EmailLinkAction
        error={error}
        pending={pending}
        pendingLabel={t.pending}
        label={t.confirm}
        onAction={onConfirm}
      />,
      t.description,
    );
  }

  const [title, text, done] =
    state === 'confirmed'
      ? [t.confirmedTitle, confirmedText ?? '', true]
      : state === 'expired'
        ? [t.expiredTitle, t.expiredText, false]
        : state === 'invalid'
          ? [t.invalidTitle, t.invalidText, false]
          : [t.noLinkTitle, t.noLinkText, false];
  return frame(
    title,
    <>
      <p role={done ? 'status' : undefined} className={noticeMessage}>
        {done ? (
          <CircleCheckIcon aria-hidden="true" className={messageIcon} />
        ) : (
          <AlertIcon aria-hidden="true" className={messageIcon} />
        )}
        <span>{text}</span>
      </p>
      <ButtonLink href={accountHref}>{t.account}</ButtonLink>
    </>,
  );
}
