import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.surface,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.foreground.text,
});

export const description = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});

export const toggle = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.link,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.neutralHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const plot = style({ inlineSize: '100%', minInlineSize: 0 });

// The chart library's own focus outline on its SVG would be a stray ring inside a hidden drawing.
globalStyle(`${plot} svg`, { outline: 'none' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.secondary,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const legendSwatch = style({ inlineSize: '0.75rem', blockSize: '0.75rem', borderRadius: '2px' });
export const legendLine = style({ inlineSize: '1rem', blockSize: '3px', borderRadius: '2px' });

export const empty = style({
  margin: 0,
  padding: vars.space.xlarge,
  border: `1px dashed ${vars.color.border.standard}`,
  borderRadius: vars.radius.medium,
  textAlign: 'center',
  color: vars.color.foreground.secondary,
});

// Relative: what is positioned in the table scrolls with it instead of widening the page (see DataTable's scroller).
export const tableWrap = style({ position: 'relative', overflowX: 'auto' });
export const tableHidden = visuallyHidden;

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  color: vars.color.foreground.text,
});

export const caption = visuallyHidden;

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, {
  fontWeight: vars.font.weight.semibold,
  backgroundColor: vars.color.background.sunken,
});
globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.medium });
globalStyle(`${table} [data-align="end"]`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
