import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../../features/admin/sections/BookingPage';

export const Route = createFileRoute('/_site/admin/bookings/$bookingId')({
  component: BookingPage,
});
