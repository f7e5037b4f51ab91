import { Container, Heading } from '@sparkle/ui';
import { createFileRoute } from '@tanstack/react-router';
import { landingPages } from '../../content/landing';
import { pageHead } from '../../lib/seo';

const page = landingPages.find((landing) => landing.path === '/cleaning-services-dubai')!;

export const Route = createFileRoute('/_site/cleaning-services-dubai')({
  head: () =>
    pageHead({
      title: page.title,
      exactTitle: true,
      description: page.metaDescription,
      keywords: page.keywords,
      path: page.path,
      image: page.heroImage,
    }),
  component: CleaningServicesDubaiPage,
});

function CleaningServicesDubaiPage() {
  return (
    <Container>
      <Heading level={1}>{page.heroTitle}</Heading>
    </Container>
  );
}
