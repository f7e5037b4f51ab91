import type { ReactNode } from 'react';
import { Hero, type HeroImage } from '../Hero/Hero';
import type { HeroIllustrationVariant } from '../HeroIllustration/HeroIllustration';
import { Icon } from '../Icon/Icon';
import { CalendarIcon, PhoneIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { Ltr } from '../private/Ltr';
import { toTelHref } from '../private/telLink';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export interface LandingHeroProps {
  /** The landing page's h1, e.g. 'Grease Trap Cleaning in Dubai'. */
  title: ReactNode;
  /** The page's description under the title. */
  description?: ReactNode;
  /** A short line above the title, e.g. the city. */
  eyebrow?: ReactNode;
  /** The phone number as displayed ('+971 50 123 4567'); the call button links to tel:. */
  phone: string;
  /** Prefix for screen readers, so the button reads 'Call +971 50 123 4567'. */
  callLabel?: string;
  bookLabel?: string;
  bookHref?: string;
  image?: HeroImage;
  /** The illustration's scene while there is no image, e.g. 'greaseTrap'. @default 'cleaning' */
  illustration?: HeroIllustrationVariant;
}

/** The landing template's hero: 'Book Free Inspection' and a call button showing the phone number. */
export function LandingHero({
  title,
  description,
  eyebrow,
  phone,
  callLabel = 'Call',
  bookLabel = 'Book Free Inspection',
  bookHref = '/book-now',
  image,
  illustration = 'cleaning',
}: LandingHeroProps) {
  return (
    <Hero
      title={title}
      subtitle={description}
      eyebrow={eyebrow}
      image={image}
      illustration={illustration}
      actions={
        <>
          <ButtonLink href={bookHref} size="large" icon={<Icon icon={CalendarIcon} size="medium" />}>
            {bookLabel}
          </ButtonLink>
          <ButtonLink
            href={toTelHref(phone)}
            tone="secondary"
            size="large"
            icon={<Icon icon={PhoneIcon} size="medium" />}
          >
            <VisuallyHidden>{`${callLabel} `}</VisuallyHidden>
            <Ltr>{phone}</Ltr>
          </ButtonLink>
        </>
      }
    />
  );
}
