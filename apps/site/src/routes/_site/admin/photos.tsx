import { createFileRoute } from '@tanstack/react-router';
import { PhotosPage } from '../../../features/admin/sections/PhotosPage';
import { adminHead } from '../../../lib/seo';

export const Route = createFileRoute('/_site/admin/photos')({
  head: () => adminHead('Photos', '/admin/photos'),
  component: PhotosPage,
});
