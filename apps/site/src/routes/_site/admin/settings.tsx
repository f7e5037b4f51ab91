import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/admin/sections/SettingsPage';
import { routeHead } from '../../../lib/routeHead';

export const Route = createFileRoute('/_site/admin/settings')({
  head: routeHead('/_site/admin/settings'),
  component: SettingsPage,
});
