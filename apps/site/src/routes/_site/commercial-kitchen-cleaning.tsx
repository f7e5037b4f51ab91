import { createFileRoute } from '@tanstack/react-router';
import { landingHead } from '../../content/landingHeads';
import { landingPageHead } from '../../features/landing/landingHead';
import { staticLandingPage } from '../../features/landing/staticLandingPage';

const head = landingHead('/commercial-kitchen-cleaning');

export const Route = createFileRoute('/_site/commercial-kitchen-cleaning')({
  head: () => landingPageHead(head),
  component: staticLandingPage('/commercial-kitchen-cleaning'),
});
