import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });

export const backdrop = style({ fill: vars.color.background.brandSoft });
export const backdropRing = style({ fill: 'none', stroke: vars.color.background.subtle, strokeWidth: 18 });
export const ground = style({ fill: vars.color.background.brand, opacity: 0.14 });
export const wall = style({ fill: vars.color.background.surface, stroke: vars.color.border.brand, strokeWidth: 4 });
export const roof = style({ fill: vars.color.background.brand });
export const chimney = style({ fill: vars.color.background.brandHover });
export const door = style({ fill: vars.color.background.accent });
export const doorKnob = style({ fill: vars.color.foreground.text });
export const windowPane = style({
  fill: vars.color.background.subtle,
  stroke: vars.color.border.brand,
  strokeWidth: 4,
});
export const windowShine = style({
  fill: 'none',
  stroke: vars.color.background.surface,
  strokeWidth: 4,
  strokeLinecap: 'round',
});
export const bubble = style({
  fill: vars.color.background.surface,
  fillOpacity: 0.75,
  stroke: vars.color.border.brand,
  strokeWidth: 3,
});
export const bubbleShine = style({
  fill: 'none',
  stroke: vars.color.border.brand,
  strokeWidth: 3,
  strokeLinecap: 'round',
});
export const sparkleAccent = style({ fill: vars.color.background.accent });
export const sparkleBrand = style({ fill: vars.color.background.brand });
export const bottleBody = style({ fill: vars.color.background.brand });
export const bottleLabel = style({ fill: vars.color.background.surface });
export const bottleHead = style({ fill: vars.color.foreground.text });
export const mist = style({ fill: vars.color.background.brand, opacity: 0.35 });

const twinkle = keyframes({
  '0%, 100%': { transform: 'scale(1)', opacity: 1 },
  '50%': { transform: 'scale(0.8)', opacity: 0.7 },
});

/** A gentle twinkle, off for anyone who prefers reduced motion (and in screenshots, which run reduced). */
export const twinkling = style({
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${twinkle} 3.2s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
