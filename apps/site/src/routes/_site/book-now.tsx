import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../features/booking/BookingPage';
import { routeHead } from '../../lib/routeHead';

export const Route = createFileRoute('/_site/book-now')({
  head: routeHead('/_site/book-now'),
  component: BookingPage,
});
