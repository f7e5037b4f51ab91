import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Holds the input and an adornment (the password toggle) inside one box. */
export const adornedWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Leaves room at the inline end for a 44px adornment. */
export const adornedInput = style({ paddingInlineEnd: `calc(${vars.size.touchTarget} + ${vars.space.xxsmall})` });

/** Where the adornment sits: at the inline end of the box, vertically centred. */
export const adornment = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlock: 0,
  display: 'flex',
  alignItems: 'center',
});

/**
 * An input that reads left to right (phone, e-mail): on a right-to-left page its text stays against the field's
 * inline start as the page reads it, the right edge; `end` is that edge for the input's own left-to-right text.
 */
export const ltrInput = style({ selectors: { '[dir="rtl"] &': { textAlign: 'end' } } });
