import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minInlineSize: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const titleLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.h2,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
});

export const reference = style({ margin: 0, color: vars.color.foreground.secondary });
export const referenceValue = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.text,
  fontVariantNumeric: 'tabular-nums',
});

export const contact = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { display: 'flex' } },
});

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

/** Big targets for a thumb: the coordinator calls from the phone. */
export const contactLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minBlockSize: '3rem',
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border.brand}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.brand,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.brandSoft },
    '&:focus-visible': focusRing,
  },
});

export const icon = style({ inlineSize: vars.size.icon.small, blockSize: vars.size.icon.small, flexShrink: 0 });

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minInlineSize: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
});

/** A dt/dd pair in a div (valid in a dl), laid out by the list's grid. */
export const fact = style({ display: 'contents' });
globalStyle(`${fact} > dt`, { color: vars.color.foreground.secondary, fontWeight: vars.font.weight.medium });
globalStyle(`${fact} > dd`, { margin: 0, color: vars.color.foreground.text, overflowWrap: 'anywhere' });

export const inlineLink = style({
  color: vars.color.foreground.link,
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});

export const address = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });

export const notes = style({ whiteSpace: 'pre-wrap' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.text,
});

export const statusButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const error = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.foreground.critical,
  fontWeight: vars.font.weight.semibold,
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `2px solid ${vars.color.border.subtle}`,
  listStyle: 'none',
});

export const historyItem = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });

export const historyTime = style({ fontSize: vars.font.size.xsmall, color: vars.color.foreground.secondary });

export const muted = style({ margin: 0, color: vars.color.foreground.secondary });

export const estimate = style({ minInlineSize: 0 });
