import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const code = style({
  fontSize: 'clamp(5rem, 3rem + 10vw, 9rem)',
  fontWeight: vars.font.weight.extrabold,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.foreground.brand,
});
