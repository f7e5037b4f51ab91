import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A 44px square icon button inside the field's box. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.foreground.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground.text, backgroundColor: vars.color.background.neutralHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&[aria-pressed="true"]': { color: vars.color.foreground.brand },
  },
});

export const toggleIcon = style({ inlineSize: vars.size.icon.medium, blockSize: vars.size.icon.medium });
