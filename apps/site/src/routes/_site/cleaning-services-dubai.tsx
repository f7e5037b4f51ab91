import { createFileRoute } from '@tanstack/react-router';
import { landingPage } from '../../content/landing';
import { LandingPage } from '../../features/landing/LandingPage';
import { landingHead } from '../../features/landing/landingHead';

const page = landingPage('/cleaning-services-dubai');

export const Route = createFileRoute('/_site/cleaning-services-dubai')({
  head: () => landingHead(page),
  component: CleaningServicesDubaiPage,
});

function CleaningServicesDubaiPage() {
  return <LandingPage page={page} />;
}
