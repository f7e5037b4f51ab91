import { Button } from '../Button/Button';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { statusMessage, statusPage } from './statusPage.css';

/**
 * A page's "could not load" screen: its title, what went wrong (the caller's message or a general one, announced as an
 * alert) and a button to try again. The manage link, the account page and the review form show it the same way.
 */
export function FailedStatus({
  id,
  headingLevel,
  className,
  title,
  message,
  retry,
  onRetry,
}: {
  /** The section is named by its heading, `${id}-title`. */
  id: string;
  headingLevel: HeadingLevel;
  className?: string;
  title: string;
  message: string;
  retry: string;
  onRetry?: () => void;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={[className, statusPage].filter(Boolean).join(' ')}>
      <Heading level={headingLevel} size={2} id={`${id}-title`} align="center">
        {title}
      </Heading>
      <Text role="alert" size="large" tone="secondary" align="center" className={statusMessage}>
        {message}
      </Text>
      <Button onClick={onRetry}>{retry}</Button>
    </section>
  );
}
