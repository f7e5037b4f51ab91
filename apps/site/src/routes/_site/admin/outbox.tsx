import { createFileRoute } from '@tanstack/react-router';
import type { OutboxSearch } from '../../../features/admin/sections/OutboxPage';
import { OutboxPage } from '../../../features/admin/sections/OutboxPage';

export const Route = createFileRoute('/_site/admin/outbox')({
  // Only a type here: the router (in every page) stays free of the back office's code; the section parses it.
  validateSearch: (search: Record<string, unknown>) => search as OutboxSearch,
  component: OutboxPage,
});
