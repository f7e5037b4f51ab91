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
