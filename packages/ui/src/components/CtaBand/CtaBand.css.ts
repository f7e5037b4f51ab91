import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const actions = style({ justifyContent: 'center' });

/** The second action on a dark band: an outline in the light text colour, so both actions keep AA contrast. */
export const outlineOnDark = style({
  backgroundColor: 'transparent',
  color: vars.color.foreground.inverse,
  borderColor: vars.color.foreground.inverse,
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      backgroundColor: vars.color.background.inverse,
      color: vars.color.foreground.inverse,
    },
  },
});
