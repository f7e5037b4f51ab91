import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignItems: 'flex-start',
});

export const frame = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.sunken,
  '@media': { [media.tablet]: { aspectRatio: '16 / 9' } },
});

export const fallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
});
