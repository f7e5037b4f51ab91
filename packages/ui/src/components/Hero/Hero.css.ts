import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  backgroundImage: `linear-gradient(180deg, ${vars.color.background.subtle} 0%, ${vars.color.background.body} 100%)`,
  paddingBlock: vars.space.xxlarge,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxxlarge } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: vars.space.xxlarge } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
});

export const subtitle = style({ maxInlineSize: '36rem' });

export const media_ = style({
  display: 'flex',
  justifyContent: 'center',
  minInlineSize: 0,
});

export const illustration = style({
  inlineSize: '100%',
  maxInlineSize: '18rem',
  '@media': { [media.tablet]: { maxInlineSize: '30rem' } },
});

export const image = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
});
