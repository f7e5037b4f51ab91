import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const rating = style({ display: 'inline-flex', gap: '0.125rem', alignItems: 'center' });
export const filled = style({ color: vars.color.foreground.rating, fill: 'currentColor' });
export const empty = style({ color: vars.color.foreground.ratingEmpty });
