import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { SparklesIcon } from '../Icon/icons';
import { Grid, Section } from '../Layout/Layout';
import * as styles from './LandingServices.css';

export interface LandingServicesProps {
  title?: string;
  subtitle?: ReactNode;
  /** The services this landing page offers. */
  services: string[];
  id?: string;
}

/** The landing template's list of services, as a grid of ticked tiles. */
export function LandingServices({
  title = 'Our Services',
  subtitle,
  services,
  id = 'landing-services',
}: LandingServicesProps) {
  return (
    <Section id={id} tone="subtle" title={title} subtitle={subtitle}>
      <Grid as="ul" columns={3} gap="medium">
        {services.map((service) => (
          <li key={service} className={styles.item}>
            <span className={styles.check}>
              <Icon icon={SparklesIcon} size="small" />
            </span>
            {service}
          </li>
        ))}
      </Grid>
    </Section>
  );
}
