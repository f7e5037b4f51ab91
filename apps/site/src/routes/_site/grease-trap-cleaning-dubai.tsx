import { createFileRoute } from '@tanstack/react-router';
import { staticLandingPage } from '../../features/landing/staticLandingPage';

export const Route = createFileRoute('/_site/grease-trap-cleaning-dubai')({
  component: staticLandingPage('/grease-trap-cleaning-dubai'),
});
