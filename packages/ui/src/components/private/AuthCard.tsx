import type { ReactNode, Ref } from 'react';
import { backIcon, backLink, intro, root } from '../AuthForm/AuthForm.css';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { AlertIcon, ArrowLeftIcon, MailIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import { errorMessage, focusTarget, messageIcon } from './AuthCard.css';

interface AuthCardProps {
  back: { href: string; label: string };
  title: string;
  description?: ReactNode;
  /** Focus moves to the heading when this changes (a new step of the same screen). */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** The frame of the /auth screens: a back link, then a card with the screen's heading and what it says. */
export function AuthCard({ back, title, description, headingRef, children }: AuthCardProps) {
  return (
    <div className={root}>
      <Link href={back.href} className={backLink}>
        <ArrowLeftIcon aria-hidden="true" className={backIcon} />
        {back.label}
      </Link>
      <Card padding="large" elevation="raised">
        <div className={intro}>
          <Heading level={1} size={2} ref={headingRef} tabIndex={-1} className={focusTarget}>
            {title}
          </Heading>
          {description ? <Text tone="secondary">{description}</Text> : null}
        </div>
        {children}
      </Card>
    </div>
  );
}

/**
 * The one action of a page a link from an e-mail opens (confirm the address): the refusal, if any, then the button
 * that does it.
 */
export function EmailLinkAction({
  error,
  pending,
  pendingLabel,
  label,
  onAction,
}: {
  error?: string | null;
  pending?: boolean;
  pendingLabel: string;
  label: string;
  onAction: () => void;
}) {
  return (
    <>
      <AuthCardAlert error={error} />
      <Button
        size="large"
        fullWidth
        pending={pending}
        pendingLabel={pendingLabel}
        onClick={onAction}
        icon={<MailIcon aria-hidden="true" />}
      >
        {label}
      </Button>
    </>
  );
}

/** Why the card's last action failed, announced; nothing when it did not. */
export function AuthCardAlert({ error }: { error?: ReactNode }) {
  return error ? (
    <p role="alert" className={errorMessage}>
      <AlertIcon aria-hidden="true" className={messageIcon} />
      <span>{error}</span>
    </p>
  ) : null;
}
