import { createFileRoute } from '@tanstack/react-router';
import { SpamPage } from '../../../features/admin/sections/SpamPage';
import { routeHead } from '../../../lib/routeHead';

export const Route = createFileRoute('/_site/admin/spam')({
  head: routeHead('/_site/admin/spam'),
  component: SpamPage,
});
