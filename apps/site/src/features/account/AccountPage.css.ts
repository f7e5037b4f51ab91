import { media, vars } from '@sparkle/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({
  paddingBlock: vars.space.xlarge,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxlarge } },
});

export const confirm = style({
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
});
