import { style } from '@vanilla-extract/css';

export const textArea = style({ resize: 'vertical', minBlockSize: '5rem' });
