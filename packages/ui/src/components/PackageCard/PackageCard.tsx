import { type ReactNode, useId } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { CircleCheckIcon, StarIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { Text } from '../Text/Text';
import * as styles from './PackageCard.css';

export interface PackageCardProps {
  /** The plan's name, e.g. 'Deep Clean'. */
  name: string;
  /** The price in `currency`, shown as 'AED 300'. */
  price: number | string;
  currency?: string;
  /** The currency after the amount, as the locale writes it ('150 د.إ.' in ar-AE). @default false */
  currencyAfter?: boolean;
  /** Small text after the price, e.g. 'per visit'. */
  priceNote?: string;
  description?: ReactNode;
  features: string[];
  /** Highlights the plan and shows the `popularLabel` marker. */
  popular?: boolean;
  popularLabel?: string;
  ctaLabel?: string;
  ctaHref?: string;
  headingLevel?: 2 | 3 | 4;
}

/** A price plan: name, 'AED {price}', what is included and 'Choose Plan'. The popular plan stands out. */
export function PackageCard({
  name,
  price,
  currency = 'AED',
  currencyAfter = false,
  priceNote,
  description,
  features,
  popular = false,
  popularLabel = 'Most Popular',
  ctaLabel = 'Choose Plan',
  ctaHref = '/book-now',
  headingLevel = 3,
}: PackageCardProps) {
  const titleId = useId();
  return (
    <Card
      as="article"
      padding="large"
      elevation={popular ? 'flat' : 'raised'}
      tone={popular ? 'highlight' : 'standard'}
      aria-labelledby={titleId}
      className={[styles.root, popular ? styles.popular : undefined].filter(Boolean).join(' ')}
    >
      {/* The marker sits in the card's own box, beside the name (below it when there is no room): a card, or
          any container around it, may clip what overflows it. */}
      <div className={styles.header}>
        <Heading level={headingLevel} size={3} id={titleId}>
          {name}
        </Heading>
        {popular ? (
          <p className={styles.marker}>
            <Icon icon={StarIcon} size="xsmall" fill="currentColor" />
            {popularLabel}
          </p>
        ) : null}
      </div>
      <p className={styles.price}>
        {currencyAfter ? (
          <>
            <span className={styles.amount}>{price}</span> <span className={styles.currency}>{currency}</span>
          </>
        ) : (
          <>
            <span className={styles.currency}>{currency}</span> <span className={styles.amount}>{price}</span>
          </>
        )}
        {priceNote ? <span className={styles.period}>{priceNote}</span> : null}
      </p>
      {description ? <Text tone="secondary">{description}</Text> : null}
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <Icon icon={CircleCheckIcon} size="medium" className={styles.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <ButtonLink href={ctaHref} tone={popular ? 'primary' : 'secondary'} fullWidth aria-describedby={titleId}>
        {ctaLabel}
      </ButtonLink>
    </Card>
  );
}
