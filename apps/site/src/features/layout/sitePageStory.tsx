/*
 * Story-only: shows a site page as a visitor or an admin sees it, inside the header and footer the site layout
 * gives it, with the site's own content. Pages read the session through the router context (`useAuth`), so
 * the story runs them under a memory router with a fixed session; stored edits (`site_content`) are none.
 */

import { type HeaderSession, SiteFooter, SiteHeader } from '@sparkle/ui';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { companyName } from '../../content/company';
import { navItems } from '../../content/site';
import { type AuthSnapshot, createStaticAuth } from '../../lib/auth';
import type { RouterContext } from '../../lib/routerContext';
import { footerContent } from './footerContent';
import { Main } from './Main';

/** `parameters.sitePage` of a story. */
export interface SitePageParameters {
  /** The page's path, for the header's current item. @default '/' */
  path?: string;
  /** Who looks at the page. @default 'visitor' */
  viewer?: 'visitor' | 'admin';
}

const sessions: Record<
  NonNullable<SitePageParameters['viewer']>,
  { auth: AuthSnapshot; header: HeaderSession | null }
> = {
  visitor: { auth: { status: 'signedOut', isAdmin: false, user: null }, header: null },
  admin: {
    auth: {
      status: 'signedIn',
      isAdmin: true,
      user: { id: '00000000-0000-4000-8000-000000000001', email: 'omar@example.com', fullName: 'Omar Haddad' },
    },
    header: { name: 'Omar Haddad', isAdmin: true },
  },
};

/** A fixed copyright year, so the screenshots hold next year too. */
const storyYear = 2025;

const StoryContent = createContext<ReactNode>(null);

function StoryOutlet() {
  return <>{useContext(StoryContent)}</>;
}

function SitePage({ path, viewer, children }: Required<SitePageParameters> & { children: ReactNode }) {
  const session = sessions[viewer];
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRouteWithContext<RouterContext>()({ component: StoryOutlet }),
      history: createMemoryHistory({ initialEntries: [path] }),
      context: { auth: createStaticAuth(session.auth) },
    }),
  );
  return (
    <>
      <SiteHeader brandName={companyName} items={navItems()} currentPath={path} session={session.header} />
      <Main>
        <StoryContent.Provider value={children}>
          <RouterProvider router={router} />
        </StoryContent.Provider>
      </Main>
      <SiteFooter {...footerContent()} year={storyYear} />
    </>
  );
}

/** Decorator: the story's page inside the site's header and footer, for `parameters.sitePage.viewer`. */
export const withSitePage: Decorator = (Story, { parameters }) => {
  const { path = '/', viewer = 'visitor' } = (parameters.sitePage ?? {}) as SitePageParameters;
  return (
    <SitePage key={viewer} path={path} viewer={viewer}>
      <Story />
    </SitePage>
  );
};

/**
 * `beforeEach` of site page stories: the page's request for stored edits answers with none, so the story shows
 * the content of src/content whatever a local backend holds (and makes no network request).
 */
export function withoutStoredEdits() {
  const realFetch = window.fetch;
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/rest/v1/site_content')) {
      return Promise.resolve(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }
    return realFetch(input, init);
  };
  return () => {
    window.fetch = realFetch;
  };
}
