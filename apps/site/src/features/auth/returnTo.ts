import { currentLocale } from '../../i18n/i18n';
import { localeOfPath } from '../../i18n/locale';

/**
 * Where a sign-in leads. /auth may be opened by a page that needs a session (`/auth?redirect=/ar/account`): back there
 * afterwards; otherwise an admin to the back office and anyone else to their account.
 */

/** The page to go back to after signing in, from /auth's query: a path of this site only, never another site's. */
export function returnToOf(search: string): string | null {
  let value = new URLSearchParams(search).get('redirect')?.trim() ?? '';
  // The router writes a value that reads as JSON in quotes: take it as written.
  if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  return value.length <= 200 && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

/** Where someone who is signed in goes from /auth. */
export function landingPath(returnTo: string | null, isAdmin: boolean): string {
  return returnTo ?? (isAdmin ? '/admin' : '/account');
}

/**
 * Goes to a path of the site: through the router in the page's language; a page in the other language is another
 * document (its own `lang`, `dir` and catalogue), so it is loaded as such.
 */
export function goTo(path: string, navigate: (to: string) => void): void {
  if (localeOfPath(new URL(path, 'http://site.invalid').pathname) !== currentLocale()) window.location.assign(path);
  else navigate(path);
}
