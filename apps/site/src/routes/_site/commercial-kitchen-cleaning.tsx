import { createFileRoute } from '@tanstack/react-router';
import { staticLandingPage } from '../../features/landing/staticLandingPage';
import { routeHead } from '../../lib/routeHead';

export const Route = createFileRoute('/_site/commercial-kitchen-cleaning')({
  head: routeHead('/_site/commercial-kitchen-cleaning'),
  component: staticLandingPage('/commercial-kitchen-cleaning'),
});
