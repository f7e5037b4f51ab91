import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Phone: one column. Tablet and up: search, service and dates on a row, statuses and actions under them. */
export const bar = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'start',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(14rem, 2fr) minmax(12rem, 1.2fr) minmax(20rem, 2fr)' },
  },
});

export const search = style({ minInlineSize: 0 });
export const service = style({ minInlineSize: 0 });

export const range = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  '@media': { [media.tablet]: { gridColumn: '1 / -1' }, [media.desktop]: { gridColumn: 'auto' } },
});

export const statuses = style({ gridColumn: '1 / -1', '@media': { [media.desktop]: { gridColumn: '1 / 3' } } });
// The status boxes sit on one line where there is room.
globalStyle(`${statuses} ul`, { display: 'flex', flexWrap: 'wrap' });

export const actions = style({
  gridColumn: '1 / -1',
  alignSelf: 'end',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
  gap: vars.space.xsmall,
});

export const icon = style({ inlineSize: vars.size.icon.small, blockSize: vars.size.icon.small });
