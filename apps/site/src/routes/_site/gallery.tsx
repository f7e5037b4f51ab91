import { Container, Heading } from '@sparkle/ui';
import { createFileRoute } from '@tanstack/react-router';
import { galleryHero } from '../../content/gallery';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_site/gallery')({
  head: () =>
    pageHead({
      title: 'Project Gallery',
      description:
        'Before and after photos of our cleaning projects in Dubai. Share photos of your own space and get a quote.',
      path: '/gallery',
    }),
  component: GalleryPage,
});

function GalleryPage() {
  return (
    <Container>
      <Heading level={1}>{galleryHero.title}</Heading>
    </Container>
  );
}
