import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0 });

/** Reads like the other fields' labels. */
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxsmall,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.text,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The whole row is the label, so it is one large target; its border shows what is ticked. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  cursor: 'pointer',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.snug,
  selectors: {
    '&:hover': { borderColor: vars.color.foreground.text },
    '&:has(input:checked)': { borderColor: vars.color.border.brand, backgroundColor: vars.color.background.subtle },
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.foreground.muted },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const checkbox = style({
  flexShrink: 0,
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  margin: 0,
  accentColor: vars.color.background.brand,
  cursor: 'inherit',
  // The row draws the focus ring; the box itself would draw a second, smaller one.
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const optionLabel = style({ flex: 1, minInlineSize: 0 });

/** The price, at the inline end, in figures that line up. */
export const suffix = style({
  flexShrink: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.secondary,
  whiteSpace: 'nowrap',
});
