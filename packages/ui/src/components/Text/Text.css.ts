import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const textTones = [
  'standard',
  'secondary',
  'muted',
  'brand',
  'accent',
  'critical',
  'positive',
  'inverse',
  'inverseSecondary',
] as const;

const toneColor = {
  standard: vars.color.foreground.text,
  secondary: vars.color.foreground.secondary,
  muted: vars.color.foreground.muted,
  brand: vars.color.foreground.brand,
  accent: vars.color.foreground.accentStrong,
  critical: vars.color.foreground.critical,
  positive: vars.color.foreground.positive,
  inverse: vars.color.foreground.inverse,
  inverseSecondary: vars.color.foreground.inverseSecondary,
} as const;

export const tone = Object.fromEntries(Object.entries(toneColor).map(([k, color]) => [k, { color }])) as Record<
  (typeof textTones)[number],
  { color: string }
>;

export const text = recipe({
  base: { lineHeight: vars.font.lineHeight.standard },
  variants: {
    size: {
      xsmall: { fontSize: vars.font.size.xsmall },
      small: { fontSize: vars.font.size.small },
      standard: { fontSize: vars.font.size.standard },
      large: { fontSize: vars.font.size.large },
      xlarge: { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.snug },
    },
    tone,
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { size: 'standard', tone: 'standard', weight: 'regular', align: 'start' },
});
