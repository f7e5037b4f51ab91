import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const moreRow = style({ marginBlockStart: vars.space.xlarge });
