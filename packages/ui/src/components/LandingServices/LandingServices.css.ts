import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  blockSize: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  fontWeight: vars.font.weight.semibold,
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.iconTile.small,
  blockSize: vars.size.iconTile.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});
