import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const rating = style({ display: 'inline-flex', alignItems: 'center' });
/** The row of five stars at a step of the icon scale: a star's height, five stars and four gaps wide (Rating.tsx). */
export const starsSize = styleVariants(vars.size.icon, (size) => ({
  blockSize: size,
  inlineSize: `calc(${size} * ${(5 * 24 + 4 * 3) / 24})`,
  flexShrink: 0,
}));
export const filled = style({ color: vars.color.foreground.rating, fill: 'currentColor' });
export const empty = style({ color: vars.color.foreground.ratingEmpty });
