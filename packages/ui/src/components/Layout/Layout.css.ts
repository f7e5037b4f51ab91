import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const spaceScale = {
  none: vars.space.none,
  xxsmall: vars.space.xxsmall,
  xsmall: vars.space.xsmall,
  small: vars.space.small,
  medium: vars.space.medium,
  large: vars.space.large,
  xlarge: vars.space.xlarge,
  xxlarge: vars.space.xxlarge,
} as const;
export type Space = keyof typeof spaceScale;

const gapVariants = Object.fromEntries(Object.entries(spaceScale).map(([k, v]) => [k, { gap: v }])) as Record<
  Space,
  { gap: string }
>;

export const container = recipe({
  base: {
    inlineSize: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.medium,
    '@media': { [media.tablet]: { paddingInline: vars.space.xlarge } },
  },
  variants: {
    width: { standard: { maxInlineSize: vars.size.container }, narrow: { maxInlineSize: vars.size.narrow } },
  },
  defaultVariants: { width: 'standard' },
});

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minInlineSize: 0 },
  variants: {
    gap: gapVariants,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { gap: 'medium', align: 'stretch' },
});

export const inline = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', minInlineSize: 0 },
  variants: {
    gap: gapVariants,
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { gap: 'small', justify: 'start' },
});

/** Responsive grid: one column on phones, `columns` from the desktop breakpoint, two in between. */
export const grid = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', listStyle: 'none', padding: 0, margin: 0 },
  variants: {
    gap: gapVariants,
    columns: {
      2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
      4: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { gap: 'large', columns: 3 },
});

export const section = recipe({
  base: { paddingBlock: vars.space.xxlarge, '@media': { [media.desktop]: { paddingBlock: vars.space.xxxlarge } } },
  variants: {
    tone: {
      standard: { backgroundColor: vars.color.background.body },
      subtle: { backgroundColor: vars.color.background.subtle },
      brand: {
        backgroundColor: vars.color.background.brand,
        color: vars.color.foreground.onBrand,
        vars: { [vars.color.focusRing]: vars.color.focusRingInverse },
      },
      inverse: {
        backgroundColor: vars.color.background.inverse,
        color: vars.color.foreground.inverse,
        vars: { [vars.color.focusRing]: vars.color.focusRingInverse },
      },
    },
  },
  defaultVariants: { tone: 'standard' },
});

export const sectionHeader = style({ marginBlockEnd: vars.space.xlarge });
