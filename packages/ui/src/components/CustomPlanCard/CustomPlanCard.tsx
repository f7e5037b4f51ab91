import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { CheckIcon, HandshakeIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { Text } from '../Text/Text';
import * as styles from './CustomPlanCard.css';

export interface CustomPlanCardProps {
  title?: string;
  description?: ReactNode;
  /** Short selling points shown as a checklist. */
  points?: string[];
  ctaLabel?: string;
  ctaHref?: string;
  headingLevel?: 2 | 3 | 4;
}

/** The last tile of the services grid: for needs the five standard services do not cover, linking to /contact. */
export function CustomPlanCard({
  title = 'Need a Custom Plan?',
  description = "Every home and business is different. Tell us what you need and we'll build a cleaning plan around your space, schedule and budget.",
  points = ['Flexible frequency', 'Combine any services', 'Free on-site quote'],
  ctaLabel = 'Contact Us',
  ctaHref = '/contact',
  headingLevel = 3,
}: CustomPlanCardProps) {
  return (
    <Card as="article" tone="brand" padding="large" elevation="raised" className={styles.root}>
      <span className={styles.iconTile}>
        <Icon icon={HandshakeIcon} size="large" />
      </span>
      <Heading level={headingLevel} size={3} tone="inverse">
        {title}
      </Heading>
      <Text tone="inverseSecondary">{description}</Text>
      {points.length > 0 ? (
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point} className={styles.point}>
              <Icon icon={CheckIcon} size="small" />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
      <ButtonLink href={ctaHref} tone="secondary">
        {ctaLabel}
      </ButtonLink>
    </Card>
  );
}
