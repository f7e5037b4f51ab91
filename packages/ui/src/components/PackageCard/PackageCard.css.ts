import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ blockSize: '100%' });

/** The popular plan floats above the others (its border comes from the card's `highlight` tone). */
export const popular = style({ boxShadow: vars.shadow.large });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.accent,
  color: vars.color.foreground.onAccent,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  // No taller than the name beside it, so the popular plan's price lines up with the others'.
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  color: vars.color.foreground.text,
});

export const currency = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
});

export const amount = style({
  fontSize: '2.5rem',
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.extrabold,
  letterSpacing: '-0.02em',
});

export const period = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.small });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flex: '1 1 auto',
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall });

export const check = style({ flexShrink: 0, marginBlockStart: '0.125rem', color: vars.color.foreground.positive });
