import { type HTMLAttributes, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import { Icon } from '../Icon/Icon';
import { ChevronDownIcon, GlobeIcon, MenuIcon, UserIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { useLinkComponent } from '../Link/LinkProvider';
import type { HeaderLabels, HeaderLanguageSwitch, HeaderSession } from './headerTypes';
import * as styles from './SiteHeader.css';

export type { HeaderLabels, HeaderLanguageSwitch, HeaderSession } from './headerTypes';

/** One entry of the main navigation. */
export interface NavItem {
  label: string;
  /** A site path such as '/about'. */
  href: string;
  /**
   * Current on that very path only, not on the paths below it: for a home page other than '/', such as the
   * Arabic '/ar', which every Arabic path starts with.
   */
  exact?: boolean;
}

/** The spec's six pages, in order. */
export const defaultNavItems: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Testimonials', href: '/testimonials' },
  { label: 'Contact', href: '/contact' },
];

export interface SiteHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The brand name beside the logo mark; the logo links home. */
  brandName?: string;
  /** Navigation items; defaults to Home, About, Services, Gallery, Testimonials, Contact. */
  items?: NavItem[];
  /** The current page's path: its link is bold and carries aria-current="page". Changing it closes the menu. */
  currentPath?: string;
  /**
   * The auth state: `null` shows 'Sign In'; a session shows the name, 'My account', 'Sign Out' and (for admins) 'Admin'
   * (on wide screens in an account menu opened by the name, in the phone drawer side by side).
   * Leave it `undefined` while the session is still loading: no 'Sign In' flashes up, but its place is kept
   * (an invisible 'Sign In'), so the bar does not move when a signed-out session arrives.
   */
  session?: HeaderSession | null;
  /** Called by the 'Sign Out' button. */
  onSignOut?: () => void;
  /** While true the 'Sign Out' button is disabled and shows `signingOutLabel`. */
  signingOut?: boolean;
  /** Where the logo leads: the home page of the page's language. @default '/' */
  homeHref?: string;
  signInHref?: string;
  /** The signed-in user's own page. @default '/account' */
  accountHref?: string;
  adminHref?: string;
  bookHref?: string;
  /** Texts, for later localisation. */
  labels?: Partial<HeaderLabels>;
  /**
   * A link to the same page in the other language, named in that language ('العربية'): in the bar beside the
   * auth state on wide screens, at the top of the drawer's footer on narrower ones. None without it.
   */
  languageSwitch?: HeaderLanguageSwitch;
  /** Open state of the phone menu, when the app wants to control it (Ariakit's `open`/`setOpen`). */
  menuOpen?: boolean;
  setMenuOpen?: (open: boolean) => void;
}

export const defaultHeaderLabels: HeaderLabels = {
  navigation: 'Main',
  menu: 'Menu',
  closeMenu: 'Close menu',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  signingOut: 'Signing out...',
  account: 'My account',
  admin: 'Admin',
  bookNow: 'Book Now',
};

function isCurrent(href: string, currentPath: string | undefined, exact = false) {
  if (currentPath === undefined) return false;
  const path = currentPath.replace(/\/+$/, '') || '/';
  if (href === '/' || exact) return path === href;
  return path === href || path.startsWith(`${href}/`);
}

// The phone drawer and the account menu are Ariakit dialogs and menus: tens of kilobytes that a visitor only
// needs once they open the menu, or once they are signed in. They load on demand, so the header that every
// page paints first is plain links and one button.
const loadDrawer = () => import('./SiteHeaderDrawer');
const SiteHeaderDrawer = lazy(loadDrawer);
const preloadDrawer = () => {
  // A failed prefetch is not an error yet: opening the menu loads (and reports) it again.
  loadDrawer().catch(() => {});
};
const AccountMenu = lazy(() => import('./AccountMenu'));

/**
 * Closes the drawer on navigation (a new `currentPath`, also when the route changes by other means than a click) and
 * when the window grows past the breakpoint (the drawer has no place on wide screens).
 */
function useClosingDrawer(currentPath: string | undefined, close: () => void) {
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    close();
  }, [currentPath, close]);

  useEffect(() => {
    const query = window.matchMedia(styles.wideMediaQuery);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [close]);
}

