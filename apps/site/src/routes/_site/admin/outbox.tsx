import { createFileRoute } from '@tanstack/react-router';
import type { OutboxSearch } from '../../../features/admin/sections/OutboxPage';
import { OutboxPage } from '../../../features/admin/sections/OutboxPage';
import { routeHead } from '../../../lib/routeHead';

export const Route = createFileRoute('/_site/admin/outbox')({
  // Only a type here: the router (in every page) stays free of the back office's code; the section parses it.
  validateSearch: (search: Record<string, unknown>) => search as OutboxSearch,
  head: routeHead('/_site/admin/outbox'),
  component: OutboxPage,
});
