import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  zIndex: vars.zIndex.popover,
  padding: vars.space.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.xsmall,
});

export const monthHeading = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.neutralHover },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.foreground.muted, opacity: 0.6 },
  },
});

/** Chevrons point the way time runs, which flips in right-to-left layouts. */
export const navIcon = style({
  inlineSize: vars.size.icon.medium,
  blockSize: vars.size.icon.medium,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const grid = style({ borderCollapse: 'collapse', marginInline: 'auto' });

export const weekdayCell = style({
  paddingBlockEnd: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
  textAlign: 'center',
});

export const dayCell = style({ padding: 1, textAlign: 'center' });

export const day = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.foreground.text,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.brandSoft },
    '&:focus-visible': { zIndex: 1, outlineOffset: '0' },
    '&[aria-current="date"]': {
      fontWeight: vars.font.weight.bold,
      boxShadow: `inset 0 0 0 1px ${vars.color.border.brand}`,
    },
    // Past days: struck through as well as lighter, so colour is not the only sign.
    '&[aria-disabled="true"]': {
      color: vars.color.foreground.muted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '[aria-selected="true"] > &, [aria-selected="true"] > &:hover': {
      backgroundColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
      fontWeight: vars.font.weight.bold,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '[aria-selected="true"] > &': { outline: '2px solid CanvasText' } },
    },
  },
});
