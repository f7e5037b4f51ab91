import { createFileRoute } from '@tanstack/react-router';
import { landingPage } from '../../content/landing';
import { LandingPage } from '../../features/landing/LandingPage';
import { landingHead } from '../../features/landing/landingHead';

const page = landingPage('/commercial-kitchen-cleaning');

export const Route = createFileRoute('/_site/commercial-kitchen-cleaning')({
  head: () => landingHead(page),
  component: CommercialKitchenCleaningPage,
});

function CommercialKitchenCleaningPage() {
  return <LandingPage page={page} />;
}
