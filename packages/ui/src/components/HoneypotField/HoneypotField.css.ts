import { style } from '@vanilla-extract/css';

/**
 * Out of sight without `display: none` or `visibility: hidden`, which bots recognise and skip: one clipped pixel,
 * taken out of the layout (absolutely positioned, so neither a flex gap nor a grid cell is spent on it).
 */
export const honeypot = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  opacity: 0,
  pointerEvents: 'none',
});
