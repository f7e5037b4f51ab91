import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createSessionAuth } from './features/auth/sessionAuth';
import { activateLocale } from './i18n/activateLocale';
import { loadStyleSheets } from './loading/slim/styleSheets';
import { createAppRouter } from './router';

// For the chunks loaded later: each attaches its own style sheets first (vite-plugins/chunkStyleSheets.ts).
window.__sparkleStyleSheets = loadStyleSheets;

// The session: `loading` (as prerendered) until the browser knows; the auth statechart and supabase-js load
// only when there is a session to restore or someone signs in (src/features/auth/sessionAuth.ts).
const auth = createSessionAuth({ navigate: (href) => void router?.navigate({ href }) });
let router: ReturnType<typeof createAppRouter> | undefined;

/** Runs `step` in a task of its own: the browser may paint and handle input between them. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Every page arrives prerendered (scripts/prerender.ts, or the dev server's SSR). Each step below is a task of
// its own, so that none blocks a slow phone for long: creating the router (it reads and stamps the browser's
// history), then hydrating the whole document with the router state the server left in the page, as a
// transition, so that React hydrates in slices and yields to the browser between them. Presses made meanwhile
// are held and replayed (src/loading/boot/captureEarlyEvents.ts, src/loading/earlyEvents.ts).
void (async () => {
  // The page's language, as the prerender wrote it: an Arabic page loads its catalogue (preloaded with the
  // page's modules, scripts/lib/pageDocument.ts) before anything renders.
  await activateLocale(document.documentElement.lang === 'ar' ? 'ar' : 'en');
  await nextTask();
  const appRouter = createAppRouter({ auth });
  router = appRouter;
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={appRouter} />
      </StrictMode>,
    );
  });
  auth.start();
  // Links in the static parts of pages navigate and preload through the router too. Not in the page's first
  // JavaScript: until this arrives (a moment after hydration began), such a link simply loads its page.
  void import('./lib/staticLinks').then(({ routeStaticLinks }) => routeStaticLinks(appRouter));
})();
