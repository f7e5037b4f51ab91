import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.surface,
  overflowWrap: 'anywhere',
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.text,
});

/** The team's colour, as the schedule shows it (the chart series' colours, each 3:1 against the surface). */
const teamColour = {
  teal: vars.color.chart.series1,
  amber: vars.color.chart.series2,
  blue: vars.color.chart.series3,
  violet: vars.color.chart.series4,
  red: vars.color.chart.series5,
  slate: vars.color.chart.series6,
} as const;

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: '1rem',
  blockSize: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.foreground.muted,
  selectors: Object.fromEntries(
    Object.entries(teamColour).map(([name, colour]) => [`&[data-colour="${name}"]`, { backgroundColor: colour }]),
  ),
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
});

export const icon = style({ inlineSize: vars.size.icon.small, blockSize: vars.size.icon.small });

export const facts = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.text,
});
globalStyle(`${facts} > div`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
globalStyle(`${facts} dt`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${facts} dt::after`, { content: '":"' });
globalStyle(`${facts} dd`, { margin: 0 });

export const error = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.critical,
});

export const members = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const subtitle = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.text,
});

export const empty = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.foreground.secondary });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
});

export const member = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border.subtle}` } },
});

export const who = style({ display: 'flex', flexDirection: 'column', flex: '1 1 12rem', minInlineSize: 0 });
export const name = style({ fontWeight: vars.font.weight.semibold, color: vars.color.foreground.text });
export const email = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });
export const state = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
export const until = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });

export const move = style({ display: 'inline-flex', alignItems: 'flex-end', gap: vars.space.xsmall });
export const moveSelect = style({ minInlineSize: '9rem' });
