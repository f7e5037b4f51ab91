import { vars } from '@sparkle/ui/theme';
import { style } from '@vanilla-extract/css';

/** The invitation's card and the crew's sign-in, with room above and below on a phone. */
export const joinBody = style({ paddingBlock: vars.space.xlarge });

/** The day: the design system's column, with the page's side margins on a 360 px phone. */
export const dayBody = style({ paddingBlockEnd: vars.space.xxlarge });

export const signOutLine = style({ display: 'flex', justifyContent: 'flex-end', paddingBlockStart: vars.space.medium });
