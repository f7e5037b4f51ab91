import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../../features/gallery/GalleryPage';
import { routeHead } from '../../lib/routeHead';

export const Route = createFileRoute('/_site/gallery')({
  head: routeHead('/_site/gallery'),
  component: GalleryPage,
});
