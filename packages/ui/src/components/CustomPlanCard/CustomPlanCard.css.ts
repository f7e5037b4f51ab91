import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  blockSize: '100%',
  justifyContent: 'center',
  alignItems: 'flex-start',
  backgroundImage: `radial-gradient(circle at 100% 0%, ${vars.color.background.brandHover} 0, ${vars.color.background.brand} 60%)`,
  // Light focus ring on the dark card.
  vars: { [vars.color.focusRing]: vars.color.focusRingInverse },
});

export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconTile.medium,
  blockSize: vars.size.iconTile.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.accent,
  color: vars.color.foreground.onAccent,
});

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.foreground.inverse,
});

export const point = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
