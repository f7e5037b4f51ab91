import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createSessionAuth } from './features/auth/sessionAuth';
import { routeStaticLinks } from './lib/staticLinks';
import { createAppRouter } from './router';

// The session: `loading` (as prerendered) until the browser knows; the auth statechart and supabase-js load
// only when there is a session to restore or someone signs in (src/features/auth/sessionAuth.ts).
const auth = createSessionAuth({ navigate: (to) => void router.navigate({ to }) });

const router = createAppRouter({ auth });

// Every page arrives prerendered (scripts/prerender.ts, or the dev server's SSR): hydrate the whole document
// with the router state the server left in the page. As a transition, so that React hydrates in slices and
// yields to the browser between them: no long task on a slow phone, and a tap during hydration is handled
// at once (captureEarlyEvents.js holds it until then; src/lib/earlyEvents.ts replays it).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});

auth.start();
// Links in the static parts of pages navigate and preload through the router too.
routeStaticLinks(router);
