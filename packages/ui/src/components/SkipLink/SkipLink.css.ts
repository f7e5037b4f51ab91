import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Off-screen until focused, then pinned to the top start corner above everything, header included. */
export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.xsmall,
  insetInlineStart: vars.space.xsmall,
  zIndex: vars.zIndex.skipLink,
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  boxShadow: vars.shadow.large,
  selectors: {
    '&:not(:focus)': {
      clipPath: 'inset(50%)',
      inlineSize: 1,
      blockSize: 1,
      minBlockSize: 0,
      padding: 0,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
    },
  },
});
