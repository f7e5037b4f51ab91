import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { CircleCheckIcon } from '../Icon/icons';
import { Grid, Section } from '../Layout/Layout';
import * as styles from './LandingWhyChoose.css';

export interface LandingWhyChooseProps {
  title?: string;
  subtitle?: ReactNode;
  /** Short reasons, one line each. */
  points: string[];
  id?: string;
}

/** The landing template's 'why choose us' points as a two-column checklist. */
export function LandingWhyChoose({
  title = 'Why Choose Us',
  subtitle,
  points,
  id = 'landing-why-choose',
}: LandingWhyChooseProps) {
  return (
    <Section id={id} title={title} subtitle={subtitle} width="narrow">
      <Grid as="ul" columns={2} gap="large">
        {points.map((point) => (
          <li key={point} className={styles.item}>
            <Icon icon={CircleCheckIcon} size="large" className={styles.icon} />
            <span>{point}</span>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
