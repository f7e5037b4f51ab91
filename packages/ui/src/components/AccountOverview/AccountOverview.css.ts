import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minInlineSize: 0,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minInlineSize: 0 });

/** The e-mail address may be long and has no spaces: it breaks anywhere rather than widening a phone's page. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: 0 });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { '(min-width: 48rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const visit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  minInlineSize: 0,
});

export const visitHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
});

export const term = style({ color: vars.color.foreground.secondary });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const notice = style([
  message,
  { backgroundColor: vars.color.background.brandSoft, color: vars.color.foreground.text },
]);

export const errorMessage = style([
  message,
  {
    backgroundColor: vars.color.background.criticalSoft,
    color: vars.color.foreground.critical,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const confirmPanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderInlineStart: `4px solid ${vars.color.border.brand}`,
  backgroundColor: vars.color.background.subtle,
});

export const messageIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.small,
  blockSize: vars.size.icon.small,
  marginBlockStart: '0.125rem',
});

export const empty = style({ color: vars.color.foreground.secondary });

export const phoneForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  marginBlockStart: vars.space.small,
  maxInlineSize: '28rem',
});

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const addressForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});
