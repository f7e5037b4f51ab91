import { Container, Heading } from '@sparkle/ui';
import { createFileRoute } from '@tanstack/react-router';
import { homeHero } from '../../content/home';
import { footer } from '../../content/site';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_site/')({
  head: () =>
    pageHead({
      title: homeHero.title,
      description: footer.description,
      path: '/',
      keywords: ['cleaning services Dubai', 'home cleaning Dubai', 'office cleaning Dubai', 'deep cleaning Dubai'],
    }),
  component: HomePage,
});

function HomePage() {
  return (
    <Container>
      <Heading level={1}>{homeHero.title}</Heading>
    </Container>
  );
}
