import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  backgroundColor: vars.color.background.surface,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border.subtle}` } },
});

export const currentRow = style({ backgroundColor: vars.color.background.subtle });

export const who = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const nameLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.text,
});

export const noName = style({
  fontStyle: 'italic',
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.muted,
});

export const you = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.brand,
});

export const email = style({
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.font.size.standard } },
});

export const empty = style({
  padding: vars.space.xlarge,
  border: `1px dashed ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  textAlign: 'center',
  color: vars.color.foreground.secondary,
});

/** The role badge and, for another admin, 'Remove admin'; under the name on a phone if there is no room. */
export const end = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
});
