import { createFileRoute } from '@tanstack/react-router';
import { staticSection } from '../../lib/staticSection';

export const Route = createFileRoute('/_site/services')({
  // Text and links only: prerendered, never hydrated (src/lib/staticSection.tsx).
  component: staticSection('services-page', () => import('../../features/services/ServicesPage.section')),
});
