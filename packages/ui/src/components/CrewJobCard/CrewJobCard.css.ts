import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

/** A card a thumb can work through: one column, big targets, the next step at the bottom. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.standard}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  selectors: {
    '&[data-state="started"], &[data-state="finishing"]': {
      borderInlineStartColor: vars.color.foreground.accentStrong,
    },
    '&[data-state="done"]': { borderInlineStartColor: vars.color.foreground.positive },
  },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.foreground.text,
});

export const time = style({ fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const badgeIcon = style({
  inlineSize: vars.size.icon.xsmall,
  blockSize: vars.size.icon.xsmall,
  marginInlineEnd: vars.space.xxsmall,
  verticalAlign: '-0.125em',
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const name = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold });

export const address = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
});

export const inlineIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.medium,
  blockSize: vars.size.icon.medium,
  color: vars.color.foreground.secondary,
});

export const mapLink = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  fontWeight: vars.font.weight.semibold,
});

export const contact = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xsmall });

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0 });

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });
globalStyle(`${fact} > dt`, { fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.small });
globalStyle(`${fact} > dd`, { margin: 0 });

export const notes = style({ whiteSpace: 'pre-line', margin: 0 });

export const muted = style({ margin: 0, color: vars.color.foreground.secondary, fontSize: vars.font.size.small });

export const checklist = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.text,
});

export const checkItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const checkItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.border.brand, backgroundColor: vars.color.background.subtle },
    '&:has(input:focus-visible)': focusRing,
    '&:has(input:disabled)': { cursor: 'default', color: vars.color.foreground.secondary },
  },
});

export const checkbox = style({
  flexShrink: 0,
  inlineSize: '1.375rem',
  blockSize: '1.375rem',
  margin: 0,
  accentColor: vars.color.background.brand,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const times = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
});

export const finish = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.subtle,
});

export const finishTitle = style({ margin: 0, fontSize: vars.font.size.standard });

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photo = style({ position: 'relative' });

export const photoImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.sunken,
});

export const removePhoto = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxsmall,
  insetInlineEnd: vars.space.xxsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.inverse,
  color: vars.color.foreground.inverse,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRingInverse}`, outlineOffset: '1px' } },
});

/** The file input is the label's: the whole bar opens the camera or the gallery. */
export const photoPicker = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  border: `2px dashed ${vars.color.border.brand}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.brand,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&:has(input:focus-visible)': focusRing },
});

export const fileInput = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  opacity: 0,
  overflow: 'hidden',
});

export const error = style({ margin: 0, color: vars.color.foreground.critical, fontWeight: vars.font.weight.semibold });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
