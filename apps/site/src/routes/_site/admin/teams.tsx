import { createFileRoute } from '@tanstack/react-router';
import { TeamsPage } from '../../../features/admin/sections/TeamsPage';

export const Route = createFileRoute('/_site/admin/teams')({
  component: TeamsPage,
});
