import { createFileRoute } from '@tanstack/react-router';
import { landingPage } from '../../content/landing';
import { LandingPage } from '../../features/landing/LandingPage';
import { landingHead } from '../../features/landing/landingHead';

const page = landingPage('/grease-trap-cleaning-dubai');

export const Route = createFileRoute('/_site/grease-trap-cleaning-dubai')({
  head: () => landingHead(page),
  component: GreaseTrapCleaningDubaiPage,
});

function GreaseTrapCleaningDubaiPage() {
  return <LandingPage page={page} />;
}
