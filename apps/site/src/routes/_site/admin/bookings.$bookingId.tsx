import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../../features/admin/sections/BookingPage';
import { adminHead } from '../../../lib/seo';

export const Route = createFileRoute('/_site/admin/bookings/$bookingId')({
  head: () => adminHead('Booking', '/admin/bookings'),
  component: BookingPage,
});
