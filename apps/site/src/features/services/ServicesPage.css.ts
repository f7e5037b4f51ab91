import { media, vars } from '@sparkle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** A card's photo in the admin's image editor: the same 16:10 frame visitors see. */
export const cardImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: 0,
});

export const detailLayout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)', gap: vars.space.xxlarge } },
});

export const detailMedia = style({ minInlineSize: 0 });

export const detailImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
});

/** Our stand-in until an admin uploads a photo: the service's icon on a soft tinted panel. */
export const detailIllustration = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.large,
  backgroundImage: `radial-gradient(circle at 30% 30%, ${vars.color.background.body} 0, ${vars.color.background.brandSoft} 70%)`,
  color: vars.color.foreground.brand,
});
globalStyle(`${detailIllustration} svg:first-child`, { strokeWidth: 1.25 });

export const detailSparkle = style({
  position: 'absolute',
  insetBlockStart: '20%',
  insetInlineEnd: '24%',
  color: vars.color.foreground.accentStrong,
});

export const detailCopy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const checkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const checkItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.foreground.secondary,
});

export const checkIcon = style({
  flexShrink: 0,
  marginBlockStart: '0.125rem',
  color: vars.color.foreground.positive,
});

export const detailCard = style({ blockSize: '100%' });

export const packages = style({ alignItems: 'stretch' });
globalStyle(`${packages} > li`, { display: 'flex', flexDirection: 'column' });
globalStyle(`${packages} > li > *`, { flex: '1 1 auto' });

export const packagesNote = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  marginBlockStart: vars.space.xlarge,
  maxInlineSize: '40rem',
  marginInline: 'auto',
});
