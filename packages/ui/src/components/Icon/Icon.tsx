import type { ComponentType, SVGProps } from 'react';
import { iconSize } from './Icon.css';

export const iconSizes = ['xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge', 'xxxlarge'] as const;
export type IconSize = (typeof iconSizes)[number];

/** A glyph of the icon set (`StarIcon`, `WhatsAppIcon`…). */
export type IconGlyph = ComponentType<SVGProps<SVGSVGElement>>;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** The glyph, e.g. `StarIcon`. */
  icon: IconGlyph;
  /** A step of the theme's icon scale (`vars.size.icon`). @default 'medium' */
  size?: IconSize;
}

/**
 * An icon of the set at a size of the theme's icon scale. Decorative: hidden from assistive technology, so the
 * control or text around it carries the name.
 */
export function Icon({ icon: Glyph, size = 'medium', className, ...props }: IconProps) {
  return (
    <Glyph
      aria-hidden="true"
      focusable="false"
      {...props}
      className={[iconSize[size], className].filter(Boolean).join(' ')}
    />
  );
}
