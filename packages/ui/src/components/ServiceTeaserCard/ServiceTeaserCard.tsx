import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { ArrowRightIcon } from '../Icon/icons';
import { useLinkComponent } from '../Link/LinkProvider';
import { Text } from '../Text/Text';
import * as styles from './ServiceTeaserCard.css';

export interface ServiceTeaserCardProps {
  title: string;
  description: ReactNode;
  /** The service's landing page, e.g. '/grease-trap-cleaning-dubai'. */
  href: string;
  /** A decorative icon, e.g. `<UtensilsIcon />`. */
  icon?: ReactNode;
  /** A small label above the title, e.g. 'Dubai'. */
  badge?: string;
  /** The visual 'Learn More' cue; the link's accessible name is the title. */
  moreLabel?: string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A teaser for one of the Dubai service landing pages. The title is the link and it covers the whole card, so
 * there is one tab stop and one clear link name per card.
 */
export function ServiceTeaserCard({
  title,
  description,
  href,
  icon,
  badge,
  moreLabel = 'Learn More',
  headingLevel = 3,
}: ServiceTeaserCardProps) {
  const AppLink = useLinkComponent();
  return (
    <Card as="article" elevation="raised" className={styles.root}>
      {icon ? <span className={styles.iconTile}>{icon}</span> : null}
      {badge ? (
        <Badge tone="brand" className={styles.badge}>
          {badge}
        </Badge>
      ) : null}
      <Heading level={headingLevel} size={3}>
        <AppLink href={href} className={styles.titleLink}>
          {title}
        </AppLink>
      </Heading>
      <Text tone="secondary">{description}</Text>
      <span className={styles.more} aria-hidden="true">
        {moreLabel}
        <Icon icon={ArrowRightIcon} size="small" flipInRtl />
      </span>
    </Card>
  );
}
