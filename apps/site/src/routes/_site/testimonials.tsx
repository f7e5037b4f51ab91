import { createFileRoute } from '@tanstack/react-router';
import { staticSection } from '../../loading/staticSection';

export const Route = createFileRoute('/_site/testimonials')({
  // Text and links only: prerendered, never hydrated (src/loading/staticSection.tsx).
  component: staticSection('testimonials-page', () => import('../../features/testimonials/TestimonialsPage.section')),
});
