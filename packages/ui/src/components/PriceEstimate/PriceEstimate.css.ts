import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});

export const title = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0 });

/** A label and its amount on one line, the amount at the inline end. */
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});

export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const totalRow = style([
  row,
  {
    paddingBlockStart: vars.space.xsmall,
    borderBlockStart: `1px solid ${vars.color.border.subtle}`,
    fontSize: vars.font.size.large,
    fontWeight: vars.font.weight.bold,
    color: vars.color.foreground.text,
  },
]);

export const emptyText = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });

export const note = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.foreground.secondary,
});
