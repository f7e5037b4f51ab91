import '@sparkle/ui/fonts';
// The Arabic face's @font-face only: its file loads on pages with Arabic text (preloaded on Arabic pages).
import '@sparkle/ui/fonts-arabic';
import '@sparkle/ui/global';
import { t } from '@lingui/core/macro';
import { SkipLink, UiProvider } from '@sparkle/ui';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteLayout } from '../features/layout/SiteLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ToastViewport } from '../features/toast/ToastViewport';
import { catalogueReady } from '../i18n/catalogueReady';
import { currentLocale, intlLocale } from '../i18n/i18n';
import { localeInfo } from '../i18n/locale';
import { RouterLink } from '../lib/RouterLink';
import { routesHead } from '../lib/routeHead';
import type { RouterContext } from '../lib/routerContext';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's head, the root's defaults and the page's own (one head for all routes: src/lib/routeHead.ts).
  head: routesHead,
  // A page the router renders or preloads may show any message: on an Arabic page, which starts with the texts of
  // its own first load (src/locales/ar.ts), once the whole catalogue is there. Nothing to wait for in English.
  beforeLoad: catalogueReady,
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** The HTML document: the prerender renders it to a string, the browser hydrates it (src/main.tsx). */
function RootDocument({ children }: { children: ReactNode }) {
  const { lang, dir } = localeInfo[currentLocale()];
  return (
    <html lang={lang} dir={dir}>
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

/** The design system's wiring in the page's language: the router's links, dates and amounts, screen-reader words. */
function SiteUi({ children }: { children: ReactNode }) {
  return (
    <UiProvider
      linkComponent={RouterLink}
      locale={intlLocale()}
      opensInNewTab={t`opens in a new tab`}
      fieldErrorPrefix={t`Error: `}
    >
      {children}
    </UiProvider>
  );
}

function RootLayout() {
  return (
    <SiteUi>
      <SkipLink label={t`Skip to main content`} />
      <Outlet />
      <ToastViewport />
    </SiteUi>
  );
}

/**
 * The 404 page inside the site layout (docs/product.md, 404): 'Oops! Page not found', a link home, the missing path
 * logged.
 */
function NotFound() {
  // Usually rendered inside RootLayout's Outlet; the provider also covers a notFound() thrown by the root itself.
  return (
    <SiteUi>
      <SiteLayout notFound>
        <NotFoundPage />
      </SiteLayout>
    </SiteUi>
  );
}
