import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/admin/sections/SettingsPage';
import { adminHead } from '../../../lib/seo';

export const Route = createFileRoute('/_site/admin/settings')({
  head: () => adminHead('Settings', '/admin/settings'),
  component: SettingsPage,
});
