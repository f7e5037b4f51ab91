import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.text,
  marginBlockEnd: vars.space.xxsmall,
  selectors: { '[data-invalid="true"] > &': { color: vars.color.foreground.critical } },
});

export const stars = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xxsmall });

/** The radio itself is invisible but stays in place, so the browser's keyboard and the screen reader work as usual. */
export const input = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: 0,
  opacity: 0,
  pointerEvents: 'none',
});

export const star = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  color: vars.color.foreground.ratingEmpty,
  selectors: {
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-filled="true"]': { color: vars.color.foreground.rating },
    '&:hover': { backgroundColor: vars.color.background.subtle },
  },
});

export const icon = style({
  inlineSize: vars.size.icon.large,
  blockSize: vars.size.icon.large,
  selectors: { '[data-filled="true"] &': { fill: 'currentColor' } },
});

export const chosen = style({
  marginInlineStart: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});
