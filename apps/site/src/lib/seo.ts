import { companyName } from '../content/company';
import { currentLocale } from '../i18n/i18n';
import { isLocalizedPath, localeInfo, locales, localizedPath } from '../i18n/locale';

/** The public origin canonical URLs and the sitemap use, without a trailing slash (VITE_SITE_URL). */
export const siteUrl: string = (import.meta.env.VITE_SITE_URL || 'http://localhost:4173').replace(/\/+$/, '');

/** The absolute URL of a path on the site: '/about' → 'https://…/about'; '/' → 'https://…/'. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface PageSeo {
  /** The page's own title; the company name is appended ('About Us | SparkleClean Dubai'). */
  title: string;
  /** Use the title exactly as given (landing pages carry their own full title). */
  exactTitle?: boolean;
  /** Meta description: one or two sentences, about 150 characters. */
  description: string;
  keywords?: readonly string[];
  /** The route's path, for the canonical URL and og:url ('/about'); the page's language adds its prefix. */
  path: string;
  /** Absolute or site-relative image URL for og:image, when the page has one. */
  image?: string | null;
  /** Keep the page out of search engines and the sitemap (/admin, /auth, 404). */
  noindex?: boolean;
}

/**
 * A route's `head()` answer: title, description, keywords, canonical link and Open Graph tags.
 * Every page route uses it, so the prerendered HTML carries them before any script runs:
 *
 * ```ts
 * export const Route = createFileRoute('/_site/about')({
 *   head: () => pageHead({ title: 'About Us', description: '…', path: '/about' }),
 *   component: AboutPage,
 * });
 * ```
 */
export function pageHead(page: PageSeo) {
  const title = page.exactTitle ? page.title : `${page.title} | ${companyName}`;
  const locale = currentLocale();
  const url = absoluteUrl(localizedPath(page.path, locale));
  // The page in every language: each version names all of them and English as the default.
  const translated = !page.noindex && isLocalizedPath(page.path);
  const alternates = translated
    ? [
        ...locales.map((other) => ({
          rel: 'alternate',
          hrefLang: localeInfo[other].lang,
          href: absoluteUrl(localizedPath(page.path, other)),
        })),
        { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(localizedPath(page.path, 'en')) },
      ]
    : [];
  const meta = [
    { title },
    { name: 'description', content: page.description },
    ...(page.keywords?.length ? [{ name: 'keywords', content: page.keywords.join(', ') }] : []),
    ...(page.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: companyName },
    { property: 'og:locale', content: localeInfo[locale].ogLocale },
    ...(translated
      ? locales
          .filter((other) => other !== locale)
          .map((other) => ({ property: 'og:locale:alternate', content: localeInfo[other].ogLocale }))
      : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    ...(page.image
      ? [{ property: 'og:image', content: page.image.startsWith('/') ? absoluteUrl(page.image) : page.image }]
      : []),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
  return { meta, links: [{ rel: 'canonical', href: url }, ...alternates] };
}

/** A back-office section's head: its title, one description, kept out of search engines. */
export function adminHead(title: string, path: string) {
  return pageHead({
    title,
    description: 'Staff area: the schedule, bookings, messages, photos, users and settings.',
    path,
    noindex: true,
  });
}
