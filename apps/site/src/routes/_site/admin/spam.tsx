import { createFileRoute } from '@tanstack/react-router';
import { SpamPage } from '../../../features/admin/sections/SpamPage';

export const Route = createFileRoute('/_site/admin/spam')({
  component: SpamPage,
});
