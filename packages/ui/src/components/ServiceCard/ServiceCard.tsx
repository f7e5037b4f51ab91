import { type ReactNode, useId } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { SparklesIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { Text } from '../Text/Text';
import * as styles from './ServiceCard.css';

export interface ServiceCardImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface ServiceCardProps {
  /** The service name (text, or an inline editor for admins). */
  title: ReactNode;
  description: ReactNode;
  /** A decorative icon, e.g. `<HomeIcon />`: large in the media area without a photo, in a badge with one. */
  icon?: ReactNode;
  /** A photo of the service; without it the icon is drawn on a tinted panel. Lazy-loaded. */
  image?: ServiceCardImage;
  /** Replaces the whole media area, e.g. with an inline image editor; it is not cropped to the 16:10 frame. */
  media?: ReactNode;
  /** The call to action. Set `ctaLabel` to null to leave it out (the services grid shows none). */
  ctaLabel?: string | null;
  ctaHref?: string;
  /** Inline edit controls for admins, pinned to the card's top corner. Render nothing for visitors. */
  adminControls?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** One cleaning service: image or illustration, icon, title, description and 'Book This Service'. */
export function ServiceCard({
  title,
  description,
  icon,
  image,
  media,
  ctaLabel = 'Book This Service',
  ctaHref = '/book-now',
  adminControls,
  headingLevel = 3,
}: ServiceCardProps) {
  const titleId = useId();
  return (
    <Card as="article" padding="none" elevation="raised" className={styles.root} aria-labelledby={titleId}>
      {adminControls ? <div className={styles.adminBar}>{adminControls}</div> : null}
      {/* Custom media (an inline image editor) sizes itself: its editing form must not be cropped. */}
      <div className={media ? styles.customMedia : styles.media}>
        {media ??
          (image ? (
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className={styles.image}
            />
          ) : (
            <div className={styles.placeholder}>
              {icon ? <span className={styles.placeholderIcon}>{icon}</span> : null}
              <Icon icon={SparklesIcon} size="xlarge" className={styles.placeholderSparkle} />
            </div>
          ))}
      </div>
      <div className={styles.body}>
        {/* Without a photo the icon is already large in the media area; a badge would repeat it. */}
        {icon && (image || media) ? <span className={styles.iconBadge}>{icon}</span> : null}
        <Heading level={headingLevel} size={3} id={titleId}>
          {title}
        </Heading>
        {/* A div when the description is an element (e.g. an inline editor, which is not phrasing content). */}
        <Text as={typeof description === 'string' ? 'p' : 'div'} tone="secondary">
          {description}
        </Text>
        {ctaLabel ? (
          <div className={styles.action}>
            <ButtonLink href={ctaHref} tone="primary" fullWidth aria-describedby={titleId}>
              {ctaLabel}
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
