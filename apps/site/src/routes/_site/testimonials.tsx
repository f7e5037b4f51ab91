import { createFileRoute } from '@tanstack/react-router';
import { staticSection } from '../../lib/staticSection';

export const Route = createFileRoute('/_site/testimonials')({
  // Text and links only: prerendered, never hydrated (src/lib/staticSection.tsx).
  component: staticSection('testimonials-page', () => import('../../features/testimonials/TestimonialsPage.section')),
});
