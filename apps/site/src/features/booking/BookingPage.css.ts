import { media, vars } from '@sparkle/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({
  paddingBlockEnd: vars.space.xxlarge,
  '@media': { [media.desktop]: { paddingBlockEnd: vars.space.xxxlarge } },
});
