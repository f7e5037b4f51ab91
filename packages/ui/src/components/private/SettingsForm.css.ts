import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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

export const title = style({
  margin: 0,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.text,
});

export const description = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const messages = style({ flex: '1 1 14rem', minInlineSize: 0 });

const message = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.small,
} as const;

export const error = style({ ...message, color: vars.color.foreground.critical });
export const saved = style({ ...message, color: vars.color.foreground.positive });

export const icon = style({ inlineSize: vars.size.icon.small, blockSize: vars.size.icon.small, flexShrink: 0 });

/** Fields in a responsive grid: as many columns as fit. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.medium,
});

export const group = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.standard,
  color: vars.color.foreground.text,
});

/** A wrapper that only groups (for focusing the first invalid field), leaving the layout to its parent. */
export const contents = style({ display: 'contents' });

/** A second button (Cancel) beside the submit button, kept together at the end. */
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, marginInlineStart: 'auto' });
