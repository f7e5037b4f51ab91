import type { ReactNode } from 'react';
import { CtaBand } from '../CtaBand/CtaBand';
import { Icon } from '../Icon/Icon';
import { CalendarIcon, MailIcon } from '../Icon/icons';

export interface LandingCtaProps {
  title?: string;
  subtitle?: ReactNode;
  bookLabel?: string;
  bookHref?: string;
  quoteLabel?: string;
  quoteHref?: string;
  /** More actions, e.g. a WhatsApp button. */
  actions?: ReactNode;
  id?: string;
}

/** The landing template's closing call to action: 'Book Your Service' and 'Get Free Quote'. */
export function LandingCta({
  title = 'Ready to Get Started?',
  subtitle = 'Book a visit today or ask for a free, no-obligation quote. We confirm within 24 hours.',
  bookLabel = 'Book Your Service',
  bookHref = '/book-now',
  quoteLabel = 'Get Free Quote',
  quoteHref = '/contact',
  actions,
  id = 'landing-cta',
}: LandingCtaProps) {
  return (
    <CtaBand
      id={id}
      title={title}
      subtitle={subtitle}
      primaryAction={{ label: bookLabel, href: bookHref, icon: <Icon icon={CalendarIcon} size="medium" /> }}
      secondaryAction={{ label: quoteLabel, href: quoteHref, icon: <Icon icon={MailIcon} size="medium" /> }}
      actions={actions}
    />
  );
}
