import { createFileRoute } from '@tanstack/react-router';
import { landingPage } from '../../content/landing';
import { landingHead } from '../../features/landing/landingHead';
import { staticLandingPage } from '../../features/landing/staticLandingPage';

const page = landingPage('/grease-trap-cleaning-dubai');

export const Route = createFileRoute('/_site/grease-trap-cleaning-dubai')({
  head: () => landingHead(page),
  component: staticLandingPage('/grease-trap-cleaning-dubai'),
});
