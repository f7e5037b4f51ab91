import { media, vars } from '@sparkle/ui/theme';
import { style } from '@vanilla-extract/css';

/** The navigation above the section on a phone, beside it from the desktop breakpoint on. */
export const shell = style({
  display: 'grid',
  gap: vars.space.large,
  paddingBlock: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '13rem minmax(0, 1fr)', gap: vars.space.xlarge } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minInlineSize: 0 });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** Two cards side by side on a desktop (charts, settings forms), one above the other on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Long e-mail addresses and references wrap at any character rather than push the page wider. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
