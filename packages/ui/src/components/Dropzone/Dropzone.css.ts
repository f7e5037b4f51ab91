import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** The whole drop target is the file input's label, so a click anywhere opens the file chooser. */
export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minBlockSize: '11rem',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.large,
  border: `2px dashed ${vars.color.border.field}`,
  backgroundColor: vars.color.background.subtle,
  color: vars.color.foreground.text,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.brand, backgroundColor: vars.color.background.brandSoft },
    // The input itself is visually hidden, so its keyboard focus is drawn on the zone.
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-drag-active]': {
      borderStyle: 'solid',
      borderColor: vars.color.border.brand,
      backgroundColor: vars.color.background.brandSoft,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const zoneIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconTile.medium,
  blockSize: vars.size.iconTile.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.brand,
  boxShadow: vars.shadow.small,
});

export const zoneTitle = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.standard });

export const zoneHint = style({ fontSize: vars.font.size.xsmall, color: vars.color.foreground.secondary });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  selectors: { '&[data-status="error"]': { borderColor: vars.color.border.critical } },
});

export const thumb = style({
  inlineSize: '4rem',
  blockSize: '4rem',
  borderRadius: vars.radius.small,
  objectFit: 'cover',
  backgroundColor: vars.color.background.sunken,
});

export const thumbPlaceholder = style([
  thumb,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.foreground.muted },
]);

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minInlineSize: 0 });

export const itemName = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.secondary,
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&[data-status="uploaded"]': { color: vars.color.foreground.positive },
    '&[data-status="error"]': { color: vars.color.foreground.critical },
    '&[data-status="uploading"]': { color: vars.color.foreground.brand },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  animation: `${spin} 0.9s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const errorDetail = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.critical,
});

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.foreground.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.criticalSoft, color: vars.color.foreground.critical },
  },
});

export const area = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.medium,
  '@media': { [media.tablet]: { padding: vars.space.xlarge } },
});

export const areaHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const areaFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});
