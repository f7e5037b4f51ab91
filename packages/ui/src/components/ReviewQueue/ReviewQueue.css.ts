import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const comment = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
