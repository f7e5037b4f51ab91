import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ inlineSize: '100%', maxInlineSize: '32rem', marginInline: 'auto' });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
