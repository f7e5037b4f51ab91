import { type ReactNode, useId } from 'react';
import { Inline, Section } from '../Layout/Layout';
import { ButtonLink } from '../Link/Link';
import * as styles from './CtaBand.css';

/** A link-shaped call to action. */
export interface CtaAction {
  label: string;
  href: string;
  icon?: ReactNode;
}

export interface CtaBandProps {
  /** The band's h2 (text, or an inline editor for admins). */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The main action: a light button on the dark band (e.g. 'Book Now' → /book-now). */
  primaryAction?: CtaAction;
  /** The second action: a light outline button (e.g. 'Contact Us' → /contact). */
  secondaryAction?: CtaAction;
  /** More actions after those two, e.g. the WhatsApp button. Use tones that read on a dark surface. */
  actions?: ReactNode;
  /** `brand` (teal) or `inverse` (deep teal). Both switch the focus ring to the light ring colour. */
  tone?: 'brand' | 'inverse';
  /** The section's id (it also labels the section through its heading); generated when omitted. */
  id?: string;
}

/** A closing call-to-action band: heading, subtitle and up to a few centred buttons on a dark surface. */
export function CtaBand({
  title,
  subtitle,
  primaryAction,
  secondaryAction,
  actions,
  tone = 'brand',
  id,
}: CtaBandProps) {
  const generatedId = useId();
  return (
    <Section id={id ?? `cta${generatedId}`} tone={tone} title={title} subtitle={subtitle} width="narrow">
      <Inline gap="small" className={styles.actions}>
        {primaryAction ? (
          <ButtonLink href={primaryAction.href} tone="secondary" size="large" icon={primaryAction.icon}>
            {primaryAction.label}
          </ButtonLink>
        ) : null}
        {secondaryAction ? (
          <ButtonLink
            href={secondaryAction.href}
            tone="secondary"
            size="large"
            icon={secondaryAction.icon}
            className={styles.outlineOnDark}
          >
            {secondaryAction.label}
          </ButtonLink>
        ) : null}
        {actions}
      </Inline>
    </Section>
  );
}
