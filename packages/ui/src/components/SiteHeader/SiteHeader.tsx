import * as Ariakit from '@ariakit/react';
import { type HTMLAttributes, useEffect, useState } from 'react';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import { Button } from '../Button/Button';
import { ChevronDownIcon, CloseIcon, MenuIcon, ShieldCheckIcon, SignOutIcon, UserIcon } from '../Icon/icons';
import { ButtonLink, Link } from '../Link/Link';
import { useLinkComponent } from '../Link/LinkProvider';
import * as styles from './SiteHeader.css';

/** One entry of the main navigation. */
export interface NavItem {
  label: string;
  /** A site path such as '/about'. */
  href: string;
}

/** The signed-in user as the header shows them. */
export interface HeaderSession {
  /** Full name, or the e-mail when no name was given. */
  name: string;
  /** Admins also get an 'Admin' link to the dashboard. */
  isAdmin: boolean;
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
   * The auth state: `null` shows 'Sign In'; a session shows the name, 'Sign Out' and (for admins) 'Admin'
   * (on wide screens in an account menu opened by the name, in the phone drawer side by side).
   * Leave it `undefined` while the session is still loading, so no 'Sign In' flashes up.
   */
  session?: HeaderSession | null;
  /** Called by the 'Sign Out' button. */
  onSignOut?: () => void;
  /** While true the 'Sign Out' button is disabled and shows `signingOutLabel`. */
  signingOut?: boolean;
  signInHref?: string;
  adminHref?: string;
  bookHref?: string;
  /** Texts, for later localisation. */
  labels?: Partial<typeof defaultHeaderLabels>;
  /** Open state of the phone menu, when the app wants to control it (Ariakit's `open`/`setOpen`). */
  menuOpen?: boolean;
  setMenuOpen?: (open: boolean) => void;
}

export const defaultHeaderLabels = {
  navigation: 'Main',
  menu: 'Menu',
  closeMenu: 'Close menu',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  signingOut: 'Signing out...',
  admin: 'Admin',
  bookNow: 'Book Now',
};

function isCurrent(href: string, currentPath: string | undefined) {
  if (currentPath === undefined) return false;
  const path = currentPath.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The site's top bar: logo, the six pages, the auth state and 'Book Now'. Narrower than 72rem it collapses to
 * a 'Menu' button that opens a modal drawer (Ariakit Dialog: focus moves in and is trapped, Escape or the
 * close button shuts it and focus returns to the button; following a link closes it too).
 */
export function SiteHeader({
  brandName = 'SparkleClean Dubai',
  items = defaultNavItems,
  currentPath,
  session,
  onSignOut,
  signingOut = false,
  signInHref = '/auth',
  adminHref = '/admin',
  bookHref = '/book-now',
  labels: labelOverrides,
  menuOpen,
  setMenuOpen,
  className,
  ...props
}: SiteHeaderProps) {
  const labels = { ...defaultHeaderLabels, ...labelOverrides };
  const AppLink = useLinkComponent();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = menuOpen ?? uncontrolledOpen;
  const setOpen = setMenuOpen ?? setUncontrolledOpen;
  const dialog = Ariakit.useDialogStore({ open, setOpen });

  // Navigating (a new currentPath) closes the drawer, also when the route changes by other means than a click.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    dialog.hide();
  }, [currentPath]);

  // The drawer has no place on wide screens: close it when the window grows past the breakpoint.
  useEffect(() => {
    const query = window.matchMedia(styles.wideMediaQuery);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) dialog.hide();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [dialog]);

  const links = (linkClass: string, onNavigate?: () => void) =>
    items.map((item) => {
      const current = isCurrent(item.href, currentPath);
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

  // Wide screens: 'Sign In', or one account menu (name → Admin, Sign Out) so the bar never overflows.
  const wideAuth = () => {
    if (session === undefined) return null;
    if (session === null) {
      return (
        <AppLink href={signInHref} className={styles.signInLink}>
          {labels.signIn}
        </AppLink>
      );
    }
    return (
      <Ariakit.MenuProvider placement="bottom-end">
        <Ariakit.MenuButton className={styles.accountButton} disabled={signingOut}>
          <UserIcon size={20} />
          <span className={styles.truncate}>{signingOut ? labels.signingOut : session.name}</span>
          <ChevronDownIcon size={16} />
        </Ariakit.MenuButton>
        <Ariakit.Menu gutter={8} className={styles.accountMenu}>
          {session.isAdmin ? (
            <Ariakit.MenuItem className={styles.accountMenuItem} render={<AppLink href={adminHref} />}>
              <ShieldCheckIcon size={18} />
              {labels.admin}
            </Ariakit.MenuItem>
          ) : null}
          <Ariakit.MenuItem className={styles.accountMenuItem} onClick={onSignOut}>
            <SignOutIcon size={18} />
            {labels.signOut}
          </Ariakit.MenuItem>
        </Ariakit.Menu>
      </Ariakit.MenuProvider>
    );
  };

  // The drawer has room to show everything at once.
  const drawerAuth = (onNavigate: () => void) => {
    if (session === undefined) return null;
    if (session === null) {
      return (
        <ButtonLink href={signInHref} tone="secondary" fullWidth onClick={onNavigate}>
          {labels.signIn}
        </ButtonLink>
      );
    }
    return (
      <div className={styles.drawerAuth}>
        <span className={styles.drawerUser}>
          <UserIcon size={20} />
          <span className={styles.truncate}>{session.name}</span>
        </span>
        {session.isAdmin ? (
          <Link href={adminHref} onClick={onNavigate}>
            {labels.admin}
          </Link>
        ) : null}
        <Button tone="secondary" fullWidth onClick={onSignOut} pending={signingOut} pendingLabel={labels.signingOut}>
          {labels.signOut}
        </Button>
      </div>
    );
  };

  const close = () => dialog.hide();

  return (
    <header {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.bar}>
        <BrandLogo name={brandName} href="/" />
        <nav aria-label={labels.navigation} className={styles.desktopNav}>
          <ul className={styles.navList}>{links(styles.navLink)}</ul>
        </nav>
        <div className={styles.actions}>
          {wideAuth()}
          <ButtonLink href={bookHref}>{labels.bookNow}</ButtonLink>
        </div>
        <Ariakit.DialogDisclosure store={dialog} className={styles.menuButton}>
          <MenuIcon size={22} />
          {labels.menu}
        </Ariakit.DialogDisclosure>
      </div>
      <Ariakit.Dialog store={dialog} className={styles.drawer} backdrop={<div className={styles.backdrop} />}>
        <div className={styles.drawerHeader}>
          <Ariakit.DialogHeading className={styles.drawerTitle}>{labels.menu}</Ariakit.DialogHeading>
          <Ariakit.DialogDismiss className={styles.closeButton} aria-label={labels.closeMenu}>
            <CloseIcon size={22} />
          </Ariakit.DialogDismiss>
        </div>
        <nav aria-label={labels.navigation}>
          <ul className={styles.drawerList}>{links(styles.drawerLink, close)}</ul>
        </nav>
        <div className={styles.drawerFooter}>
          {drawerAuth(close)}
          <ButtonLink href={bookHref} fullWidth onClick={close}>
            {labels.bookNow}
          </ButtonLink>
        </div>
      </Ariakit.Dialog>
    </header>
  );
}
