import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/*
 * The form adapts to the room it is given, not to the window: the page may put it in a narrow column or
 * across the full width, so the layout follows container queries.
 */
const twoColumnFields = '(min-width: 30rem)';
const notesBeside = '(min-width: 56rem)';

export const root = style({ containerType: 'inline-size', minInlineSize: 0 });

/** Form then notes; on a wide container the notes sit beside the form. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@container': { [notesBeside]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

export const form = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

/** One column in a narrow form, two from 30rem; long fields span both. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@container': { [twoColumnFields]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fullRow = style({ '@container': { [twoColumnFields]: { gridColumn: '1 / -1' } } });

export const requiredNote = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });

export const notes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.subtle,
  borderInlineStart: `4px solid ${vars.color.border.brand}`,
});

export const notesTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const noteList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const noteItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.foreground.text,
});

export const noteIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.medium,
  blockSize: vars.size.icon.medium,
  marginBlockStart: '0.125rem',
  color: vars.color.foreground.brand,
});

/** A phone number must not break across lines. */
export const phoneLink = style({ whiteSpace: 'nowrap' });
