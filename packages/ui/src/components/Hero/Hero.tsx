import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Heading } from '../Heading/Heading';
import { HeroIllustration, type HeroIllustrationVariant } from '../HeroIllustration/HeroIllustration';
import { Icon } from '../Icon/Icon';
import { SparklesIcon } from '../Icon/icons';
import { Container, Inline } from '../Layout/Layout';
import { ButtonLink } from '../Link/Link';
import { Text } from '../Text/Text';
import * as styles from './Hero.css';

/** A photo with its intrinsic size, so the page does not jump while it loads. */
export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** A short line above the title, e.g. 'Trusted by 5000+ clients in Dubai'. */
  eyebrow?: ReactNode;
  /** The buttons. Without it one call to action is shown from `ctaLabel`/`ctaHref`. */
  actions?: ReactNode;
  ctaLabel?: string;
  ctaHref?: string;
  /** A photo (loaded with high fetch priority: it is the largest paint). Without it, `illustration` is shown. */
  image?: HeroImage;
  /** The scene of our HeroIllustration shown when there is no image. @default 'home' */
  illustration?: HeroIllustrationVariant;
  /** Anything below the actions, e.g. a few trust points. */
  children?: ReactNode;
}

/** The top band of a page: h1, subtitle, calls to action and a photo or our illustration beside them. */
export function Hero({
  title,
  subtitle,
  eyebrow,
  actions,
  ctaLabel = 'Book a Cleaning',
  ctaHref = '/book-now',
  image,
  illustration = 'home',
  children,
  className,
  ...props
}: HeroProps) {
  const headingId = useId();
  return (
    <section {...props} aria-labelledby={headingId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.copy}>
            {eyebrow ? (
              <p className={styles.eyebrow}>
                <Icon icon={SparklesIcon} size="xsmall" />
                {eyebrow}
              </p>
            ) : null}
            <Heading level={1} id={headingId}>
              {title}
            </Heading>
            {subtitle ? (
              // A div when the subtitle is an element (e.g. an inline editor, which is not phrasing content).
              <Text
                as={typeof subtitle === 'string' ? 'p' : 'div'}
                size="large"
                tone="secondary"
                className={styles.subtitle}
              >
                {subtitle}
              </Text>
            ) : null}
            <Inline gap="small">
              {actions ?? (
                <ButtonLink href={ctaHref} size="large">
                  {ctaLabel}
                </ButtonLink>
              )}
            </Inline>
            {children}
          </div>
          <div className={styles.media_}>
            {image ? (
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                fetchPriority="high"
                decoding="async"
                className={styles.image}
              />
            ) : (
              <HeroIllustration variant={illustration} className={styles.illustration} />
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
