import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const titleIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.large,
  blockSize: vars.size.icon.large,
  color: vars.color.foreground.brand,
});

/** The e-mail field and its button: stacked on phones, side by side from tablet width. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const field = style({ flex: '1 1 auto' });

/** Lines the button up with the input, below the label, when they sit side by side. */
export const submit = style({
  '@media': {
    [media.tablet]: {
      marginBlockStart: `calc(${vars.font.size.small} * ${vars.font.lineHeight.standard} + ${vars.space.xxsmall})`,
    },
  },
});

export const restricted = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.foreground.text,
});

export const restrictedIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.medium,
  blockSize: vars.size.icon.medium,
  marginBlockStart: '0.125rem',
  color: vars.color.foreground.critical,
});
