import { createFileRoute } from '@tanstack/react-router';
import { PhotosPage } from '../../../features/admin/sections/PhotosPage';
import { routeHead } from '../../../lib/routeHead';

export const Route = createFileRoute('/_site/admin/photos')({
  head: routeHead('/_site/admin/photos'),
  component: PhotosPage,
});
