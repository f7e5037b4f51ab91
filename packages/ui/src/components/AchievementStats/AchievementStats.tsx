import * as styles from './AchievementStats.css';

export interface Achievement {
  /** The figure as displayed, e.g. '5000+'. */
  value: string;
  /** What it counts, e.g. 'Happy clients'. */
  label: string;
}

export interface AchievementStatsProps {
  items: Achievement[];
  /** `inverse` on a brand or inverse Section. */
  tone?: 'standard' | 'inverse';
  'aria-label'?: string;
}

/** Big figures with a label ('5000+ Happy clients'), as a description list: two per row on phones, four on desktops. */
export function AchievementStats({ items, tone = 'standard', 'aria-label': ariaLabel }: AchievementStatsProps) {
  return (
    <dl className={styles.list} aria-label={ariaLabel}>
      {items.map((item) => (
        <div key={item.label} className={`${styles.item} ${styles.itemTone[tone]}`}>
          <dt className={`${styles.label} ${styles.labelTone[tone]}`}>{item.label}</dt>
          <dd className={`${styles.value} ${styles.valueTone[tone]}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
