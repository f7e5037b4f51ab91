import { media, vars } from '@sparkle/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xxlarge,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

/** Admin Panel beside User Management on desktops; one above the other on phones. */
export const people = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const usersCard = style({ minInlineSize: 0 });

export const inbox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const tabLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.medium,
});
