/**
 * The framework floor of the bundle benchmark (scripts/bundle-report.ts): an app that only creates a TanStack
 * router with one root route and hydrates the prerendered document with React, built with the site's Vite
 * setup. What the design card's packages (react, react-dom, @tanstack/react-router) cost before any code of
 * ours; the budget for `/` is this plus 12 KB gzip.
 */
import { createRootRoute, createRouter, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

const rootRoute = createRootRoute({ shellComponent: Document, component: Outlet });
const router = createRouter({ routeTree: rootRoute });

hydrateRoot(document, <RouterClient router={router} />);
