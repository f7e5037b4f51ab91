import { createFileRoute } from '@tanstack/react-router';
import { BookingsPage } from '../../../features/admin/sections/BookingsPage';
import type { BookingsSearch } from '../../../features/admin/sections/bookingsSearch';

export const Route = createFileRoute('/_site/admin/bookings/')({
  // Only a type here: the router (in every page) stays free of the back office's code; the section parses it.
  validateSearch: (search: Record<string, unknown>) => search as BookingsSearch,
  component: BookingsPage,
});
