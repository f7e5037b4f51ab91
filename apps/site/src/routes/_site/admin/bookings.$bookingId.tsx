import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../../features/admin/sections/BookingPage';
import { routeHead } from '../../../lib/routeHead';

export const Route = createFileRoute('/_site/admin/bookings/$bookingId')({
  head: routeHead('/_site/admin/bookings/$bookingId'),
  component: BookingPage,
});
