import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/sections/UsersPage';
import { adminHead } from '../../../lib/seo';

export const Route = createFileRoute('/_site/admin/users')({
  head: () => adminHead('Users', '/admin/users'),
  component: UsersPage,
});
