import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const viewRoot = style({ position: 'relative', minInlineSize: 0 });

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minBlockSize: '10rem',
  borderRadius: vars.radius.medium,
  border: `2px dashed ${vars.color.border.standard}`,
  backgroundColor: vars.color.background.sunken,
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.small,
});

/** The Edit image button sits on the image's top inline-end corner, on its own surface so it reads on any photo. */
export const editButton = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
  boxShadow: vars.shadow.medium,
});

export const editRoot = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.border.brand}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  minInlineSize: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  },
});

export const preview = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  maxBlockSize: '16rem',
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.sunken,
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: 0 });

/** The visible "button" of the file input: the input inside is visually hidden but keeps keyboard focus. */
export const fileLabel = style({
  alignSelf: 'flex-start',
  selectors: {
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const deleteGroup = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  paddingBlockStart: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});
