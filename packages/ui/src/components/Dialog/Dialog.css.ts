import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

// Ariakit sets data-enter while the dialog is shown and waits for the transition before hiding it.
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.background.overlay,
  opacity: 0,
  transition: `opacity ${vars.duration.standard} ease-out`,
  selectors: { '&[data-enter]': { opacity: 1 } },
});

export const dialog = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    insetInline: vars.space.medium,
    insetBlock: vars.space.medium,
    marginInline: 'auto',
    marginBlock: 'auto',
    blockSize: 'fit-content',
    maxBlockSize: `calc(100dvh - 2 * ${vars.space.medium})`,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.background.surface,
    color: vars.color.foreground.text,
    boxShadow: vars.shadow.large,
    opacity: 0,
    transform: 'translateY(0.5rem) scale(0.98)',
    transition: `opacity ${vars.duration.standard} ease-out, transform ${vars.duration.standard} ease-out`,
    selectors: { '&[data-enter]': { opacity: 1, transform: 'none' } },
    '@media': { [media.tablet]: { padding: vars.space.xlarge } },
  },
  variants: {
    size: {
      small: { maxInlineSize: '24rem' },
      standard: { maxInlineSize: '32rem' },
      large: { maxInlineSize: '48rem' },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  paddingBlockStart: vars.space.xsmall,
});

export const description = style({
  color: vars.color.foreground.secondary,
  marginBlockStart: `calc(-1 * ${vars.space.xsmall})`,
});

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  marginBlockStart: `calc(-1 * ${vars.space.xxsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.foreground.secondary,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.background.neutralHover, color: vars.color.foreground.text } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});