// A plain link, not the app's link component: the other language is another document, loaded as such.
function languageLink(languageSwitch: SiteHeaderProps['languageSwitch'], linkClass: string) {
  return languageSwitch ? (
    <a
      href={languageSwitch.href}
      hrefLang={languageSwitch.hrefLang}
      lang={languageSwitch.lang}
      className={linkClass}
      onClick={languageSwitch.onClick}
    >
      <Icon icon={GlobeIcon} size="small" />
      {languageSwitch.label}
    </a>
  ) : null;
}

/**
 * The site's top bar: logo, the six pages, the auth state and 'Book Now'. Narrower than 72rem it collapses to
 * a 'Menu' button that opens a modal drawer (Ariakit Dialog, loaded on first use: focus moves in and is
 * trapped, Escape or the close button shuts it and focus returns to the button; following a link closes it
 * too).
 */
export function SiteHeader({
  brandName = 'SparkleClean Dubai',
  items = defaultNavItems,
  currentPath,
  session,
  onSignOut,
  signingOut = false,
  homeHref = '/',
  signInHref = '/auth',
  accountHref = '/account',
  adminHref = '/admin',
  bookHref = '/book-now',
  labels: labelOverrides,
  languageSwitch,
  menuOpen,
  setMenuOpen,
  className,
  ...props
}: SiteHeaderProps) {
  const labels = { ...defaultHeaderLabels, ...labelOverrides };
  const AppLink = useLinkComponent();
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = menuOpen ?? uncontrolledOpen;
  const setOpen = setMenuOpen ?? setUncontrolledOpen;
  // Once opened, the drawer stays mounted (hidden), so it can animate and reopens at once.
  const [drawerWanted, setDrawerWanted] = useState(open);
  if (open && !drawerWanted) setDrawerWanted(true);

  const close = useCallback(() => setOpen(false), [setOpen]);

  useClosingDrawer(currentPath, close);

  const links = (linkClass: string, onNavigate?: () => void) =>
    items.map((item) => {
      const current = isCurrent(item.href, currentPath, item.exact);
      return (
        <li key={item.href}>
          <AppLink
            href={item.href}
            className={linkClass}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </AppLink>
        </li>
      );
    });

  // Wide screens: 'Sign In', or one account menu (name → My account, Admin, Sign Out) so the bar never overflows.
  const wideAuth = () => {
    if (!session) {
      // While the session loads the link is there but invisible (hidden from everyone, not focusable): it keeps
      // its place, so the bar does not shift when the visitor turns out to be signed out.
      return (
        <AppLink
          href={signInHref}
          className={[styles.signInLink, session === undefined ? styles.pending : ''].filter(Boolean).join(' ')}
        >
          {labels.signIn}
        </AppLink>
      );
    }
    const placeholder = (
      // Shown for the moment the menu's code takes to load: the same button, not yet interactive.
      <span className={styles.accountButton} aria-hidden="true">
        <Icon icon={UserIcon} size="medium" />
        <span className={styles.truncate}>{signingOut ? labels.signingOut : session.name}</span>
        <Icon icon={ChevronDownIcon} size="xsmall" />
      </span>
    );
    return (
      <Suspense fallback={placeholder}>
        <AccountMenu
          session={session}
          signingOut={signingOut}
          onSignOut={onSignOut}
          accountHref={accountHref}
          adminHref={adminHref}
          labels={labels}
        />
      </Suspense>
    );
  };

  return (
    <header {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.bar}>
        <BrandLogo name={brandName} href={homeHref} />
        <nav aria-label={labels.navigation} className={styles.desktopNav}>
          <ul className={styles.navList}>{links(styles.navLink)}</ul>
        </nav>
        <div className={styles.actions}>
          {languageLink(languageSwitch, styles.languageLink)}
          {wideAuth()}
          <ButtonLink href={bookHref}>{labels.bookNow}</ButtonLink>
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? drawerId : undefined}
          // Fetch the drawer's code as soon as the visitor heads for the button.
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => setOpen(!open)}
        >
          <Icon icon={MenuIcon} size="medium" />
          {labels.menu}
        </button>
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <SiteHeaderDrawer
            id={drawerId}
            open={open}
            setOpen={setOpen}
            finalFocus={menuButtonRef}
            links={links(styles.drawerLink, close)}
            languageLink={languageLink(languageSwitch, styles.drawerLanguageLink)}
            session={session}
            signingOut={signingOut}
            onSignOut={onSignOut}
            signInHref={signInHref}
            accountHref={accountHref}
            adminHref={adminHref}
            bookHref={bookHref}
            labels={labels}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
