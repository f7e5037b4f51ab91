import '@sparkle/ui/fonts';
import '@sparkle/ui/global';
import { SkipLink, UiProvider } from '@sparkle/ui';
import interLatin from '@sparkle/ui/fonts/inter-latin-wght.woff2?url';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { companyName } from '../content/company';
import { footer } from '../content/site';
import { SiteLayout } from '../features/layout/SiteLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ToastViewport } from '../features/toast/ToastViewport';
import { RouterLink } from '../lib/RouterLink';
import type { RouterContext } from '../lib/routerContext';
import { pageHead } from '../lib/seo';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => {
    // Deeper routes' title, description and Open Graph tags replace these defaults (same name or property).
    const page = match._notFound
      ? pageHead({ title: 'Page Not Found', description: footer.description, path: '/404', noindex: true })
      : pageHead({ title: companyName, exactTitle: true, description: footer.description, path: '/' });
    return {
      meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, ...page.meta],
      links: [
        // The latin subset of the body font is needed by every page: fetch it with the CSS, not after it.
        { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        // No canonical here: links are not merged by key like meta, so each page route declares its own.
      ],
    };
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** The HTML document: the prerender renders it to a string, the browser hydrates it (src/main.tsx). */
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
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

function RootLayout() {
  return (
    <UiProvider linkComponent={RouterLink}>
      <SkipLink />
      <Outlet />
      <ToastViewport />
    </UiProvider>
  );
}

/** SPEC §2 404 inside the site layout: 'Oops! Page not found', a link home, the missing path logged. */
function NotFound() {
  // Usually rendered inside RootLayout's Outlet; the provider also covers a notFound() thrown by the root itself.
  return (
    <UiProvider linkComponent={RouterLink}>
      <SiteLayout>
        <NotFoundPage />
      </SiteLayout>
    </UiProvider>
  );
}
