import { createFileRoute } from '@tanstack/react-router';
import { TestimonialsPage } from '../../features/testimonials/TestimonialsPage';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_site/testimonials')({
  head: () =>
    pageHead({
      title: 'Client Testimonials',
      description: 'What homeowners, offices and restaurants in Dubai say about our cleaning services.',
      path: '/testimonials',
    }),
  component: TestimonialsPage,
});
