/*
 * The types the header shares with its lazily loaded parts (AccountMenu, SiteHeaderDrawer). In a module of their
 * own so that the parts need not import SiteHeader.tsx, which loads them: no import circle, not even a type-only one.
 */

/** The signed-in user as the header shows them. */
export interface HeaderSession {
  /** Full name, or the e-mail when no name was given. */
  name: string;
  /** Admins also get an 'Admin' link to the dashboard. */
  isAdmin: boolean;
}

/** The header's texts (SiteHeader's `defaultHeaderLabels`), for later localisation. */
export interface HeaderLabels {
  navigation: string;
  menu: string;
  closeMenu: string;
  signIn: string;
  signOut: string;
  signingOut: string;
  admin: string;
  bookNow: string;
}

/** What the lazily loaded parts of the header receive. */
export interface HeaderPartProps {
  session?: HeaderSession | null;
  signingOut: boolean;
  onSignOut?: (() => void) | undefined;
  adminHref: string;
  labels: HeaderLabels;
}
