import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

/** Every slide sits in the same grid cell, so the carousel is as tall as its tallest slide and never jumps. */
export const track = style({ display: 'grid', minInlineSize: 0, touchAction: 'pan-y' });

export const slide = style({
  gridArea: '1 / 1',
  // A grid again, so a shorter slide's card stretches to the common height.
  display: 'grid',
  minInlineSize: 0,
  opacity: 0,
  visibility: 'hidden',
  transition: `opacity ${vars.duration.slow} ease-in-out, visibility ${vars.duration.slow}`,
  selectors: { '&[data-active]': { opacity: 1, visibility: 'visible' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
});

export const arrow = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.brand}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.brand,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}`,
  selectors: { '&:hover': { backgroundColor: vars.color.background.brandSoft } },
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  minInlineSize: 0,
});

/** A 44px target around a small visible dot; the current dot is a filled pill. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    display: 'block',
    inlineSize: '0.75rem',
    blockSize: '0.75rem',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.border.brand}`,
    backgroundColor: vars.color.background.surface,
    transition: `inline-size ${vars.duration.standard}, background-color ${vars.duration.standard}`,
  },
  selectors: {
    '&:hover::before': { backgroundColor: vars.color.background.brandSoft },
    '&[aria-current="true"]::before': { inlineSize: '1.5rem', backgroundColor: vars.color.background.brand },
  },
});
