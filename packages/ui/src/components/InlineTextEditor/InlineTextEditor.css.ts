import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const viewRoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const value = style({
  flex: '1 1 12rem',
  minInlineSize: 0,
  // Multi-line texts keep the line breaks the admin typed.
  whiteSpace: 'pre-line',
});

export const editButton = style({
  flexShrink: 0,
  // The inverse tone, for text on a dark surface (a brand card): a light button and the light focus ring.
  // Scoped by the root's data-tone, so it outranks the ghost button's own colours whatever the CSS order.
  selectors: {
    '[data-tone="inverse"] > &': {
      color: vars.color.foreground.inverse,
      vars: { [vars.color.focusRing]: vars.color.focusRingInverse },
    },
    '[data-tone="inverse"] > &:hover:not([aria-disabled="true"])': {
      backgroundColor: vars.color.background.inverseHover,
    },
  },
});

export const editRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.border.brand}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  minInlineSize: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
