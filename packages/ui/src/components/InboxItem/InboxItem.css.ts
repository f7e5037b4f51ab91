import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const gridList = style({
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.xlarge,
  border: `1px dashed ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  textAlign: 'center',
  color: vars.color.foreground.secondary,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
  padding: vars.space.large,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
});

/** Something that just arrived: a brand border and a soft background until the admin moves on. */
export const highlighted = style({
  borderColor: vars.color.border.brand,
  backgroundColor: vars.color.background.subtle,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.brand}`,
});

export const mediaSlot = style({
  marginBlockStart: `calc(-1 * ${vars.space.large})`,
  marginInline: `calc(-1 * ${vars.space.large})`,
  overflow: 'hidden',
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
  backgroundColor: vars.color.background.sunken,
  aspectRatio: '4 / 3',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.foreground.muted,
});

// The picture in the slot (an <img> or <svg>, maybe inside a link) covers it edge to edge.
globalStyle(`${mediaSlot} > a`, { display: 'block', inlineSize: '100%', blockSize: '100%' });
globalStyle(`${mediaSlot} > img, ${mediaSlot} > svg, ${mediaSlot} > a > img, ${mediaSlot} > a > svg`, {
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const titleLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
});

export const time = style({
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
  whiteSpace: 'nowrap',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
});

/** A dt/dd pair wrapped in a div (valid in a dl) that leaves the layout to the list's grid. */
export const detailRow = style({ display: 'contents' });

export const term = style({ color: vars.color.foreground.secondary, fontWeight: vars.font.weight.medium });

export const description = style({ margin: 0, color: vars.color.foreground.text, overflowWrap: 'anywhere' });

export const body = style({
  margin: 0,
  color: vars.color.foreground.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.xsmall,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const more = style({
  color: vars.color.foreground.text,
  fontSize: vars.font.size.small,
});
