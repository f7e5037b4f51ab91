import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const item = style({ display: 'flex', gap: vars.space.medium, alignItems: 'flex-start' });
export const itemCentered = style({ flexDirection: 'column', alignItems: 'center', textAlign: 'center' });

export const iconTile = styleVariants({
  standard: { backgroundColor: vars.color.background.brandSoft, color: vars.color.foreground.brand },
  inverse: { backgroundColor: vars.color.background.accent, color: vars.color.foreground.onAccent },
});

export const iconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.iconTile.medium,
  blockSize: vars.size.iconTile.medium,
  borderRadius: vars.radius.large,
});
// The tile sizes the icon it is given, so every caller's icon comes out the same.
globalStyle(`${iconBase} > svg`, { inlineSize: vars.size.icon.large, blockSize: vars.size.icon.large });

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: 0 });

export const single = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
