import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Heading } from '../Heading/Heading';
import { ImageIcon } from '../Icon/icons';
import { Text } from '../Text/Text';
import * as styles from './ComingSoonPlaceholder.css';

export interface ComingSoonPlaceholderProps {
  /** What will be shown here, e.g. 'Residential Deep Clean'. */
  label: string;
  /** The status text. */
  comingSoonText?: string;
  /** An optional line under the label. */
  description?: ReactNode;
  /** A decorative icon; defaults to an image icon. */
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** A reserved tile for content that is not there yet, such as the before/after photos of the gallery. */
export function ComingSoonPlaceholder({
  label,
  comingSoonText = 'Coming Soon',
  description,
  icon = <ImageIcon />,
  headingLevel = 3,
}: ComingSoonPlaceholderProps) {
  return (
    <article className={styles.root}>
      <span className={styles.icon}>{icon}</span>
      <Heading level={headingLevel} size={4} align="center">
        {label}
      </Heading>
      <Badge tone="accent">{comingSoonText}</Badge>
      {description ? (
        <Text size="small" tone="secondary" align="center">
          {description}
        </Text>
      ) : null}
    </article>
  );
}
