import { createFileRoute } from '@tanstack/react-router';
import { ReviewsPage } from '../../../features/admin/sections/ReviewsPage';
import { routeHead } from '../../../lib/routeHead';

export const Route = createFileRoute('/_site/admin/reviews')({
  head: routeHead('/_site/admin/reviews'),
  component: ReviewsPage,
});
