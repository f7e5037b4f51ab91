import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../features/admin/sections/MessagesPage';
import { adminHead } from '../../../lib/seo';

export const Route = createFileRoute('/_site/admin/messages')({
  head: () => adminHead('Messages', '/admin/messages'),
  component: MessagesPage,
});
