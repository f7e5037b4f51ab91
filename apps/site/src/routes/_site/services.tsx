import { createFileRoute } from '@tanstack/react-router';
import { staticSection } from '../../loading/staticSection';

export const Route = createFileRoute('/_site/services')({
  // Text and links only: prerendered, never hydrated (src/loading/staticSection.tsx).
  component: staticSection('services-page', () => import('../../features/services/ServicesPage.section')),
});
