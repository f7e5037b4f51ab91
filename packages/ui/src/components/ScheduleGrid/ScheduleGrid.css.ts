import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

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

/** The day's table scrolls inside this box, never the page (positioned: what is positioned inside scrolls with it). */
export const scroller = style({
  position: 'relative',
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
  border: `1px solid ${vars.color.border.standard}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium },
    '&:focus-within': { zIndex: 3 },
    '&:hover:not(:focus-within)': { zIndex: 3 },
    '&[aria-busy="true"]': { opacity: 0.6 },
    '&[data-moving]': { outline: `3px dashed ${vars.color.focusRing}`, outlineOffset: '1px' },
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

/** The block's main part: opens the booking. */
export const blockOpen = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.0625rem',
  overflow: 'hidden',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

/** Drag it, or press it to move the booking with the arrow keys. */
export const moveHandle = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  inlineSize: '1.75rem',
  paddingBlock: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.foreground.secondary,
  cursor: 'grab',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.neutralHover, color: vars.color.foreground.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.background.brand, color: vars.color.foreground.onBrand },
  },
});

export const gripIcon = style({ inlineSize: vars.size.icon.xsmall, blockSize: vars.size.icon.xsmall });

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

// Teams --------------------------------------------------------------------------------------------------------

/** A team's colour: told apart like a chart's series (each 3:1 or more against the surface). */
const teamColour = {
  teal: vars.color.chart.series1,
  amber: vars.color.chart.series2,
  blue: vars.color.chart.series3,
  violet: vars.color.chart.series4,
  red: vars.color.chart.series5,
  slate: vars.color.chart.series6,
} as const;

const colourSelectors = (property: 'backgroundColor' | 'borderInlineStartColor') =>
  Object.fromEntries(
    Object.entries(teamColour).map(([name, colour]) => [`&[data-colour="${name}"]`, { [property]: colour }]),
  );

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  marginInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  verticalAlign: 'middle',
  backgroundColor: vars.color.foreground.muted,
  selectors: colourSelectors('backgroundColor'),
});

// The team's colour on the block's leading edge (the status keeps the background and the other edges).
globalStyle(`${block}[data-colour]`, { borderInlineStartWidth: '6px' });
for (const [name, colour] of Object.entries(teamColour)) {
  globalStyle(`${block}[data-colour="${name}"]`, { borderInlineStartColor: colour });
}

/** Where a booking moved with the keyboard would go: its time, its team and the cell. */
globalStyle(`${timeHeader}[data-target], ${groupHeader}[data-target]`, {
  boxShadow: `inset 0 -3px 0 ${vars.color.focusRing}`,
  color: vars.color.foreground.text,
});
globalStyle(`${emptyCell}[data-target]`, {
  outline: `3px dashed ${vars.color.focusRing}`,
  outlineOffset: '-3px',
  backgroundColor: vars.color.background.brandSoft,
});

/** Takes no room (nor a gap of the column) until a move is refused. */
export const refusal = style({
  selectors: { '&:empty': { display: 'none' } },
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.border.critical}`,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.foreground.critical,
  fontWeight: vars.font.weight.semibold,
});

export const liveRegion = visuallyHidden;

// Details on focus or hover --------------------------------------------------------------------------------------

export const details = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 4px)',
  zIndex: vars.zIndex.popover,
  display: 'none',
  flexDirection: 'column',
  gap: '0.125rem',
  inlineSize: 'max-content',
  maxInlineSize: '16rem',
  minInlineSize: '12rem',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.large,
  color: vars.color.foreground.text,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.snug,
  fontWeight: vars.font.weight.regular,
  textAlign: 'start',
  whiteSpace: 'normal',
  selectors: {
    '&[data-placement="start"]': { insetInlineStart: 0 },
    '&[data-placement="end"]': { insetInlineEnd: 0 },
  },
});

export const detailsTitle = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.small });

export const detailsPhotos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  paddingBlockStart: vars.space.xxsmall,
});

export const detailsPhoto = style({
  inlineSize: '4.5rem',
  blockSize: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.sunken,
});

globalStyle(`${block}:hover > ${details}, ${block}:focus-within > ${details}`, { display: 'flex' });

// The week ------------------------------------------------------------------------------------------------------

export const weekRoot = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  minInlineSize: 0,
});

/** Seven days side by side from the desktop width on; on a phone they stack, so nothing scrolls sideways. */
export const week = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
  },
});

export const weekDay = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  minBlockSize: '6rem',
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: { borderInlineEnd: `1px solid ${vars.color.border.subtle}`, minBlockSize: '16rem' },
  },
  selectors: {
    '&[data-closed]': {
      backgroundImage: `repeating-linear-gradient(135deg, ${vars.color.background.sunken} 0 6px, transparent 6px 12px)`,
    },
  },
});

export const weekDayHeading = style({
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  backgroundColor: vars.color.background.sunken,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.text,
});

export const weekEmpty = style({
  margin: 0,
  padding: vars.space.xsmall,
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.xsmall,
});

export const agenda = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
});

export const entry = style({
  position: 'relative',
  border: `1px solid ${vars.color.border.standard}`,
  borderInlineStartWidth: '5px',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  selectors: {
    '&:hover, &:focus-within': { zIndex: 3 },
    '&[aria-busy="true"]': { opacity: 0.6 },
    '&[data-status="pending"]': { backgroundColor: vars.color.background.accentSoft },
    '&[data-status="confirmed"]': { backgroundColor: vars.color.background.brandSoft },
    '&[data-status="completed"]': { backgroundColor: vars.color.background.sunken },
    '&[data-status="cancelled"]': { backgroundColor: vars.color.background.criticalSoft, borderStyle: 'dashed' },
    '&[data-unassigned]': { borderInlineStartStyle: 'dotted', borderInlineStartColor: vars.color.foreground.muted },
    ...colourSelectors('borderInlineStartColor'),
  },
});

export const entryButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  inlineSize: '100%',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.foreground.text,
  font: 'inherit',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const entryTime = style({ ...line, fontWeight: vars.font.weight.semibold });
export const entryName = style({ ...line });
globalStyle(`${entry}[data-status="cancelled"] ${entryName}`, { textDecoration: 'line-through' });
export const entryState = style({
  ...line,
  color: vars.color.foreground.secondary,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});

globalStyle(`${entry}:hover > ${details}, ${entry}:focus-within > ${details}`, { display: 'flex' });
