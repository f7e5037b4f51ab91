import { createRouter } from '@tanstack/react-router';
import { currentLocale } from './i18n/i18n';
import { localizedPath, unlocalizedPath } from './i18n/locale';
import type { RouterContext } from './lib/routerContext';
import { routeTree } from './routeTree.gen';

/**
 * One router per page load in the browser (src/main.tsx) and one per rendered page in the prerender
 * (src/entry-server.tsx); the server entry swaps in a memory history for the URL it renders.
 */
export function createAppRouter(context: RouterContext) {
  // The first render in the browser hydrates the page as served, which the visitor may have scrolled already (or
  // the browser put back where it was on a reload): the router would scroll it to the top, under the finger of
  // someone about to tap a field. Later renders are navigations, whose scroll the router restores or resets.
  let hydrating = typeof window !== 'undefined';
  return createRouter({
    routeTree,
    context,
    // Hovering or focusing a link loads the next page's chunk before the click.
    defaultPreload: 'intent',
    scrollRestoration: () => {
      if (!hydrating) return true;
      hydrating = false;
      return false;
    },
    // The Arabic pages are the same routes under /ar: the router sees '/about' for '/ar/about',
    // and every link and navigation of an Arabic page leads to the Arabic page ('/about' → '/ar/about').
    rewrite: {
      input: ({ url }) => {
        url.pathname = unlocalizedPath(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = localizedPath(url.pathname, currentLocale());
        return url;
      },
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
