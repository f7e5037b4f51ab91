import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ blockSize: '100%', gap: vars.space.small });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontWeight: vars.font.weight.bold,
});

export const name = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const date = style({ fontSize: vars.font.size.small, color: vars.color.foreground.muted });
