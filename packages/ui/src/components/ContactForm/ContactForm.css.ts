import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minInlineSize: 0 });

export const requiredNote = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });
