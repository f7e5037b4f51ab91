import { media, vars } from '@sparkle/ui/theme';
import { style } from '@vanilla-extract/css';

/** Contact details beside the message form on wide screens, above it on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)' } },
});

/** The lines under a contact detail's heading (the second line of the phone, the two opening times). */
export const line = style({ display: 'block' });
