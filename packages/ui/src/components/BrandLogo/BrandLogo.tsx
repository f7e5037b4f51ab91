import type { AnchorHTMLAttributes } from 'react';
import { useLinkComponent } from '../Link/LinkProvider';
import {
  accentWord,
  mark,
  markAccent,
  markSparkle,
  markSparkleInverse,
  markTile,
  markTileInverse,
  root,
  tones,
} from './BrandLogo.css';

export interface BrandMarkProps {
  /** Edge length in pixels. */
  size?: number;
  /** `inverse` draws a light tile for dark surfaces. */
  tone?: 'standard' | 'inverse';
}

/** The logo mark alone: a sparkle on a rounded tile. Decorative; the surrounding link carries the name. */
export function BrandMark({ size = 36, tone = 'standard' }: BrandMarkProps) {
  const inverse = tone === 'inverse';
  return (
    <svg
      className={mark}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="40" height="40" rx="10" className={inverse ? markTileInverse : markTile} />
      <path
        d="M18 7c.9 6.2 3.8 9.1 10 10-6.2.9-9.1 3.8-10 10-.9-6.2-3.8-9.1-10-10 6.2-.9 9.1-3.8 10-10z"
        className={inverse ? markSparkleInverse : markSparkle}
      />
      <path
        d="M29 23c.4 2.8 1.7 4.1 4.5 4.5-2.8.4-4.1 1.7-4.5 4.5-.4-2.8-1.7-4.1-4.5-4.5 2.8-.4 4.1-1.7 4.5-4.5z"
        className={markAccent}
      />
    </svg>
  );
}

export interface BrandLogoProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** The brand name shown beside the mark and used as the link's accessible name. */
  name?: string;
  /** Where the logo links to: the home page. */
  href?: string;
  /** `inverse` for dark surfaces such as the footer. */
  tone?: 'standard' | 'inverse';
}

/**
 * The logo (mark + name) as a link home. A name with two words shows the second one lighter
 * ('SparkleClean' bold, 'Dubai' medium), so the placeholder brand can be swapped without touching styles.
 */
export function BrandLogo({
  name = 'SparkleClean Dubai',
  href = '/',
  tone = 'standard',
  className,
  ...props
}: BrandLogoProps) {
  const AppLink = useLinkComponent();
  const space = name.indexOf(' ');
  const [first, rest] = space > 0 ? [name.slice(0, space), name.slice(space + 1)] : [name, ''];
  return (
    <AppLink href={href} {...props} className={[root, tones[tone], className].filter(Boolean).join(' ')}>
      <BrandMark tone={tone} />
      <span>
        {first}
        {rest ? ' ' : null}
        {rest ? <span className={accentWord}>{rest}</span> : null}
      </span>
    </AppLink>
  );
}
