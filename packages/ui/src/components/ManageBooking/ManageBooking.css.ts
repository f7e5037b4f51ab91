import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
  // At least a screen tall in every state, as the status screens are: the footer stays below the fold while the
  // booking loads, so it does not jump when the details arrive (a layout shift of 0.39 on a phone without this).
  minBlockSize: `calc(100vh - ${vars.size.headerHeight})`,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** What the page is for, under its title. */
export const introText = style({
  margin: 0,
  marginBlockStart: vars.space.small,
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  maxInlineSize: '40rem',
});

/** Focus is moved to headings programmatically (tabIndex -1); no ring for that, as for a page heading. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });

/** The summary, then the estimate beside it on a wide container. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@container': { '(min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(16rem, 2fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.subtle,
});

export const dangerPanel = style([panel, { borderInlineStart: `4px solid ${vars.color.border.critical}` }]);

export const panelTitle = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const panelFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@container': { '(min-width: 36rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const errorMessage = style([
  message,
  {
    padding: vars.space.small,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.background.criticalSoft,
    color: vars.color.foreground.critical,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const noticeMessage = style([
  message,
  {
    padding: vars.space.small,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.background.brandSoft,
    color: vars.color.foreground.text,
  },
]);

export const messageIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.small,
  blockSize: vars.size.icon.small,
  marginBlockStart: '0.125rem',
});

export const phoneLink = style({ whiteSpace: 'nowrap' });

export const changeNote = style({ fontSize: vars.font.size.small, color: vars.color.foreground.text });

export const rescheduleForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const noticeSpacing = style({ marginBlockStart: vars.space.medium });

export const calendarIcon = style({ inlineSize: vars.size.icon.small, blockSize: vars.size.icon.small });

/** The series' visits, one a row: the date and time, its state beside, a note under a flagged one. */
export const seriesList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const seriesVisit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const seriesVisitWhen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** A visit's state and, when it may be moved, its button, kept together at the row's end. */
export const seriesVisitEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});
