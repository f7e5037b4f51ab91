import { createFileRoute } from '@tanstack/react-router';
import { PhotosPage } from '../../../features/admin/sections/PhotosPage';

export const Route = createFileRoute('/_site/admin/photos')({
  component: PhotosPage,
});
