import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/ContactPage';
import { routeHead } from '../../lib/routeHead';

export const Route = createFileRoute('/_site/contact')({
  head: routeHead('/_site/contact'),
  component: ContactPage,
});
