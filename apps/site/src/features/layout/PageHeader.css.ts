import { media, vars } from '@sparkle/ui/theme';
import { style } from '@vanilla-extract/css';

/** A compact page header: on the form pages the form, not an illustration, is what a visitor came for. */
export const header = style({
  backgroundImage: `linear-gradient(180deg, ${vars.color.background.subtle} 0%, ${vars.color.background.body} 100%)`,
  paddingBlock: vars.space.xlarge,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxlarge } },
});

export const subtitle = style({ maxInlineSize: '40rem' });
