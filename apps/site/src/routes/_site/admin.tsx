import { AccessDenied, LoadingScreen } from '@sparkle/ui';
import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth';

// The back office (TanStack Query, the sections' data calls) loads only once an admin is confirmed.
const AdminShell = lazy(() => import('../../features/admin/AdminShell'));

/**
 * The guard of every section of the back office: 'Loading...' while the session loads, /auth
 * without a user, Access Denied for non-admins. The prerender and the first render after it see the `loading`
 * session, so each section is prerendered as 'Loading...'. Client-side navigations are guarded in `beforeLoad`;
 * a page load (where hydration skips `beforeLoad`) is decided by the component once the session is known. The
 * database refuses a non-admin's reads whatever the page shows (RLS, private.require_admin).
 */
export const Route = createFileRoute('/_site/admin')({
  beforeLoad: ({ context }) => {
    if (context.auth.getSnapshot().status === 'signedOut') throw redirect({ to: '/auth' });
  },
  component: AdminLayout,
});

function AdminLayout() {
  const auth = useAuth();
  if (auth.status === 'signedOut') return <Navigate to="/auth" replace />;
  if (auth.status === 'loading') return <LoadingScreen />;
  if (!auth.isAdmin) return <AccessDenied />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </Suspense>
  );
}
