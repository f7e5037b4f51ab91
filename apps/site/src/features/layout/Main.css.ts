import { style } from '@vanilla-extract/css';

export const main = style({
  display: 'block',
  minBlockSize: '60vh',
  // The skip link focuses <main>; it is a target, not a control, so no ring around the whole page.
  selectors: { '&:focus': { outline: 'none' } },
});
