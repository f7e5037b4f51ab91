import { vars } from '@sparkle/ui/theme';
import { style } from '@vanilla-extract/css';

export const uploadControls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** The admin's button sits under the placeholders, so showing it after sign-in moves nothing above it. */
export const adminAction = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.xlarge,
});
