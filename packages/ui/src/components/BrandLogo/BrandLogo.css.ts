import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  textDecoration: 'none',
  fontWeight: vars.font.weight.extrabold,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.small,
});

export const tones = styleVariants({
  standard: { color: vars.color.foreground.text },
  inverse: { color: vars.color.foreground.inverse },
});

export const mark = style({ flexShrink: 0 });
export const markTile = style({ fill: vars.color.background.brand });
export const markTileInverse = style({ fill: vars.color.background.body });
export const markSparkle = style({ fill: vars.color.foreground.onBrand });
export const markSparkleInverse = style({ fill: vars.color.background.brand });
export const markAccent = style({ fill: vars.color.background.accent });
export const accentWord = style({ color: 'inherit', fontWeight: vars.font.weight.medium });
