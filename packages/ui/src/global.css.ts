import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import { media } from './theme/media';
import './theme/theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.medium})`,
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.foreground.text,
  backgroundColor: vars.color.background.body,
  WebkitFontSmoothing: 'antialiased',
});
// A page in Arabic draws its text with the Arabic face first: its Arabic, and its Latin letters, digits and
// punctuation too (fontsArabic.css), so it needs that one face's two files and no other. Only the document's
// language counts: an Arabic word on an English page (the language switch) does not load the face.
globalStyle('html:lang(ar) body', { fontFamily: `'Noto Sans Arabic Variable', ${vars.font.family.body}` });
globalStyle('img, svg, video', { display: 'block', maxInlineSize: '100%' });
globalStyle('img', { blockSize: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, h4, p, figure, blockquote', { margin: 0 });
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
