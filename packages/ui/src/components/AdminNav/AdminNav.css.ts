import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Phone: a bar across the top that scrolls sideways. Desktop: a column beside the content. */
export const nav = style({
  minInlineSize: 0,
  backgroundColor: vars.color.background.surface,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.desktop]: {
      inlineSize: '15rem',
      borderBlockEnd: 'none',
      borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
      paddingBlock: vars.space.medium,
    },
  },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  scrollSnapType: 'x proximity',
  '@media': {
    [media.desktop]: { flexDirection: 'column', overflowX: 'visible', paddingInline: vars.space.small },
  },
});

export const item = style({ flexShrink: 0, scrollSnapAlign: 'start' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.foreground.secondary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // The current section's bar: under the label on the phone, at its start in the sidebar (logical, so RTL works).
  borderBlockEnd: '3px solid transparent',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.neutralHover, color: vars.color.foreground.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.background.brandSoft,
      color: vars.color.foreground.brand,
      borderColor: vars.color.border.brand,
    },
  },
  '@media': {
    [media.desktop]: { borderBlockEnd: 'none', borderInlineStart: '3px solid transparent' },
    // Forced colours drop fills and shadows: the current section keeps an underline.
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' } },
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
globalStyle(`${icon} > svg`, { inlineSize: vars.size.icon.small, blockSize: vars.size.icon.small });

export const count = style({
  minInlineSize: '1.5rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontSize: vars.font.size.xsmall,
  textAlign: 'center',
  '@media': { [media.desktop]: { marginInlineStart: 'auto' } },
});
