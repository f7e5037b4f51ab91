import { companyName } from '../content/company';

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
  /** The route's path, for the canonical URL and og:url ('/about'). */
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
  const url = absoluteUrl(page.path);
  const meta = [
    { title },
    { name: 'description', content: page.description },
    ...(page.keywords?.length ? [{ name: 'keywords', content: page.keywords.join(', ') }] : []),
    ...(page.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: companyName },
    { property: 'og:locale', content: 'en_AE' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    ...(page.image
      ? [{ property: 'og:image', content: page.image.startsWith('/') ? absoluteUrl(page.image) : page.image }]
      : []),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
  return { meta, links: [{ rel: 'canonical', href: url }] };
}

/** A back-office section's head (issue 12): its title, one description, kept out of search engines. */
export function adminHead(title: string, path: string) {
  return pageHead({
    title,
    description: 'Staff area: the schedule, bookings, messages, photos, users and settings.',
    path,
    noindex: true,
  });
}
