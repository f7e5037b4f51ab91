import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The card lines its content up at the start whatever its surroundings do (the home page centres the carousel
// it sits in): otherwise the quote would centre and the name and the line under it each centre on its own.
export const root = style({ blockSize: '100%', margin: 0, textAlign: 'start' });

export const quoteIcon = style({ color: vars.color.foreground.brand, opacity: 0.35 });

export const quote = style({
  flex: '1 1 auto',
  margin: 0,
  color: vars.color.foreground.text,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.standard,
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
  fontWeight: vars.font.weight.bold,
});

export const name = style({ display: 'block', fontWeight: vars.font.weight.bold, color: vars.color.foreground.text });
export const detail = style({ display: 'block', fontSize: vars.font.size.small, color: vars.color.foreground.muted });
