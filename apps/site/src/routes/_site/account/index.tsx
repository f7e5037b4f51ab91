import { t } from '@lingui/core/macro';
import { LoadingScreen } from '@sparkle/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { currentLocale } from '../../../i18n/i18n';
import { localizedPath } from '../../../i18n/locale';
import { useAuth } from '../../../lib/auth';

// The page's code and its Arabic (catalogue area `customer`) load together, once a signed-in customer is known:
// nothing of it is in any public page's first load.
const AccountPage = lazy(async () => {
  const [{ AccountPage: Page }, { loadAccountTexts }] = await Promise.all([
    import('../../../features/account/AccountPage'),
    import('../../../features/account/accountCatalogue'),
  ]);
  await loadAccountTexts();
  return { default: Page };
});

/** /auth, then back to this page in its language. */
const signInFirst = () => `/auth?redirect=${encodeURIComponent(localizedPath('/account', currentLocale()))}`;

/**
 * A customer's account (docs/product.md, Accounts): 'Loading...' while the session loads, the sign-in page (and back
 * here after) without one. Prerendered as loading only: what it shows is the signed-in customer's, read by the
 * browser. The component decides, for page loads and client-side navigations alike: a `beforeLoad` guard would sit in
 * every page's first load (the route tree), and the page shows nothing private before it knows. The database answers
 * only with the caller's own rows whatever the page shows.
 */
export const Route = createFileRoute('/_site/account/')({
  component: AccountRoute,
});

function AccountRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedOut = auth.status === 'signedOut';
  useEffect(() => {
    if (signedOut) void navigate({ href: signInFirst(), replace: true });
  }, [signedOut, navigate]);
  const loading = <LoadingScreen label={t`Loading...`} />;
  if (auth.status !== 'signedIn') return loading;
  return (
    <Suspense fallback={loading}>
      <AccountPage key={auth.user?.id} />
    </Suspense>
  );
}
