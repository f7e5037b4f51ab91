import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const average = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.text,
});

export const count = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });
