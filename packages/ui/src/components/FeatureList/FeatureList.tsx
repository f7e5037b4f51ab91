import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Grid } from '../Layout/Layout';
import { Text } from '../Text/Text';
import * as styles from './FeatureList.css';

export interface Feature {
  /** A decorative icon, e.g. `<LeafIcon />`. */
  icon?: ReactNode;
  title: string;
  text: ReactNode;
}

export interface FeatureListProps {
  items: Feature[];
  /** Columns on desktops (tablets show two, phones one); 1 keeps a single list. */
  columns?: 1 | 2 | 3 | 4;
  /** `inverse` on a brand or inverse Section. */
  tone?: 'standard' | 'inverse';
  /** Centre icon and text in each item (for short value statements). */
  align?: 'start' | 'center';
  headingLevel?: 3 | 4;
  'aria-label'?: string;
}

/** Icon + title + text items: the 'why choose us' points, the company values, a service's features. */
export function FeatureList({
  items,
  columns = 2,
  tone = 'standard',
  align = 'start',
  headingLevel = 3,
  'aria-label': ariaLabel,
}: FeatureListProps) {
  const inverse = tone === 'inverse';
  const list = items.map((feature) => (
    <li key={feature.title} className={[styles.item, align === 'center' ? styles.itemCentered : ''].join(' ')}>
      {feature.icon ? <span className={`${styles.iconBase} ${styles.iconTile[tone]}`}>{feature.icon}</span> : null}
      <div className={styles.copy}>
        <Heading level={headingLevel} size={4} tone={inverse ? 'inverse' : 'standard'} align={align}>
          {feature.title}
        </Heading>
        <Text tone={inverse ? 'inverseSecondary' : 'secondary'} align={align}>
          {feature.text}
        </Text>
      </div>
    </li>
  ));
  if (columns === 1) {
    return (
      <ul className={styles.single} aria-label={ariaLabel}>
        {list}
      </ul>
    );
  }
  return (
    <Grid as="ul" columns={columns} gap="xlarge" aria-label={ariaLabel}>
      {list}
    </Grid>
  );
}
