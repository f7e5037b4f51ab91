import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const selectWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The native select without the browser's arrow; ours is drawn at the inline end. */
export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: `calc(${vars.space.small} + ${vars.size.icon.small} + ${vars.space.xsmall})`,
  selectors: {
    // The placeholder option reads like a placeholder until a real option is chosen.
    '&:has(option[value=""]:checked)': { color: vars.color.foreground.muted },
  },
});

export const option = style({
  color: vars.color.foreground.text,
  // An option that cannot be chosen (a fully booked slot) reads as such; its text says why.
  selectors: { '&:disabled': { color: vars.color.foreground.muted } },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  inlineSize: vars.size.icon.small,
  blockSize: vars.size.icon.small,
  pointerEvents: 'none',
  color: vars.color.foreground.secondary,
});
