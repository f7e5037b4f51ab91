import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/sections/UsersPage';
import { routeHead } from '../../../lib/routeHead';

export const Route = createFileRoute('/_site/admin/users')({
  head: routeHead('/_site/admin/users'),
  component: UsersPage,
});
