import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  blockSize: '100%',
  minBlockSize: '14rem',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `2px dashed ${vars.color.border.standard}`,
  backgroundColor: vars.color.background.subtle,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconTile.large,
  blockSize: vars.size.iconTile.large,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});
// The tile sizes the icon it is given, so every caller's icon comes out the same.
globalStyle(`${icon} > svg`, { inlineSize: vars.size.icon.xlarge, blockSize: vars.size.icon.xlarge });
