import type { MouseEventHandler } from 'react';

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
  /** The link to the signed-in user's own page (their visits, addresses, 'Book again'). */
  account: string;
  admin: string;
  bookNow: string;
}

/**
 * A link to the same page in the other language: a different document (its own `lang` and `dir`), so a plain
 * link that loads the page, never a client-side navigation.
 */
export interface HeaderLanguageSwitch {
  /** The same page in the other language, e.g. '/ar/about' on '/about'. */
  href: string;
  /** The other language's own name, as its speakers write it: 'العربية' on English pages, 'English' on Arabic ones. */
  label: string;
  /** The `lang` of that name ('ar'), so screen readers pronounce it in its language. */
  lang: string;
  /** The `hreflang` of the page it leads to ('ar'). */
  hrefLang: string;
  /** Called when the visitor follows it, before the page unloads (e.g. to keep what a form holds). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** What the lazily loaded parts of the header receive. */
export interface HeaderPartProps {
  session?: HeaderSession | null;
  signingOut: boolean;
  onSignOut?: (() => void) | undefined;
  accountHref: string;
  adminHref: string;
  labels: HeaderLabels;
}
