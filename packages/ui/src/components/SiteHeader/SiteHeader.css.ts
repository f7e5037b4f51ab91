import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/**
 * The header collapses by its own width (a container query), not the viewport's: on the site the two are
 * the same, and a story can show the phone layout inside a narrow frame at any window size.
 */
const headerContainer = createContainer('site-header');
const wide = `${headerContainer} (min-width: 72rem)`;

/** The same breakpoint as a media query, for closing the drawer when the window grows. */
export const wideMediaQuery = 'screen and (min-width: 72rem)';

/** Sticky at the top: it stays in view like a fixed bar but keeps its place in the flow, so no offset is needed. */
export const root = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  containerType: 'inline-size',
  containerName: headerContainer,
  backgroundColor: vars.color.background.surface,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.small,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minBlockSize: vars.size.headerHeight,
  maxInlineSize: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': { [media.tablet]: { paddingInline: vars.space.xlarge } },
});

export const wideOnly = style({
  display: 'none',
  '@container': { [wide]: { display: 'flex' } },
});

export const desktopNav = style([wideOnly, { flex: '1 1 auto', justifyContent: 'center' }]);

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.foreground.secondary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.foreground.text, backgroundColor: vars.color.background.neutralHover },
    '&[aria-current="page"]': { color: vars.color.foreground.brand, fontWeight: vars.font.weight.bold },
    // An underline bar as a second cue besides weight and colour.
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.xsmall,
      insetBlockEnd: '0.375rem',
      blockSize: 2,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.background.brand,
    },
  },
});

export const actions = style([wideOnly, { alignItems: 'center', gap: vars.space.xsmall, flexShrink: 0 }]);

export const signInLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.foreground.brand,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { backgroundColor: vars.color.background.neutralHover } },
});

/** The link to the other language: quieter than 'Sign In', with a globe before the language's name. */
export const languageLink = style([
  signInLink,
  {
    gap: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    color: vars.color.foreground.secondary,
    fontWeight: vars.font.weight.medium,
    selectors: {
      '&:hover': { color: vars.color.foreground.text },
      // 'العربية' on an English page: drawn with the system's Arabic face, so that an English page never
      // downloads the site's Arabic font for one word.
      '&:lang(ar)': { fontFamily: 'system-ui, sans-serif' },
    },
  },
]);

export const accountButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  maxInlineSize: '13rem',
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { backgroundColor: vars.color.background.neutralHover },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
    // Beside a language switch a long name gives way sooner (the menu it opens shows it in full), so the bar
    // still fits at its narrowest.
    [`${actions}:has(${languageLink}) &`]: { maxInlineSize: '9rem' },
  },
});

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const accountMenu = style({
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: '12rem',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const accountMenuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.foreground.text,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-active-item], &:hover': { backgroundColor: vars.color.background.brandSoft },
  },
});

export const drawerUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  color: vars.color.foreground.text,
  fontWeight: vars.font.weight.semibold,
});

export const menuButton = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.background.neutralHover } },
  '@container': { [wide]: { display: 'none' } },
});

export const backdrop = style({
  backgroundColor: vars.color.background.overlay,
  opacity: 0,
  transition: `opacity ${vars.duration.standard}`,
  selectors: { '&[data-enter]': { opacity: 1 } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  inlineSize: 'min(22rem, 100%)',
  padding: vars.space.medium,
  overflowY: 'auto',
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.large,
  opacity: 0,
  transition: `opacity ${vars.duration.standard}`,
  selectors: { '&[data-enter]': { opacity: 1 } },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const drawerTitle = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.background.neutralHover } },
});

export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const drawerLink = style([
  navLink,
  {
    display: 'flex',
    inlineSize: '100%',
    paddingInline: vars.space.medium,
    fontSize: vars.font.size.large,
    selectors: {
      '&[aria-current="page"]': { backgroundColor: vars.color.background.brandSoft },
      '&[aria-current="page"]::after': {
        insetInline: 'auto',
        insetInlineStart: 0,
        insetBlock: vars.space.xsmall,
        blockSize: 'auto',
        inlineSize: 3,
      },
    },
  },
]);

export const drawerFooter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const drawerLanguageLink = style([
  languageLink,
  { alignSelf: 'flex-start', fontSize: vars.font.size.large, paddingInline: vars.space.medium },
]);

export const drawerAuth = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
});

/** The 'Sign In' link while the session loads: it keeps its place in the bar but is not shown or focusable. */
export const pending = style({ visibility: 'hidden' });
