import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { MapPinIcon } from '../Icon/icons';
import { Section } from '../Layout/Layout';
import * as styles from './LandingAreas.css';

export interface LandingAreasProps {
  title?: string;
  subtitle?: ReactNode;
  /** Neighbourhoods or cities served. */
  areas: string[];
  id?: string;
}

/** The landing template's areas served, as a wrap of location chips. */
export function LandingAreas({ title = 'Areas We Serve', subtitle, areas, id = 'landing-areas' }: LandingAreasProps) {
  return (
    <Section id={id} tone="subtle" title={title} subtitle={subtitle}>
      <ul className={styles.list}>
        {areas.map((area) => (
          <li key={area} className={styles.area}>
            <Icon icon={MapPinIcon} size="small" />
            {area}
          </li>
        ))}
      </ul>
    </Section>
  );
}
