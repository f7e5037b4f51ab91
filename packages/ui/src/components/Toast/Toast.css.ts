import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/**
 * Top of the screen, under the fixed header: the bottom inline-end corner belongs to the chat launcher.
 * Full width on phones, a column at the inline end from tablets up.
 */
export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.small})`,
  insetInline: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  // The empty viewport must not swallow clicks on the page beneath it.
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: { insetInlineStart: 'auto', inlineSize: '24rem' },
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.small,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xxsmall,
    borderRadius: vars.radius.medium,
    border: '1px solid',
    borderInlineStartWidth: '0.375rem',
    boxShadow: vars.shadow.large,
    animation: `${enter} ${vars.duration.slow} ease-out`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    variant: {
      default: {
        backgroundColor: vars.color.background.surface,
        color: vars.color.foreground.text,
        borderColor: vars.color.border.subtle,
        borderInlineStartColor: vars.color.border.brand,
      },
      destructive: {
        backgroundColor: vars.color.background.critical,
        color: vars.color.foreground.onBrand,
        borderColor: vars.color.background.critical,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.snug,
});

export const close = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.size.touchTarget,
    blockSize: vars.size.touchTarget,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.small,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  variants: {
    variant: {
      default: {
        color: vars.color.foreground.secondary,
        selectors: { '&:hover': { backgroundColor: vars.color.background.neutralHover } },
      },
      destructive: {
        color: vars.color.foreground.onBrand,
        selectors: {
          '&:hover': { backgroundColor: `color-mix(in srgb, ${vars.color.foreground.onBrand} 16%, transparent)` },
          // The standard blue ring is too faint on red.
          '&:focus-visible': { outlineColor: vars.color.focusRingInverse },
        },
      },
    },
  },
  defaultVariants: { variant: 'default' },
});
