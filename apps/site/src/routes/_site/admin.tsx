import { AccessDenied, Container, Heading, LoadingScreen } from '@sparkle/ui';
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth';
import { pageHead } from '../../lib/seo';

/**
 * SPEC §2 admin: 'Loading...' while the session loads, /auth without a user, Access Denied for non-admins.
 * The prerender and the first render after it see the `loading` session, so the page is prerendered as
 * 'Loading...'. The dashboard itself (admin code) lives in this route's own chunk.
 */
export const Route = createFileRoute('/_site/admin')({
  beforeLoad: ({ context }) => {
    if (context.auth.getSnapshot().status === 'signedOut') throw redirect({ to: '/auth' });
  },
  head: () =>
    pageHead({
      title: 'Admin Dashboard',
      description: 'Staff area: users, roles and site content.',
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
    <Container>
      <Heading level={1}>Admin Dashboard</Heading>
    </Container>
  );
}
