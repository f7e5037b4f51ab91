import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });

// The shared frame: a soft disc with a ring, and the ground the scene stands on.
export const backdrop = style({ fill: vars.color.background.brandSoft });
export const backdropRing = style({ fill: 'none', stroke: vars.color.background.subtle, strokeWidth: 18 });
export const ground = style({ fill: vars.color.background.brand, opacity: 0.14 });

// The parts every scene is drawn with, in the theme's colours only.
/** A light shape with a brand outline: walls, the bucket, the stove, the tank. */
export const outlined = style({
  fill: vars.color.background.surface,
  stroke: vars.color.border.brand,
  strokeWidth: 4,
  strokeLinejoin: 'round',
});
/** A solid brand shape: roofs, the bottle, the tower, the pot. */
export const solid = style({ fill: vars.color.background.brand });
/** A darker brand shape: chimneys, pipes, the cooktop. */
export const solidDark = style({ fill: vars.color.background.brandHover });
/** Plain white: the bottle's label. */
export const light = style({ fill: vars.color.background.surface });
/** The warm accent: the door, the sponge, the grease. */
export const accent = style({ fill: vars.color.background.accent });
/** Small dark details: knobs, the bottle's trigger. */
export const ink = style({ fill: vars.color.foreground.text });
/** Glass and water. */
export const pane = style({ fill: vars.color.background.subtle, stroke: vars.color.border.brand, strokeWidth: 4 });
export const water = style({ fill: vars.color.background.brand, opacity: 0.2 });
/** A light highlight line on glass or metal. */
export const shine = style({
  fill: 'none',
  stroke: vars.color.background.surface,
  strokeWidth: 4,
  strokeLinecap: 'round',
});
/** An open brand line: handles, steam. */
export const line = style({
  fill: 'none',
  stroke: vars.color.border.brand,
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const steam = style([line, { opacity: 0.45 }]);
export const mist = style({ fill: vars.color.background.brand, opacity: 0.35 });

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

// Stroke weights, after the parts so that they win: `${s.line} ${s.thin}`.
export const thin = style({ strokeWidth: 3 });
export const thick = style({ strokeWidth: 8 });
