import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../features/admin/sections/MessagesPage';

export const Route = createFileRoute('/_site/admin/messages')({
  component: MessagesPage,
});
