import type { ReactNode } from 'react';
import { Main } from './Main';

/**
 * The shared layout of every page but /auth (SPEC §2): fixed navigation, the page, the footer and the
 * floating chat widget. The 404 page uses it too. The chat widget's panel must stay a lazy import
 * (`React.lazy`), loaded when the visitor opens it.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Header (SiteHeader with navItems) goes here. */}
      <Main>{children}</Main>
      {/* Footer and the chat widget's launcher go here. */}
    </>
  );
}
