import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minInlineSize: 0 });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const photo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.subtle,
});

export const preview = style({
  inlineSize: '4.5rem',
  blockSize: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  flexShrink: 0,
});

export const photoName = style({
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.small,
  color: vars.color.foreground.text,
});

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});

export const noteIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.small,
  blockSize: vars.size.icon.small,
  marginBlockStart: '0.125rem',
});

export const errorMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.foreground.critical,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
});

export const done = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  textAlign: 'center',
});

export const doneIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconTile.large,
  blockSize: vars.size.iconTile.large,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.small });

/** Focus is moved to headings programmatically (tabIndex -1); no ring for that, as for a page heading. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
