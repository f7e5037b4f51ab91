import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border.subtle}` } },
});

export const day = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const date = style({ fontWeight: vars.font.weight.semibold, color: vars.color.foreground.text });
export const reason = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });

export const icon = style({ inlineSize: vars.size.icon.small, blockSize: vars.size.icon.small });

export const empty = style({ margin: 0, color: vars.color.foreground.secondary });

export const add = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
