import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Label above value in a narrow box, side by side from 28rem. */
export const summary = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
});

export const summaryRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxsmall,
  '@container': { '(min-width: 28rem)': { gridTemplateColumns: '10rem minmax(0, 1fr)', gap: vars.space.small } },
});

export const summaryTerm = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
});

export const summaryValue = style({
  margin: 0,
  fontSize: vars.font.size.standard,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
