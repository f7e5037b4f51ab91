import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  blockSize: '100%',
  transition: `box-shadow ${vars.duration.standard}, transform ${vars.duration.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.large, transform: 'translateY(-2px)' },
    // The whole card is the link's hit area; show the ring around the card when the link has focus.
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconTile.medium,
  blockSize: vars.size.iconTile.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});
// The tile sizes the icon it is given, so every caller's icon comes out the same.
globalStyle(`${iconTile} > svg`, { inlineSize: vars.size.icon.large, blockSize: vars.size.icon.large });

export const badge = style({ alignSelf: 'flex-start' });

export const titleLink = style({
  color: vars.color.foreground.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    // Stretch the link over the card so the whole card is clickable, with a single tab stop.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const more = style({
  marginBlockStart: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.semibold,
});
