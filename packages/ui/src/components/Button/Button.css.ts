import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minBlockSize: vars.size.touchTarget,
    paddingInline: vars.space.large,
    paddingBlock: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    border: '2px solid transparent',
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.7 },
    },
  },
  variants: {
    tone: {
      primary: {
        backgroundColor: vars.color.background.brand,
        color: vars.color.foreground.onBrand,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.brandHover },
          '&[data-active]': { backgroundColor: vars.color.background.brandActive },
        },
      },
      secondary: {
        backgroundColor: vars.color.background.surface,
        color: vars.color.foreground.brand,
        borderColor: vars.color.border.brand,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.brandSoft },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.foreground.brand,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.neutralHover },
        },
      },
      whatsapp: {
        backgroundColor: vars.color.background.chatApp,
        color: vars.color.foreground.onBrand,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.chatAppHover },
          '&[data-active]': { backgroundColor: vars.color.background.chatAppActive },
        },
      },
      critical: {
        backgroundColor: vars.color.background.critical,
        color: vars.color.foreground.onBrand,
      },
    },
    size: {
      small: { minBlockSize: '2.25rem', paddingInline: vars.space.small, fontSize: vars.font.size.small },
      standard: {},
      large: { minBlockSize: '3.25rem', paddingInline: vars.space.xlarge, fontSize: vars.font.size.large },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'standard', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
