import { defaultPriceList, type PriceList } from '@sparkle/company/booking';
import { formatsScript, recordedFormats, recordFormats } from '@sparkle/ui/intl';
import type { AnyRouter, Manifest } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { priceListScript, setServerPriceList } from './features/booking/priceList';
import { type SiteContentRow, setServerSiteContent, siteContentScript } from './features/content/siteContent';
import {
  noReviews,
  type PublishedReviews,
  reviewsForRoutes,
  reviewsScript,
  setServerReviews,
} from './features/reviews/publishedReviews';
import { activateLocale } from './i18n/activateLocale';
import { isLocalizedPath, type Locale, localeOfPath, locales, localizedPath } from './i18n/locale';
import { createStaticAuth } from './lib/auth';
import { supabaseAnonKey, supabaseUrl } from './lib/supabase';
import { loadIslands } from './loading/island';
import { loadStaticSections } from './loading/staticSection';
import { createAppRouter } from './router';
import type { FileRoutesById } from './routeTree.gen';

/** Every Arabic message: the build cuts each Arabic page's part of the catalogue from it (scripts/lib/pageCatalogue.ts). */
export async function wholeArabicMessages() {
  return (await import('./locales/ar')).wholeArabicMessages();
}

export interface RenderOptions {
  url: string;
  /** The rows of `site_content` the page shows (stored inline edits); none: the defaults of src/content. */
  content?: readonly SiteContentRow[];
  /** The stored price list the pages show (services packages, the booking form's estimate); default: the seed. */
  priceList?: PriceList;
  /** The customers' approved reviews (the home page and /testimonials, and their JSON-LD); default: none. */
  reviews?: PublishedReviews;
  /**
   * Module scripts the page names itself (the dev server's client entry). The build names none: its
   * prerender inlines the CSS and adds the script loader (scripts/lib/pageDocument.ts).
   */
  scripts?: string[];
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Set when a route's `beforeLoad` redirected. */
  redirect?: string;
  /** The ids of the matched routes, root first: which route chunks (and their CSS) the page needs. */
  routeIds: string[];
  /** The page's language (its path's): an Arabic page loads the Arabic catalogue before it hydrates. */
  locale: Locale;
  /**
   * Set on a page that shows a booking named by its URL: its HTML asks the Data API for the booking before its
   * scripts arrive (scripts/lib/pageDocument.ts, src/loading/boot/fetchManagedBooking.ts).
   */
  dataApi?: { url: string; key: string };
  /**
   * Set on the cleaner's day: its HTML draws the day as the phone last drew it, before its scripts
   * (src/loading/boot/drawKeptDay.ts).
   */
  keptDay?: boolean;
}

/** The manage link's page, which shows the booking its token names. */
const manageRoute: keyof FileRoutesById = '/_site/booking/$token';
/** The cleaner's day, in every language. */
const crewDayRoute: keyof FileRoutesById = '/_site/crew/';

export type RenderPage = (options: RenderOptions) => Promise<RenderedPage>;

const origin = 'http://prerender.invalid';

/**
 * Renders one URL to a whole HTML document: the matched routes' head tags, the page, and the router state the
 * client hydrates from. Every page is rendered with the `loading` session, as the browser's first render sees it.
 */
export const renderPage: RenderPage = async ({
  url,
  scripts = [],
  content = [],
  priceList = defaultPriceList,
  reviews = noReviews,
}) => {
  const locale = localeOfPath(new URL(url, origin).pathname);
  await activateLocale(locale);
  setServerSiteContent(content);
  setServerPriceList(priceList);
  setServerReviews(reviews);
  // The texts the page formats with Intl go with it, so the browser need not load ICU to hydrate them.
  recordFormats();
  const manifest: Manifest = {
    routes: { __root__: { scripts: scripts.map((src) => ({ attrs: { type: 'module', src } })) } },
  };
  let routeIds: string[] = [];
  const handler = createRequestHandler({
    request: new Request(new URL(url, origin)),
    createRouter: () => createAppRouter({ auth: createStaticAuth() }) as AnyRouter,
    getRouterManifest: () => manifest,
  });
  const response = await handler(async ({ router, responseHeaders }) => {
    routeIds = router.state.matches.map((match) => match.routeId);
    // The routes' modules are loaded: load the static sections and islands they declared, so they render
    // synchronously.
    await Promise.all([loadStaticSections(), loadIslands()]);
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> });
  });
  const formats = recordedFormats();
  const location = response.headers.get('Location');
  if (location) return { status: response.status, html: '', redirect: location.replace(origin, ''), routeIds, locale };
  // The stored edits the page shows, its price list and the texts it formatted (@sparkle/ui/intl), for the browser
  // to hydrate with: outside what React renders (React 19 pairs the scripts it renders in <head> by position, and
  // these are not among them).
  // The reviews only on the pages that show them (reviewsForRoutes).
  const pageReviews = reviewsForRoutes(reviews, routeIds);
  const html = (await response.text()).replace(
    '</head>',
    `${siteContentScript(content)}${priceListScript(priceList)}${pageReviews ? reviewsScript(pageReviews) : ''}${formatsScript(formats)}</head>`,
  );
  const dataApi = routeIds.includes(manageRoute) ? { url: supabaseUrl, key: supabaseAnonKey } : undefined;
  return { status: response.status, html, routeIds, locale, dataApi, keptDay: routeIds.includes(crewDayRoute) };
};

/** A route's path in every language it has ('/about' → '/about', '/ar/about'; '/auth' → '/auth'). */
function inEveryLocale(paths: readonly string[]): string[] {
  return paths.flatMap((path) =>
    isLocalizedPath(path) ? locales.map((locale) => localizedPath(path, locale)) : [path],
  );
}

/** The paths of every page without parameters ('/', '/about', …, '/auth', '/ar', '/ar/about', …): to prerender. */
export function staticPaths(): string[] {
  return inEveryLocale(routePaths()).sort();
}

function routePaths(): string[] {
  const router = createAppRouter({ auth: createStaticAuth() });
  const paths = new Set<string>();
  for (const route of Object.values(router.routesById) as { fullPath: string; children?: unknown }[]) {
    const path = route.fullPath;
    if (!path || path.includes('$') || (route.children && path !== '/')) continue;
    paths.add(path === '/' ? '/' : path.replace(/\/+$/, ''));
  }
  return [...paths];
}

/**
 * The routes with a parameter ('/booking/$token', and '/ar/booking/$token'): each is prerendered once as a shell, rendered with the
 * parameter's name as its value, and served for every path of its pattern (scripts/serve.ts,
 * `shellFileFor`). Their pages show nothing of the parameter before the browser has loaded what it names.
 */
export function shellPaths(): string[] {
  const router = createAppRouter({ auth: createStaticAuth() });
  const patterns = (Object.values(router.routesById) as { fullPath: string; children?: unknown }[])
    .map((route) => route.fullPath)
    .filter((path) => path?.includes('$'));
  return inEveryLocale(patterns).sort();
}
