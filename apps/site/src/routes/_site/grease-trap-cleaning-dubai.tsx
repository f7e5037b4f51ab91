import { createFileRoute } from '@tanstack/react-router';
import { staticLandingPage } from '../../features/landing/staticLandingPage';
import { routeHead } from '../../lib/routeHead';

export const Route = createFileRoute('/_site/grease-trap-cleaning-dubai')({
  head: routeHead('/_site/grease-trap-cleaning-dubai'),
  component: staticLandingPage('/grease-trap-cleaning-dubai'),
});
