import { type ReactNode, useId } from 'react';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { HomeIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { statusMessage, statusPage } from '../private/statusPage.css';
import { Text } from '../Text/Text';
import { code as codeStyle } from './NotFound.css';

export interface NotFoundProps {
  /** The large code above the title. */
  code?: string;
  title?: string;
  message?: ReactNode;
  homeHref?: string;
  homeLabel?: string;
}

/**
 * The 404 page: a large '404', 'Oops! Page not found' and a way home. (Logging the missing path is the app's job.)
 */
export function NotFound({
  code = '404',
  title = 'Oops! Page not found',
  message = 'The page you are looking for does not exist or has been moved.',
  homeHref = '/',
  homeLabel = 'Return to Home',
}: NotFoundProps) {
  const titleId = useId();
  return (
    <section className={statusPage} aria-labelledby={titleId}>
      <p className={codeStyle}>{code}</p>
      <Heading level={1} size={2} id={titleId} align="center">
        {title}
      </Heading>
      {message ? (
        <Text size="large" tone="secondary" align="center" className={statusMessage}>
          {message}
        </Text>
      ) : null}
      <ButtonLink href={homeHref} size="large" icon={<Icon icon={HomeIcon} size="medium" />}>
        {homeLabel}
      </ButtonLink>
    </section>
  );
}
