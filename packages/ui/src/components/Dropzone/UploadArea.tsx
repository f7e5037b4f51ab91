import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Heading } from '../Heading/Heading';
import { ButtonLink } from '../Link/Link';
import { Text } from '../Text/Text';
import { area, areaFooter, areaHeader } from './Dropzone.css';

export interface UploadAreaProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: string;
  description?: ReactNode;
  /** Where the quote link goes. */
  quoteHref?: string;
  quoteLabel?: string;
  /** Text beside the quote link. */
  quotePrompt?: ReactNode;
  /** The heading's outline level (the gallery page's h1 is 'Project Gallery'). */
  headingLevel?: 2 | 3;
  /** The Dropzone, the UploadItemList and the upload button. */
  children?: ReactNode;
}

/** The gallery's 'Share Your Cleaning Project' panel: heading, short text, the upload controls and a quote link. */
export function UploadArea({
  title = 'Share Your Cleaning Project',
  description = "Send us photos of the space you'd like cleaned. They help our team understand the job and prepare an accurate quote.",
  quoteHref = '/contact',
  quoteLabel = 'Get Your Quote',
  quotePrompt = 'Prefer to talk it through?',
  headingLevel = 2,
  className,
  children,
  ...props
}: UploadAreaProps) {
  const headingId = `upload-area${useId()}`;
  return (
    <section {...props} aria-labelledby={headingId} className={[area, className].filter(Boolean).join(' ')}>
      <div className={areaHeader}>
        <Heading level={headingLevel} size={3} id={headingId}>
          {title}
        </Heading>
        <Text tone="secondary">{description}</Text>
      </div>
      {children}
      <div className={areaFooter}>
        <Text size="small" tone="secondary">
          {quotePrompt}
        </Text>
        <ButtonLink href={quoteHref} tone="secondary">
          {quoteLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
