import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-expanded="true"]': { borderColor: vars.color.border.brand },
    // While the calendar's code loads on first open.
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const triggerIcon = style({
  inlineSize: vars.size.icon.small,
  blockSize: vars.size.icon.small,
  flexShrink: 0,
  color: vars.color.foreground.secondary,
});

export const triggerPlaceholder = style({ color: vars.color.foreground.muted });
