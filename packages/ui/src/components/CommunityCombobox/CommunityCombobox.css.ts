import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room at the inline end for the chevron. */
export const input = style({
  paddingInlineEnd: `calc(${vars.space.small} + ${vars.size.icon.small} + ${vars.space.xsmall})`,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  inlineSize: vars.size.icon.small,
  blockSize: vars.size.icon.small,
  pointerEvents: 'none',
  color: vars.color.foreground.secondary,
});

/** The list, under the field and as wide as it, 4 px below it. */
export const popover = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 4px)',
  insetInline: 0,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: '18rem',
  // What changes inside the list as one types is laid out without the page around it.
  contain: 'layout style',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xxsmall,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.standard,
  cursor: 'pointer',
  scrollMarginBlock: vars.space.xxsmall,
  selectors: {
    '&[data-active-item]': { backgroundColor: vars.color.background.brandSoft },
    '&[data-chosen]': { fontWeight: vars.font.weight.semibold },
  },
  '@media': {
    // Under a mouse the pointed option is shown as the highlighted one (a touch screen has no hover to show).
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.background.brandSoft } } },
    '(forced-colors: active)': { selectors: { '&[data-active-item]': { outline: '2px solid Highlight' } } },
  },
});

/** A tick before the chosen community; the others keep its room so the names line up. */
export const check = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.small,
  blockSize: vars.size.icon.small,
  color: vars.color.foreground.brand,
  visibility: 'hidden',
  selectors: { [`${item}[data-chosen] &`]: { visibility: 'visible' } },
});

export const empty = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});

/** The mark after the rendered options, watched to render the next batch before the list's end comes into view. */
export const more = style({ flexShrink: 0, blockSize: 1 });
