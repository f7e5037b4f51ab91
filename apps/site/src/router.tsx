import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './lib/routerContext';
import { routeTree } from './routeTree.gen';

/**
 * One router per page load in the browser (src/main.tsx) and one per rendered page in the prerender
 * (src/entry-server.tsx); the server entry swaps in a memory history for the URL it renders.
 */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Hovering or focusing a link loads the next page's chunk before the click.
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
