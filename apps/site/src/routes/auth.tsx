import { Container, Heading, Link } from '@sparkle/ui';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { Main } from '../features/layout/Main';
import { useAuth } from '../lib/auth';
import { pageHead } from '../lib/seo';

/** SPEC §2 auth: standalone, without the site layout; a signed-in user is sent to /. */
export const Route = createFileRoute('/auth')({
  head: () =>
    pageHead({
      title: 'Sign In',
      description: 'Sign in or create a staff account.',
      path: '/auth',
      noindex: true,
    }),
  component: AuthPage,
});

function AuthPage() {
  const auth = useAuth();
  if (auth.status === 'signedIn') return <Navigate to="/" replace />;
  return (
    <Main>
      <Container width="narrow">
        <Link href="/">Back to Home</Link>
        <Heading level={1}>Sign In</Heading>
      </Container>
    </Main>
  );
}
