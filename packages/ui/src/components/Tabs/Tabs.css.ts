import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A segmented control: the tabs share one sunken track and the selected one is filled. */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.sunken,
});

export const tab = style({
  flex: '1 1 0',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.foreground.secondary,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.standard,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([aria-selected="true"])': {
      color: vars.color.foreground.text,
      backgroundColor: vars.color.background.brandSoft,
    },
    // A filled tab: the selection is plain at a glance, not only a shade lighter than the track.
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
      boxShadow: vars.shadow.small,
    },
  },
  '@media': {
    // Forced colours drop the fill; an underline keeps the selection visible.
    '(forced-colors: active)': {
      selectors: { '&[aria-selected="true"]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' } },
    },
  },
});

export const panel = style({
  paddingBlockStart: vars.space.large,
  selectors: { '&:focus-visible': { outlineOffset: '4px', borderRadius: vars.radius.small } },
});
