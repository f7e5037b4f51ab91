import { createFileRoute } from '@tanstack/react-router';
import { ReviewsPage } from '../../../features/admin/sections/ReviewsPage';

export const Route = createFileRoute('/_site/admin/reviews')({
  component: ReviewsPage,
});
