import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/AuthPage';

/**
 * The sign-in page (docs/product.md, Accounts): standalone, without the site layout. A signed-in user who navigates
 * here is sent on: the back office for an admin, their account for anyone else (pages send only signed-out visitors
 * here with `?redirect=`, which the page itself follows after a sign-in: src/features/auth/returnTo.ts). On a page
 * load (where hydration skips `beforeLoad`) the page does it once the session is known. This check is in every page's
 * first load (the route tree), so it stays this small.
 */
export const Route = createFileRoute('/auth')({
  beforeLoad: ({ context }) => {
    const session = context.auth.getSnapshot();
    if (session.status === 'signedIn') throw redirect({ to: session.isAdmin ? '/admin' : '/account', replace: true });
  },
  component: AuthPage,
});
