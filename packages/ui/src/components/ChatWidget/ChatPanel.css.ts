import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { launcherSize } from './ChatLauncher.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  maxInlineSize: '24rem',
  blockSize: '34rem',
  maxBlockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  boxShadow: vars.shadow.large,
});

/**
 * Above the launcher at the inline end; on phones it spans the width. Its height leaves room for the fixed
 * header and the launcher (percentages of a fixed box are of the viewport).
 */
export const floating = style({
  position: 'fixed',
  zIndex: vars.zIndex.chat,
  insetInline: vars.space.small,
  insetBlockEnd: `calc(${launcherSize} + 2 * ${vars.space.medium})`,
  inlineSize: 'auto',
  maxInlineSize: 'none',
  blockSize: '34rem',
  maxBlockSize: `calc(100% - ${launcherSize} - ${vars.size.headerHeight} - 3 * ${vars.space.medium})`,
  '@media': {
    [media.tablet]: { insetInlineStart: 'auto', insetInlineEnd: vars.space.medium, inlineSize: '24rem' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xxsmall,
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
});

export const title = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const subtitle = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.inverse,
});

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.foreground.onBrand,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.brandHover },
    // The standard blue ring is too faint on the brand colour.
    '&:focus-visible': { outlineColor: vars.color.focusRingInverse, outlineOffset: '-3px' },
  },
});

export const log = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  backgroundColor: vars.color.background.subtle,
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
});

export const messageList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  maxInlineSize: '85%',
  selectors: {
    '&[data-sender="user"]': { alignSelf: 'flex-end', alignItems: 'flex-end' },
    '&[data-sender="bot"]': { alignSelf: 'flex-start', alignItems: 'flex-start' },
  },
});

export const bubble = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.large,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    [`${message}[data-sender="user"] &`]: {
      backgroundColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
      borderEndEndRadius: vars.radius.small,
    },
    [`${message}[data-sender="bot"] &`]: {
      backgroundColor: vars.color.background.surface,
      color: vars.color.foreground.text,
      border: `1px solid ${vars.color.border.subtle}`,
      borderEndStartRadius: vars.radius.small,
    },
  },
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A reply's link, as a small outlined button: the booking form, a call, WhatsApp. */
export const messageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.brand}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.link,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.brandSoft },
  },
});

export const time = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.secondary,
  paddingInline: vars.space.xxsmall,
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});

export const input = style({
  resize: 'none',
  fieldSizing: 'content',
  maxBlockSize: '8rem',
});

export const send = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.background.brandHover },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
