import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../features/booking/BookingPage';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_site/book-now')({
  head: () =>
    pageHead({
      title: 'Book a Cleaning',
      description:
        'Book a home, office or deep cleaning in Dubai online: choose the service, date and a 2-hour slot; we confirm within 24 hours.',
      path: '/book-now',
    }),
  component: BookingPage,
});
