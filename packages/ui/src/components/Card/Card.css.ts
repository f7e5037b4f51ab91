import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    backgroundColor: vars.color.background.surface,
    borderRadius: vars.radius.large,
    border: `1px solid ${vars.color.border.subtle}`,
    overflow: 'hidden',
    minInlineSize: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      medium: { padding: vars.space.large },
      large: { padding: vars.space.xlarge },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.medium, borderColor: 'transparent' },
    },
    tone: {
      standard: {},
      subtle: { backgroundColor: vars.color.background.subtle, borderColor: 'transparent' },
      brand: {
        backgroundColor: vars.color.background.brand,
        color: vars.color.foreground.onBrand,
        borderColor: 'transparent',
      },
      highlight: { borderColor: vars.color.border.brand, borderWidth: 2 },
    },
  },
  defaultVariants: { padding: 'medium', elevation: 'flat', tone: 'standard' },
});
