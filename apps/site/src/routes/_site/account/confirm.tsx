import { t } from '@lingui/core/macro';
import { LoadingScreen } from '@sparkle/ui';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// The page's code and its Arabic (catalogue area `customer`) load together after hydration.
const AccountConfirmPage = lazy(async () => {
  const [{ AccountConfirmPage: Page }, { loadAccountTexts }] = await Promise.all([
    import('../../../features/account/AccountConfirmPage'),
    import('../../../features/account/accountCatalogue'),
  ]);
  await loadAccountTexts();
  return { default: Page };
});

const noSubscription = () => () => {};

/**
 * Where an account's confirmation e-mail leads (`?token=…`): proves the address and brings the bookings made with it
 * earlier into the account. Prerendered as 'Loading...' (the token is in the query, which only the browser knows);
 * the token is the only key, so no search engine and no Referer (the head).
 */
export const Route = createFileRoute('/_site/account/confirm')({
  component: AccountConfirmRoute,
});

function AccountConfirmRoute() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const loading = <LoadingScreen label={t`Loading...`} />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <AccountConfirmPage />
    </Suspense>
  );
}
