import { createFileRoute } from '@tanstack/react-router';
import { staticLandingPage } from '../../features/landing/staticLandingPage';

export const Route = createFileRoute('/_site/commercial-kitchen-cleaning')({
  component: staticLandingPage('/commercial-kitchen-cleaning'),
});
