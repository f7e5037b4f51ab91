import { createFileRoute } from '@tanstack/react-router';
import { TeamsPage } from '../../../features/admin/sections/TeamsPage';
import { routeHead } from '../../../lib/routeHead';

export const Route = createFileRoute('/_site/admin/teams')({
  head: routeHead('/_site/admin/teams'),
  component: TeamsPage,
});
