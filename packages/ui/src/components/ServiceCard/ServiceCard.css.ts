import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ blockSize: '100%', position: 'relative' });

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  backgroundColor: vars.color.background.subtle,
  overflow: 'hidden',
});

export const customMedia = style({ position: 'relative', backgroundColor: vars.color.background.subtle });

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

/** The stand-in when there is no photo: the service icon, large, on a soft tinted panel with sparkles. */
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  backgroundImage: `radial-gradient(circle at 30% 30%, ${vars.color.background.body} 0, ${vars.color.background.brandSoft} 70%)`,
  color: vars.color.foreground.brand,
});

export const placeholderIcon = style({ display: 'inline-flex' });
globalStyle(`${placeholderIcon} svg`, {
  inlineSize: vars.size.icon.xxxlarge,
  blockSize: vars.size.icon.xxxlarge,
  strokeWidth: 1.5,
});

export const placeholderSparkle = style({
  position: 'absolute',
  insetBlockStart: '18%',
  insetInlineEnd: '24%',
  color: vars.color.foreground.accentStrong,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: '1 1 auto',
  padding: vars.space.large,
  paddingBlockStart: vars.space.medium,
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconTile.medium,
  blockSize: vars.size.iconTile.medium,
  // Half of the badge above the card's body, over the photo.
  marginBlockStart: `calc(-1 * ${vars.space.large} - ${vars.size.iconTile.medium} / 2)`,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.background.surface}`,
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  position: 'relative',
});
// The tile sizes the icon it is given, so every caller's icon comes out the same.
globalStyle(`${iconBadge} > svg`, { inlineSize: vars.size.icon.large, blockSize: vars.size.icon.large });

export const adminBar = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineEnd: vars.space.small,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  gap: vars.space.xxsmall,
});

export const action = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.small });
