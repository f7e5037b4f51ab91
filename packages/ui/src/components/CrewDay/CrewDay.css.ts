import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** One column at any width: the page is made for a 360 px phone and is read the same on a larger screen. */
export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize: '36rem',
  marginInline: 'auto',
  paddingBlock: vars.space.medium,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.tight });

export const subtitle = style({ margin: 0, color: vars.color.foreground.secondary });

/** What is waiting stays in view while the jobs scroll under it. */
export const statusBar = style({
  position: 'sticky',
  insetBlockStart: vars.space.xsmall,
  zIndex: vars.zIndex.raised,
});

export const sync = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  fontSize: vars.font.size.small,
  selectors: {
    '&[data-state="offline"]': {
      backgroundColor: vars.color.background.accentSoft,
      borderColor: vars.color.foreground.accentStrong,
    },
    '&[data-state="sent"]': { color: vars.color.foreground.positive },
  },
});

export const syncIcon = style({ flexShrink: 0, inlineSize: vars.size.icon.medium, blockSize: vars.size.icon.medium });

export const syncText = style({ minInlineSize: 0, color: vars.color.foreground.text });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.large });

export const jobs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const empty = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.sunken,
  color: vars.color.foreground.secondary,
});
