import { type ReactNode, useId } from 'react';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { HomeIcon, ShieldAlertIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { statusIcon, statusMessage, statusPage } from '../private/statusPage.css';
import { Text } from '../Text/Text';
import { icon } from './AccessDenied.css';

export interface AccessDeniedProps {
  title?: string;
  message?: ReactNode;
  homeHref?: string;
  homeLabel?: string;
}

/** Shown to a signed-in user without admin rights who opens /admin. */
export function AccessDenied({
  title = 'Access Denied',
  message = "You don't have permission to view this page. Admin access is required; please contact support if you think this is a mistake.",
  homeHref = '/',
  homeLabel = 'Return to Home',
}: AccessDeniedProps) {
  const titleId = useId();
  return (
    <section className={statusPage} aria-labelledby={titleId}>
      <span className={`${statusIcon} ${icon}`}>
        <Icon icon={ShieldAlertIcon} size="xxlarge" />
      </span>
      <Heading level={1} size={2} id={titleId} align="center">
        {title}
      </Heading>
      <Text size="large" tone="secondary" align="center" className={statusMessage}>
        {message}
      </Text>
      <ButtonLink href={homeHref} size="large" icon={<Icon icon={HomeIcon} size="medium" />}>
        {homeLabel}
      </ButtonLink>
    </section>
  );
}
