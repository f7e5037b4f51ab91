import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Focus is moved to the heading programmatically (tabIndex -1); no ring for that, as for a page heading. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  marginBlockStart: vars.space.large,
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const errorMessage = style([
  message,
  {
    backgroundColor: vars.color.background.criticalSoft,
    color: vars.color.foreground.critical,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const noticeMessage = style([
  message,
  { backgroundColor: vars.color.background.brandSoft, color: vars.color.foreground.text },
]);

export const messageIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.small,
  blockSize: vars.size.icon.small,
  marginBlockStart: '0.125rem',
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'center' });
