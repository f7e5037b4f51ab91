import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  backgroundColor: vars.color.background.inverse,
  color: vars.color.foreground.inverse,
  paddingBlockStart: vars.space.xxlarge,
  paddingBlockEnd: vars.space.large,
  // On the dark surface the focus ring switches to the light ring colour.
  vars: { [vars.color.focusRing]: vars.color.focusRingInverse },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.4fr 1fr 1.2fr', gap: vars.space.xxlarge },
  },
});

export const brandColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  '@media': { [media.tablet]: { gridColumn: '1 / -1' }, [media.desktop]: { gridColumn: 'auto' } },
});

export const tagline = style({
  color: vars.color.foreground.inverse,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.large,
});

export const description = style({
  color: vars.color.foreground.inverseSecondary,
  maxInlineSize: '32rem',
});

export const columnTitle = style({
  marginBlockEnd: vars.space.small,
  color: vars.color.foreground.inverse,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.foreground.inverseSecondary,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { color: vars.color.foreground.inverse, textDecoration: 'underline' } },
});

export const address = style({ fontStyle: 'normal' });

export const contactItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  color: vars.color.foreground.inverseSecondary,
});

export const contactIcon = style({ flexShrink: 0, marginBlockStart: '0.125rem', color: vars.color.foreground.inverse });

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  padding: 0,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.foreground.inverseSecondary}`,
  color: vars.color.foreground.inverse,
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.body, color: vars.color.foreground.brand },
  },
});

export const bottom = style({
  marginBlockStart: vars.space.xlarge,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.background.brandHover}`,
  color: vars.color.foreground.inverseSecondary,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});
