import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Size of the round launcher; the panel sits just above it. */
export const launcherSize = '3.5rem';

export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: launcherSize,
  blockSize: launcherSize,
  padding: 0,
  border: `2px solid ${vars.color.background.surface}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  boxShadow: vars.shadow.large,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.brandHover },
    '&[aria-expanded="true"]': { backgroundColor: vars.color.background.brandActive },
  },
});

/** Fixed at the bottom inline-end corner, above the page but under dialogs and toasts. */
export const floating = style({
  position: 'fixed',
  zIndex: vars.zIndex.chat,
  insetBlockEnd: vars.space.medium,
  insetInlineEnd: vars.space.medium,
});
