import { createFileRoute } from '@tanstack/react-router';
import { landingHead } from '../../content/landingHeads';
import { landingPageHead } from '../../features/landing/landingHead';
import { staticLandingPage } from '../../features/landing/staticLandingPage';

const head = landingHead('/cleaning-services-dubai');

export const Route = createFileRoute('/_site/cleaning-services-dubai')({
  head: () => landingPageHead(head),
  component: staticLandingPage('/cleaning-services-dubai'),
});
