import type { AnyRouter, Manifest } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { createStaticAuth } from './lib/auth';
import { createAppRouter } from './router';

/** The built files a page links, by URL: the client entry and, per route id, its lazy chunk's CSS and preloads. */
export interface PageAssets {
  /** Module scripts every page loads (the client entry). */
  scripts: string[];
  /** Stylesheets every page links (the entry's CSS). */
  css: string[];
  /** Modules the entry imports statically, preloaded in parallel with it. */
  preloads: string[];
  /** Per route id ('/_site/about'): the CSS and modules of its code-split chunk. */
  routes: Record<string, { css: string[]; preloads: string[] }>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Set when a route's `beforeLoad` redirected. */
  redirect?: string;
}

export type RenderPage = (options: { url: string; assets: PageAssets }) => Promise<RenderedPage>;

const origin = 'http://prerender.invalid';

function routerManifest(assets: PageAssets): Manifest {
  const routes: Manifest['routes'] = {
    __root__: {
      preloads: assets.preloads,
      css: assets.css,
      scripts: assets.scripts.map((src) => ({ attrs: { type: 'module', src } })),
    },
  };
  for (const [routeId, route] of Object.entries(assets.routes)) {
    routes[routeId] = { css: route.css, preloads: route.preloads };
  }
  return { routes };
}

/**
 * Renders one URL to a whole HTML document: the matched routes' head tags, their CSS links and module
 * preloads, the page, and the router state the client hydrates from. Every page is rendered with the
 * `loading` session, as the browser's first render sees it.
 */
export const renderPage: RenderPage = async ({ url, assets }) => {
  const manifest = routerManifest(assets);
  const handler = createRequestHandler({
    request: new Request(new URL(url, origin)),
    createRouter: () => createAppRouter({ auth: createStaticAuth() }) as AnyRouter,
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  const location = response.headers.get('Location');
  if (location) return { status: response.status, html: '', redirect: location.replace(origin, '') };
  return { status: response.status, html: await response.text() };
};

/** The paths of every route without parameters ('/', '/about', …, '/auth'): the pages to prerender. */
export function staticPaths(): string[] {
  const router = createAppRouter({ auth: createStaticAuth() });
  const paths = new Set<string>();
  for (const route of Object.values(router.routesById) as { fullPath: string; children?: unknown }[]) {
    const path = route.fullPath;
    if (!path || path.includes('$') || (route.children && path !== '/')) continue;
    paths.add(path === '/' ? '/' : path.replace(/\/+$/, ''));
  }
  return [...paths].sort();
}
