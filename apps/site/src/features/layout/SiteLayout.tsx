import { t } from '@lingui/core/macro';
import { companyName } from '@sparkle/company/name';
import { type HeaderLabels, type HeaderLanguageSwitch, type HeaderSession, SiteHeader } from '@sparkle/ui';
import { useLocation } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { navItems } from '../../content/navigation';
import { currentLocale } from '../../i18n/i18n';
import { isLocalizedPath, type Locale, localeInfo, localizedPath, unlocalizedPath } from '../../i18n/locale';
import { type AuthSnapshot, useAuth } from '../../lib/auth';
import { hasCarriedForms } from '../../loading/carryKey';
import { useHydrationFinished } from '../../loading/earlyEvents';
import { island } from '../../loading/island';
import { staticSection } from '../../loading/staticSection';
import { signOut } from '../auth/authActions';
import { Main } from './Main';
import { useStaticCopyrightYear } from './useStaticCopyrightYear';

// Text and links only: prerendered, never hydrated (src/loading/staticSection.tsx).
const StaticFooter = staticSection('site-footer', () => import('./Footer.section'));
// The chat launcher: served ready to paint, its code loaded once someone reaches for it (src/loading/island.tsx).
const ChatEntry = island('chat-entry', () => import('../chat/ChatEntry.island'), { when: 'used' });

/**
 * What the header shows of the session: nothing while it loads (the prerender and the first render), 'Sign In'
 * when signed out, the name (or e-mail) with 'My account' and 'Sign Out' — and 'Admin' for admins — when signed in.
 */
function headerSession(auth: AuthSnapshot): HeaderSession | null | undefined {
  if (auth.status === 'loading') return undefined;
  const { user } = auth;
  if (auth.status === 'signedOut' || !user) return null;
  // The full name given at sign-up; the e-mail stands in for it otherwise.
  return { name: user.fullName?.trim() || user.email || t`Account`, isAdmin: auth.isAdmin };
}

/** The header's texts in the page's language. */
const headerLabels = (): HeaderLabels => ({
  navigation: t({ message: 'Main', comment: "The main navigation's accessible name (read as 'Main navigation')" }),
  menu: t`Menu`,
  closeMenu: t`Close menu`,
  signIn: t`Sign In`,
  signOut: t`Sign Out`,
  signingOut: t`Signing out...`,
  account: t`My account`,
  admin: t`Admin`,
  bookNow: t`Book Now`,
});

const noSubscription = () => () => {};

/** False while the page hydrates (and in the prerender), true after: for what only the browser knows. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

// The code that carries form fields across the switch is not part of any page's first load.
const loadCarryFormOver = () => import('../../loading/carryFormOver');

/**
 * Following the switch: keep what the page's forms hold for the page it leads to (src/loading/carryFormOver.ts),
 * then go. A click meant for a new tab or window is the browser's.
 */
function carryFormsOver(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void loadCarryFormOver()
    .then(({ saveFormsFor }) => saveFormsFor(new URL(href, window.location.href).pathname))
    .catch(() => {})
    .finally(() => window.location.assign(href));
}

/**
 * The link to this page in the other language: a plain link (a full page load, since the other language is
 * another document with its own `lang` and `dir`), with the search and hash once the browser knows them (the
 * prerendered page has none). None on pages that exist in English only. The 404 page is prerendered once for
 * every missing path, so its link only appears once the browser knows which path is missing.
 */
function useLanguageSwitch(pathname: string, notFound: boolean): HeaderLanguageSwitch | undefined {
  const hydrated = useHydrated();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const hash = useLocation({ select: (location) => location.hash });
  const route = unlocalizedPath(pathname);
  if (!isLocalizedPath(route) || (notFound && !hydrated)) return undefined;
  const other: Locale = currentLocale() === 'ar' ? 'en' : 'ar';
  const after = hydrated ? `${searchStr}${hash ? `#${hash}` : ''}` : '';
  return {
    href: `${localizedPath(route, other)}${after}`,
    label: localeInfo[other].name,
    lang: localeInfo[other].lang,
    hrefLang: localeInfo[other].lang,
    onClick: carryFormsOver,
  };
}

/** Whether a path is one of the working pages (the back office, the crew's day) rather than the public site's. */
export function isWorkPath(pathname: string): boolean {
  return /^\/(admin|crew)(\/|$)/.test(unlocalizedPath(pathname));
}

/**
 * The shared layout of every page but /auth (docs/product.md): fixed navigation, the page, the footer and the
 * floating chat widget. The 404 page uses it too. The chat widget's panel stays a lazy import inside
 * ChatEntry, loaded when the visitor opens it. `notFound`: the 404 page, prerendered once for every missing path.
 * The working pages (the back office, the crew's day) keep the header and leave out the marketing footer and the
 * chat launcher: people work there, and every pixel of a phone or of the office's schedule is for the work.
 */
export function SiteLayout({ children, notFound = false }: { children: ReactNode; notFound?: boolean }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const session = headerSession(useAuth());
  useStaticCopyrightYear();
  // Hands React what was typed and pressed before the page hydrated, then sets data-hydrated.
  useHydrationFinished();
  // Then what the language switch carried over from the other language's page (after the line above).
  useEffect(() => {
    if (hasCarriedForms()) void loadCarryFormOver().then(({ restoreCarriedForms }) => restoreCarriedForms());
  }, []);
  const languageSwitch = useLanguageSwitch(pathname, notFound);
  const work = isWorkPath(pathname);
  return (
    <>
      <SiteHeader
        brandName={companyName}
        items={navItems()}
        currentPath={pathname}
        session={session}
        onSignOut={signOut}
        labels={headerLabels()}
        languageSwitch={languageSwitch}
      />
      <Main>{children}</Main>
      {work ? null : <StaticFooter />}
      {work ? null : <ChatEntry />}
    </>
  );
}
