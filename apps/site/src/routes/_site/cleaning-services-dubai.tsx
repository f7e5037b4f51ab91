import { createFileRoute } from '@tanstack/react-router';
import { landingPage } from '../../content/landing';
import { landingHead } from '../../features/landing/landingHead';
import { staticLandingPage } from '../../features/landing/staticLandingPage';

const page = landingPage('/cleaning-services-dubai');

export const Route = createFileRoute('/_site/cleaning-services-dubai')({
  head: () => landingHead(page),
  component: staticLandingPage('/cleaning-services-dubai'),
});
