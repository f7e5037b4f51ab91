import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The asterisk after a required field's label; decorative, the control itself says it is required. */
export const requiredMark = style({
  color: vars.color.foreground.critical,
  marginInlineStart: vars.space.xxsmall,
});

/** Keeps an icon or a button inside the control's box (select chevron, password toggle). */
export const controlWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });
