import type { MessageContext } from '../template.ts';

/** A booking's payload as the database writes it (private.booking_message_payload), for the stories and tests. */
export const storyBooking = {
  reference: 'SC-7K3M9Q',
  service: 'deep',
  date: '2026-12-01',
  time_slot: '01:00 PM',
  status: 'pending',
  name: 'Aisha Khan',
  phone: '+971501234567',
  email: 'aisha@example.com',
  address: '1504, Marina Tower, Dubai Marina, Dubai',
  community: 'Dubai Marina',
  building: 'Marina Tower',
  apartment: '1504',
  property: '1br',
  quantity: 1,
  extras: ['oven'],
  subtotal_aed: 360,
  vat_aed: 18,
  total_aed: 378,
  manage_path: '/booking/Zk3xQ2',
};

export const storyBookingArabic = {
  ...storyBooking,
  name: 'ليلى أحمد',
  address: '1504، برج المارينا، دبي مارينا، دبي',
  manage_path: '/ar/booking/Zk3xQ2',
};

export const storyContactMessage = {
  name: 'Omar Said',
  email: 'omar@example.com',
  message: 'Hello, do you clean villas in Arabian Ranches on Fridays?\nThanks',
  received_at: '2026-11-27T08:30:00Z',
};

export const storyContactMessageArabic = {
  ...storyContactMessage,
  name: 'عمر سعيد',
  message: 'مرحباً، هل تنظفون الفلل في المرابع العربية يوم الجمعة؟',
};

export const storyContext: MessageContext = {
  siteUrl: 'https://www.sparklecleandubai.example',
  now: new Date('2026-11-27T10:00:00Z'),
};

/** A weekly series as private.series_message_part writes it, with its coming visits (one needing a new time). */
export const storySeries = {
  reference: 'SR-4H8N2W',
  frequency: 'weekly',
  interval_weeks: 1,
  weekday: 2,
  time_slot: '01:00 PM',
  discount_percent: 15,
  status: 'active',
  paused_until: null,
};

export const storySeriesVisits = [
  { date: '2026-12-01', time_slot: '01:00 PM', state: 'booked', status: 'pending', flag_reason: null },
  { date: '2026-12-08', time_slot: '01:00 PM', state: 'flagged', status: null, flag_reason: 'full' },
  { date: '2026-12-15', time_slot: '01:00 PM', state: 'booked', status: 'pending', flag_reason: null },
];

export const storySeriesBooking = { ...storyBooking, series: storySeries, visits: storySeriesVisits };
export const storySeriesBookingArabic = { ...storyBookingArabic, series: storySeries, visits: storySeriesVisits };

/** A visit of the series whose slot is full (private.enqueue_visit_flagged). */
export const storyFlaggedVisit = {
  reference: 'SR-4H8N2W',
  service: 'deep',
  name: 'Aisha Khan',
  phone: '+971501234567',
  email: 'aisha@example.com',
  address: '1504, Marina Tower, Dubai Marina, Dubai',
  date: '2026-12-08',
  time_slot: '01:00 PM',
  occurs_on: '2026-12-08',
  reason: 'full',
  suggestions: [
    { date: '2026-12-08', time_slot: '03:00 PM' },
    { date: '2026-12-09', time_slot: '01:00 PM' },
    { date: '2026-12-07', time_slot: '11:00 AM' },
  ],
  series: storySeries,
  series_id: '6f1c1d1e-0000-4000-8000-000000000001',
  manage_path: '/booking/Zk3xQ2',
};

export const storyFlaggedVisitArabic = {
  ...storyFlaggedVisit,
  name: 'ليلى أحمد',
  address: '1504، برج المارينا، دبي مارينا، دبي',
  manage_path: '/ar/booking/Zk3xQ2',
};

export const storyCleanerInvitation = {
  join_path: '/crew/join/Vb3kQx9pLm2rT8wZ4yN6cJ1hF5dG7sA0eK3uI9oP2qR',
  team: 'Team Falcon',
  expires_at: '2026-12-04T08:30:00Z',
};

export const storyCleanerInvitationArabic = {
  ...storyCleanerInvitation,
  join_path: '/ar/crew/join/Vb3kQx9pLm2rT8wZ4yN6cJ1hF5dG7sA0eK3uI9oP2qR',
  team: 'فريق الصقر',
};

/** A review request's payload as the database writes it (private.review_request_payload). */
export const storyReviewRequest = {
  review_path: '/review/q3V9xK2mR7tY4wP8nB1cD6fG0hJ5kL2zX9sA3eQ7uI4',
  first_name: 'Aisha',
  reference: 'SC-7K3M9Q',
  service: 'deep',
  date: '2026-12-01',
  time_slot: '01:00 PM',
  expires_at: '2026-12-31T10:00:00Z',
};

export const storyReviewRequestArabic = {
  ...storyReviewRequest,
  review_path: '/ar/review/q3V9xK2mR7tY4wP8nB1cD6fG0hJ5kL2zX9sA3eQ7uI4',
  first_name: 'ليلى',
};

/** An auth e-mail's payload as the Send Email hook writes it (public.auth_send_email_hook). */
export const storyAccountLink = (path: string, type: string) => ({
  link: `https://www.sparklecleandubai.example${path}?token_hash=4f0a9d2c7b1e8a3f5d6c0b9e2a7f4d1c8b3e6a0f9d2c5b8e1a4f7d0c&type=${type}`,
  email: 'staff@example.com',
  expires_in_minutes: 60,
});
