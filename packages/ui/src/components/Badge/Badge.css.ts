import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    paddingBlock: '0.125rem',
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.background.sunken, color: vars.color.foreground.text },
      brand: { backgroundColor: vars.color.background.brandSoft, color: vars.color.foreground.brand },
      accent: { backgroundColor: vars.color.background.accentSoft, color: vars.color.foreground.accentStrong },
      critical: { backgroundColor: vars.color.background.criticalSoft, color: vars.color.foreground.critical },
      positive: { backgroundColor: vars.color.background.brandSoft, color: vars.color.foreground.positive },
      strong: { backgroundColor: vars.color.background.brand, color: vars.color.foreground.onBrand },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
