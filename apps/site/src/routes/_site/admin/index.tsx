import { createFileRoute } from '@tanstack/react-router';
import { TodayPage } from '../../../features/admin/sections/TodayPage';
import type { TodaySearch } from '../../../features/admin/sections/todaySearch';

export const Route = createFileRoute('/_site/admin/')({
  // Only a type here: the router (in every page) stays free of the back office's code; the section parses it.
  validateSearch: (search: Record<string, unknown>) => search as TodaySearch,
  component: TodayPage,
});
