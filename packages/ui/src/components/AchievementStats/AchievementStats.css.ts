import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.large,
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** Label first in the markup (dt before dd), value first on screen. */
export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  textAlign: 'center',
});

export const itemTone = styleVariants({
  standard: { backgroundColor: vars.color.background.subtle },
  inverse: { backgroundColor: vars.color.background.brandHover },
});

export const value = style({
  margin: 0,
  fontSize: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
  fontWeight: vars.font.weight.extrabold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const valueTone = styleVariants({
  standard: { color: vars.color.foreground.brand },
  inverse: { color: vars.color.foreground.inverse },
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const labelTone = styleVariants({
  standard: { color: vars.color.foreground.secondary },
  inverse: { color: vars.color.foreground.inverseSecondary },
});
