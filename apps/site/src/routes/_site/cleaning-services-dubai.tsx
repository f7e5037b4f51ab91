import { createFileRoute } from '@tanstack/react-router';
import { staticLandingPage } from '../../features/landing/staticLandingPage';
import { routeHead } from '../../lib/routeHead';

export const Route = createFileRoute('/_site/cleaning-services-dubai')({
  head: routeHead('/_site/cleaning-services-dubai'),
  component: staticLandingPage('/cleaning-services-dubai'),
});
