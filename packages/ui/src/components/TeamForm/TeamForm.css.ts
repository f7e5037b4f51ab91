import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** The seven days side by side where they fit, wrapping on a phone. */
export const days = style({});
globalStyle(`${days} > ul`, { gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))' });
