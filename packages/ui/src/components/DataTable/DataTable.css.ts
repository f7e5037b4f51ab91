import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minInlineSize: 0 });

/**
 * The table scrolls sideways inside this box, never the page: `position: relative` makes the box the containing
 * block of what is positioned in the table (the sortable headers' visually hidden hint is absolutely positioned),
 * which otherwise sat where its header would be without the scroll, outside the box, and widened the whole page.
 */
export const scroller = style({
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  selectors: {
    '&:focus-visible': focusRing,
    // A request under way: a brand bar across the top. The rows keep full contrast; the pager says 'Loading...'.
    '&[data-loading]': { borderBlockStart: `3px solid ${vars.color.border.brand}` },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.text,
});

export const caption = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.large,
});

export const captionHidden = visuallyHidden;

const cellPadding = { paddingBlock: vars.space.small, paddingInline: vars.space.medium } as const;

export const header = style({
  ...cellPadding,
  backgroundColor: vars.color.background.sunken,
  borderBlockEnd: `1px solid ${vars.color.border.standard}`,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

/** The row headers stay in view while the other columns scroll sideways. */
export const stickyCell = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: '2rem',
  marginInline: `calc(-1 * ${vars.space.xxsmall})`,
  paddingInline: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.neutralHover },
    '&:focus-visible': focusRing,
  },
});

export const sortIcon = style({
  inlineSize: vars.size.icon.xsmall,
  blockSize: vars.size.icon.xsmall,
  color: vars.color.foreground.muted,
});
export const sortIconActive = style([sortIcon, { color: vars.color.foreground.brand }]);

export const row = style({});

export const cell = style({
  ...cellPadding,
  backgroundColor: vars.color.background.surface,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  fontWeight: vars.font.weight.regular,
  textAlign: 'start',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    '&[data-wrap]': { whiteSpace: 'normal', minInlineSize: '14rem', overflowWrap: 'anywhere' },
  },
});
globalStyle(`${row}:last-child > ${cell}`, { borderBlockEnd: 'none' });

export const clickableRow = style({ cursor: 'pointer' });
globalStyle(`${clickableRow}:hover > ${cell}`, { backgroundColor: vars.color.background.neutralHover });

export const highlightedRow = style({});
globalStyle(`${highlightedRow} > ${cell}`, { backgroundColor: vars.color.background.subtle });
globalStyle(`${highlightedRow} > ${cell}:first-child`, {
  borderInlineStart: `4px solid ${vars.color.border.brand}`,
});

export const reloading = style({
  marginInlineStart: vars.space.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.brand,
});

export const message = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.foreground.secondary,
  whiteSpace: 'normal',
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const range = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.foreground.secondary });

export const pagerControls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const pageSize = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});

export const pageSizeSelect = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.xsmall,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.neutralHover },
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { color: vars.color.foreground.muted, cursor: 'not-allowed' },
  },
});

export const pageIcon = style({
  inlineSize: vars.size.icon.medium,
  blockSize: vars.size.icon.medium,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
