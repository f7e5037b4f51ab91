import { media, vars } from '@sparkle/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({
  paddingBlockEnd: vars.space.xxlarge,
  '@media': { [media.desktop]: { paddingBlockEnd: vars.space.xxxlarge } },
});

export const confirmation = style({
  marginBlockEnd: vars.space.large,
});

export const manage = style({
  marginBlockStart: vars.space.xxlarge,
  maxInlineSize: '48rem',
  marginInline: 'auto',
});
