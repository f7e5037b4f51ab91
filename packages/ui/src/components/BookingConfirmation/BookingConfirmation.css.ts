import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderBlockStart: `4px solid ${vars.color.background.positive}`,
  backgroundColor: vars.color.background.surface,
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const headerIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.xlarge,
  blockSize: vars.size.icon.xlarge,
  color: vars.color.foreground.positive,
});

/** Focus is moved here programmatically (tabIndex -1); no ring for that, as for a page heading. */
export const heading = style({ selectors: { '&:focus': { outline: 'none' } } });

export const lead = style({ marginBlockStart: vars.space.xxsmall, color: vars.color.foreground.secondary });

export const manage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.subtle,
});

export const manageTitle = style({ fontSize: vars.font.size.standard, fontWeight: vars.font.weight.bold });

export const manageText = style({ fontSize: vars.font.size.small, color: vars.color.foreground.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const actionIcon = style({ inlineSize: vars.size.icon.small, blockSize: vars.size.icon.small });
