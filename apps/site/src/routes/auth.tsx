import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/AuthPage';
import { routeHead } from '../lib/routeHead';

/**
 * The sign-in page (docs/product.md, Accounts): standalone, without the site layout. A signed-in user who navigates
 * here is sent to /; on a page load (where hydration skips `beforeLoad`) the page itself does it once the session is
 * known.
 */
export const Route = createFileRoute('/auth')({
  beforeLoad: ({ context }) => {
    if (context.auth.getSnapshot().status === 'signedIn') throw redirect({ to: '/', replace: true });
  },
  head: routeHead('/auth'),
  component: AuthPage,
});
