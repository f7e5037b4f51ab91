import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '../features/layout/SiteLayout';

/**
 * Pathless layout of every page but /auth: header, page, footer and chat widget (docs/product.md, The shared layout).
 */
export const Route = createFileRoute('/_site')({
  component: SiteLayoutRoute,
});

function SiteLayoutRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
