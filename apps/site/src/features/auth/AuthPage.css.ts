import { vars } from '@sparkle/ui/theme';
import { style } from '@vanilla-extract/css';

/** The standalone /auth screen: the form centred on a quiet background, with room to breathe on phones. */
export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '100vh',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.background.subtle,
});
