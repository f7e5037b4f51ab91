import { createFileRoute } from '@tanstack/react-router';
import { landingPage } from '../../content/landing';
import { landingHead } from '../../features/landing/landingHead';
import { staticLandingPage } from '../../features/landing/staticLandingPage';

const page = landingPage('/commercial-kitchen-cleaning');

export const Route = createFileRoute('/_site/commercial-kitchen-cleaning')({
  head: () => landingHead(page),
  component: staticLandingPage('/commercial-kitchen-cleaning'),
});
