import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';
import { routeHead } from '../../lib/routeHead';

export const Route = createFileRoute('/_site/')({
  head: routeHead('/_site/'),
  component: HomePage,
});
