import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { staticSection } from '../../lib/staticSection';

export const Route = createFileRoute('/_site/testimonials')({
  head: () =>
    pageHead({
      title: 'Client Testimonials',
      description: 'What homeowners, offices and restaurants in Dubai say about our cleaning services.',
      path: '/testimonials',
    }),
  // Text and links only: prerendered, never hydrated (src/lib/staticSection.tsx).
  component: staticSection('testimonials-page', () => import('../../features/testimonials/TestimonialsPage.section')),
});
