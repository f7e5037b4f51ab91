import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../features/admin/sections/MessagesPage';
import { routeHead } from '../../../lib/routeHead';

export const Route = createFileRoute('/_site/admin/messages')({
  head: routeHead('/_site/admin/messages'),
  component: MessagesPage,
});
