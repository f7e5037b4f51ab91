import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createStaticAuth } from './lib/auth';
import { createAppRouter } from './router';

// Until the auth statechart is wired in (its actor adapted to AuthHandle), nobody is signed in.
const auth = createStaticAuth({ status: 'signedOut', isAdmin: false, user: null });

const router = createAppRouter({ auth });

// Every page arrives prerendered (scripts/prerender.ts, or the dev server's SSR): hydrate the whole document
// with the router state the server left in the page.
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
