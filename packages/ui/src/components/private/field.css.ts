import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Shared look of every text-like control (inputs, textareas, selects, the date button, inline editors). */
export const fieldControl = style({
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.snug,
  selectors: {
    '&::placeholder': { color: vars.color.foreground.muted },
    '&:hover': { borderColor: vars.color.foreground.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical, borderWidth: 2 },
    '&:disabled, &[aria-disabled="true"]': { backgroundColor: vars.color.background.sunken, cursor: 'not-allowed' },
  },
});

export const fieldLabel = style({
  display: 'block',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.text,
  marginBlockEnd: vars.space.xxsmall,
});

export const fieldHint = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.secondary,
  marginBlockStart: vars.space.xxsmall,
});

export const fieldError = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.critical,
  marginBlockStart: vars.space.xxsmall,
});

export const fieldRoot = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
