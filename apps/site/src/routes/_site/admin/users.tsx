import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/sections/UsersPage';

export const Route = createFileRoute('/_site/admin/users')({
  component: UsersPage,
});
