import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const rowHeight = '3.5rem';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minInlineSize: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const segmented = style({
  display: 'inline-flex',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.sunken,
});

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

export const segment = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.foreground.secondary,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.standard,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.background.brand, color: vars.color.foreground.onBrand },
    '&:hover:not([aria-pressed="true"])': { color: vars.color.foreground.text },
    '&:focus-visible': focusRing,
  },
});

export const navButtons = style({ display: 'inline-flex', gap: vars.space.xxsmall });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.standard,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.neutralHover },
    '&:focus-visible': focusRing,
  },
});

/** Chevrons point the way time goes: mirrored in right-to-left pages. */
export const flipInRtl = style({
  inlineSize: vars.size.icon.medium,
  blockSize: vars.size.icon.medium,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.font.size.small,
});

export const caption = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.large,
  color: vars.color.foreground.text,
});

const headerBase = {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.sunken,
  color: vars.color.foreground.text,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  verticalAlign: 'bottom',
} as const;

export const timeCol = style({ inlineSize: '5.5rem' });
/** A lane is wide enough for '10:00 AM – 12:00 PM'; more lanes than fit make the table scroll sideways. */
export const laneCol = style({ inlineSize: '10.5rem' });

export const groupHeader = style({
  ...headerBase,
  borderInlineStart: `1px solid ${vars.color.border.standard}`,
});

export const laneHeader = style({
  ...headerBase,
  borderInlineStart: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.secondary,
  fontWeight: vars.font.weight.medium,
});

export const dayLabel = style({ display: 'block' });

export const closedTag = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.foreground.critical,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  selectors: { [`${dayLabel} + &`]: { marginInlineStart: 0 } },
});

/** The times stay in view while the columns scroll sideways. */
export const timeHeader = style({
  ...headerBase,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  blockSize: rowHeight,
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
  borderInlineEnd: `1px solid ${vars.color.border.standard}`,
});

const cellBase = {
  blockSize: rowHeight,
  padding: 0,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  borderInlineStart: `1px solid ${vars.color.border.subtle}`,
} as const;

export const emptyCell = style(cellBase);

/** A closed day's free cells: hatched, so 'closed' is seen without reading. */
export const closedEmpty = style({
  backgroundImage: `repeating-linear-gradient(135deg, ${vars.color.background.sunken} 0 6px, transparent 6px 12px)`,
});

export const closedCell = style({
  ...cellBase,
  backgroundImage: `repeating-linear-gradient(135deg, ${vars.color.background.sunken} 0 6px, transparent 6px 12px)`,
  color: vars.color.foreground.critical,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  verticalAlign: 'middle',
});

export const blockCell = style({ ...cellBase, position: 'relative', verticalAlign: 'top' });

/** A booking fills its cell (two rows): the cell's height comes from the rows, the block sits inside it. */
export const block = style({
  position: 'absolute',
  inset: '3px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.0625rem',
  overflow: 'hidden',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  border: `1px solid ${vars.color.border.standard}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px', zIndex: 2 },
    '&[data-status="pending"]': {
      backgroundColor: vars.color.background.accentSoft,
      borderColor: vars.color.foreground.accentStrong,
    },
    '&[data-status="confirmed"]': {
      backgroundColor: vars.color.background.brandSoft,
      borderColor: vars.color.border.brand,
    },
    '&[data-status="completed"]': {
      backgroundColor: vars.color.background.sunken,
      borderColor: vars.color.foreground.positive,
    },
    '&[data-status="cancelled"]': {
      backgroundColor: vars.color.background.criticalSoft,
      borderColor: vars.color.border.critical,
      borderStyle: 'dashed',
    },
  },
});

const line = {
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const blockTitle = style({ ...line, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });
globalStyle(`${block}[data-status="cancelled"] ${blockTitle}`, { textDecoration: 'line-through' });

export const blockLine = style({ ...line, color: vars.color.foreground.secondary });

export const blockStatus = style({
  ...line,
  marginBlockStart: 'auto',
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  fontSize: '0.6875rem',
});
globalStyle(`${block}[data-status="pending"] ${blockStatus}`, { color: vars.color.foreground.accentStrong });
globalStyle(`${block}[data-status="confirmed"] ${blockStatus}`, { color: vars.color.foreground.brand });
globalStyle(`${block}[data-status="completed"] ${blockStatus}`, { color: vars.color.foreground.positive });
globalStyle(`${block}[data-status="cancelled"] ${blockStatus}`, { color: vars.color.foreground.critical });
