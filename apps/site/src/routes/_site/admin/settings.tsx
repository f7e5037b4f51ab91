import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/admin/sections/SettingsPage';

export const Route = createFileRoute('/_site/admin/settings')({
  component: SettingsPage,
});
