import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { tone } from '../Text/Text.css';

export const heading = recipe({
  base: { lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold, letterSpacing: '-0.01em' },
  variants: {
    level: {
      1: { fontSize: vars.font.size.h1, fontWeight: vars.font.weight.extrabold },
      2: { fontSize: vars.font.size.h2 },
      3: { fontSize: vars.font.size.h3, lineHeight: vars.font.lineHeight.snug },
      4: { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.snug },
    },
    tone,
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { level: 2, tone: 'standard', align: 'start' },
});
