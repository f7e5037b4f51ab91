import { style } from '@vanilla-extract/css';

/** The switch between a new account and an existing one sits under the submit button, as a second way in. */
export const switchLine = style({ marginBlockStart: 0 });
