import { Container, Heading } from '@sparkle/ui';
import { createFileRoute } from '@tanstack/react-router';
import { aboutHero } from '../../content/about';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_site/about')({
  head: () =>
    pageHead({
      title: 'About Us',
      description:
        'Meet SparkleClean Dubai: 8+ years, 50+ trained staff and 15,000+ cleanings for homes, offices and restaurants across Dubai, with eco-friendly products.',
      path: '/about',
    }),
  component: AboutPage,
});

function AboutPage() {
  return (
    <Container>
      <Heading level={1}>{aboutHero.title}</Heading>
    </Container>
  );
}
