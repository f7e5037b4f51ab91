import type { ComponentType, SVGProps } from 'react';
import { flipInRtl, iconSize } from './Icon.css';

export const iconSizes = ['xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge', 'xxxlarge'] as const;
export type IconSize = (typeof iconSizes)[number];

/** A glyph of the icon set (`StarIcon`, `WhatsAppIcon`…). */
export type IconGlyph = ComponentType<SVGProps<SVGSVGElement>>;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** The glyph, e.g. `StarIcon`. */
  icon: IconGlyph;
  /** A step of the theme's icon scale (`vars.size.icon`). @default 'medium' */
  size?: IconSize;
  /**
   * Mirror the glyph on right-to-left pages, for icons that point the way the text runs: arrows and chevrons
   * for next and back, send, sign out. Not for icons of things (a phone, a clock, a check mark).
   */
  flipInRtl?: boolean;
}

/**
 * An icon of the set at a size of the theme's icon scale. Decorative: hidden from assistive technology, so the
 * control or text around it carries the name.
 */
export function Icon({ icon: Glyph, size = 'medium', flipInRtl: flip = false, className, ...props }: IconProps) {
  return (
    <Glyph
      aria-hidden="true"
      focusable="false"
      {...props}
      className={[iconSize[size], flip ? flipInRtl : undefined, className].filter(Boolean).join(' ')}
    />
  );
}
