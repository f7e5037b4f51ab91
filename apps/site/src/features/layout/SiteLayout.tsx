import { companyName } from '@sparkle/company/name';
import { type HeaderSession, SiteHeader } from '@sparkle/ui';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { navItems } from '../../content/navigation';
import { type AuthSnapshot, useAuth } from '../../lib/auth';
import { useHydrationFinished } from '../../lib/earlyEvents';
import { island } from '../../lib/island';
import { staticSection } from '../../lib/staticSection';
import { signOut } from '../auth/authActions';
import { Main } from './Main';
import { useStaticCopyrightYear } from './useStaticCopyrightYear';

// Text and links only: prerendered, never hydrated (src/lib/staticSection.tsx).
const StaticFooter = staticSection('site-footer', () => import('./Footer.section'));
// The chat launcher: served ready to paint, its code loaded once someone reaches for it (src/lib/island.tsx).
const ChatEntry = island('chat-entry', () => import('../chat/ChatEntry.island'), { when: 'used' });

/**
 * What the header shows of the session: nothing while it loads (the prerender and the first render), 'Sign In'
 * when signed out, the name (or e-mail) with 'Sign Out' — and 'Admin' for admins — when signed in.
 */
function headerSession(auth: AuthSnapshot): HeaderSession | null | undefined {
  if (auth.status === 'loading') return undefined;
  const { user } = auth;
  if (auth.status === 'signedOut' || !user) return null;
  // The full name given at sign-up; the e-mail stands in for it otherwise.
  return { name: user.fullName?.trim() || user.email || 'Account', isAdmin: auth.isAdmin };
}

/**
 * The shared layout of every page but /auth (SPEC §2): fixed navigation, the page, the footer and the
 * floating chat widget. The 404 page uses it too. The chat widget's panel stays a lazy import inside
 * ChatEntry, loaded when the visitor opens it.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const session = headerSession(useAuth());
  useStaticCopyrightYear();
  // Hands React what was typed and pressed before the page hydrated, then sets data-hydrated.
  useHydrationFinished();
  return (
    <>
      <SiteHeader
        brandName={companyName}
        items={navItems()}
        currentPath={pathname}
        session={session}
        onSignOut={signOut}
      />
      <Main>{children}</Main>
      <StaticFooter />
      <ChatEntry />
    </>
  );
}
