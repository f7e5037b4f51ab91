import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../../features/gallery/GalleryPage';
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
