import { AccessDenied, LoadingScreen } from '@sparkle/ui';
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { pageHead } from '../../lib/seo';

// The dashboard (XState, the promotion statechart, supabase calls) loads only once an admin is confirmed.
const AdminDashboard = lazy(() => import('../../features/admin/AdminDashboard'));

/**
 * SPEC §2 admin: 'Loading...' while the session loads, /auth without a user, Access Denied for non-admins.
 * The prerender and the first render after it see the `loading` session, so the page is prerendered as
 * 'Loading...'. Client-side navigations are guarded in `beforeLoad`; a page load (where hydration skips
 * `beforeLoad`) is decided by the component once the session is known.
 */
export const Route = createFileRoute('/_site/admin')({
  beforeLoad: ({ context }) => {
    if (context.auth.getSnapshot().status === 'signedOut') throw redirect({ to: '/auth' });
  },
  head: () =>
    pageHead({
      title: 'Admin Dashboard',
      description: 'Staff area: bookings, messages, photos, users and roles.',
      path: '/admin',
      noindex: true,
    }),
  component: AdminPage,
});

function AdminPage() {
  const auth = useAuth();
  if (auth.status === 'signedOut') return <Navigate to="/auth" replace />;
  if (auth.status === 'loading') return <LoadingScreen />;
  if (!auth.isAdmin) return <AccessDenied />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AdminDashboard session={auth} />
    </Suspense>
  );
}
