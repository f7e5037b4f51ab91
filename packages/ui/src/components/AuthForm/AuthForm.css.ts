import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  inlineSize: '100%',
  maxInlineSize: '28rem',
  marginInline: 'auto',
});

/** The back link is a 44px-high target with its arrow. */
export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  alignSelf: 'flex-start',
  minBlockSize: vars.size.touchTarget,
});

export const backIcon = style({
  inlineSize: vars.size.icon.small,
  blockSize: vars.size.icon.small,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const adminNote = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.subtle,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.text,
});

export const adminNoteIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.medium,
  blockSize: vars.size.icon.medium,
  marginBlockStart: '0.125rem',
  color: vars.color.foreground.brand,
});

/** 'Forgot password?' sits right under the password, at its end, as a 44px-high target. */
export const forgotLink = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  marginBlockStart: `calc(-1 * ${vars.space.medium})`,
  fontSize: vars.font.size.small,
});

export const alertBox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.foreground.critical,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
});

export const alertIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.small,
  blockSize: vars.size.icon.small,
  marginBlockStart: '0.125rem',
});

export const alertBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const alertAction = style({ fontWeight: vars.font.weight.semibold });

/** Something that went well (a sign-in link was sent), said by the form. */
export const noticeBox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.text,
  fontSize: vars.font.size.small,
});
