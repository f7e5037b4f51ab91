import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const icon = style({
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.foreground.critical,
});
