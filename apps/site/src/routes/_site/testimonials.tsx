import { Container, Heading } from '@sparkle/ui';
import { createFileRoute } from '@tanstack/react-router';
import { testimonialsHero } from '../../content/testimonialsPage';
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

function TestimonialsPage() {
  return (
    <Container>
      <Heading level={1}>{testimonialsHero.title}</Heading>
    </Container>
  );
}
