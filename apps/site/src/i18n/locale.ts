/**
 * The site's languages: English at the root, Arabic under /ar. Every public page exists in both;
 * the back office and the sign-in page stay in English.
 */
export type Locale = 'en' | 'ar';

export const locales: readonly Locale[] = ['en', 'ar'];
export const defaultLocale: Locale = 'en';

export interface LocaleInfo {
  /** The `lang` of the document and `hreflang` of links to it. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The locale of numbers, prices and dates (`Intl`), always with the UAE's conventions. */
  intl: 'en-AE' | 'ar-AE';
  /** Open Graph's form ('en_AE'). */
  ogLocale: string;
  /** The language's own name, as the language switch shows it. */
  name: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { lang: 'en', dir: 'ltr', intl: 'en-AE', ogLocale: 'en_AE', name: 'English' },
  ar: { lang: 'ar', dir: 'rtl', intl: 'ar-AE', ogLocale: 'ar_AE', name: 'العربية' },
};

/** The path prefix of a locale's pages: '' for English, '/ar' for Arabic. */
const prefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);

/** The locale a public URL's path is in: '/ar', '/ar/about' → 'ar'; anything else → 'en'. */
export function localeOfPath(pathname: string): Locale {
  return /^\/ar(\/|$)/.test(pathname) ? 'ar' : 'en';
}

/** The route's path of a public path: '/ar/about' → '/about', '/ar' → '/', '/about' → '/about'. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  const bare = pathname.slice(prefix(locale).length) || '/';
  // '/ar/admin' is no page: left as it is, it matches no route (404).
  return isLocalizedPath(bare) ? bare : pathname;
}

/**
 * The public path of a route's path in a locale: ('/about', 'ar') → '/ar/about', ('/', 'ar') → '/ar'. Paths
 * that stay in English whatever the page's language (the back office, sign-in) are left as they are.
 */
export function localizedPath(path: string, locale: Locale): string {
  const bare = unlocalizedPath(path);
  if (locale === defaultLocale || !isLocalizedPath(bare)) return bare;
  return bare === '/' ? prefix(locale) : `${prefix(locale)}${bare}`;
}

/** Whether a route's path has pages in every language: every public page; not /admin… and /auth. */
export function isLocalizedPath(path: string): boolean {
  return !/^\/(admin|auth)(\/|$)/.test(path);
}
