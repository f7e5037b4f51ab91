import { style } from '@vanilla-extract/css';

/** A lone testimonial: one card in the narrow, centred container, not half of an empty two-column grid. */
export const single = style({ listStyle: 'none', margin: 0, padding: 0 });
