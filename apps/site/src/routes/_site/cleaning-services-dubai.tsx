import { createFileRoute } from '@tanstack/react-router';
import { staticLandingPage } from '../../features/landing/staticLandingPage';

export const Route = createFileRoute('/_site/cleaning-services-dubai')({
  component: staticLandingPage('/cleaning-services-dubai'),
});
