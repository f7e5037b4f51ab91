import { createFileRoute } from '@tanstack/react-router';
import { landingHead } from '../../content/landingHeads';
import { landingPageHead } from '../../features/landing/landingHead';
import { staticLandingPage } from '../../features/landing/staticLandingPage';

const head = landingHead('/grease-trap-cleaning-dubai');

export const Route = createFileRoute('/_site/grease-trap-cleaning-dubai')({
  head: () => landingPageHead(head),
  component: staticLandingPage('/grease-trap-cleaning-dubai'),
});
