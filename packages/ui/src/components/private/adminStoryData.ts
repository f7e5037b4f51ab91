import { timeSlots } from '@sparkle/company/booking';
import type { BookingStatus } from '../BookingDetail/bookingStatus';
import type { ScheduleBooking, ScheduleTeam } from '../ScheduleGrid/scheduleTypes';

/** Story-only data for the back office's blocks: the five services, the twelve slots, a week of bookings. */
export const storyServices = [
  { id: 'residential', label: 'Residential Cleaning', crews: 3 },
  { id: 'office', label: 'Office Cleaning', crews: 2 },
  { id: 'deep', label: 'Deep Cleaning', crews: 2 },
  { id: 'movein', label: 'Move-In/Out Cleaning', crews: 1 },
  { id: 'carpet', label: 'Carpet/Upholstery Cleaning', crews: 1 },
] as const;

export const storySlots = timeSlots.map((value) => ({ value, label: value.replace(/^0/, '') }));

const slotEnd = (slot: string) => {
  const i = storySlots.findIndex((s) => s.value === slot);
  const end = [
    '10:00 AM',
    '11:00 AM',
    '12:00 PM',
    '1:00 PM',
    '2:00 PM',
    '3:00 PM',
    '4:00 PM',
    '5:00 PM',
    '6:00 PM',
    '7:00 PM',
    '8:00 PM',
    '9:00 PM',
  ][i];
  return `${slot.replace(/^0/, '')} – ${end}`;
};

export const storyWeek = [
  { date: '2026-11-30', label: 'Mon 30 Nov' },
  { date: '2026-12-01', label: 'Tue 1 Dec' },
  { date: '2026-12-02', label: 'Wed 2 Dec', closed: true, closedReason: 'National Day' },
  { date: '2026-12-03', label: 'Thu 3 Dec', closed: true, closedReason: 'National Day' },
  { date: '2026-12-04', label: 'Fri 4 Dec' },
  { date: '2026-12-05', label: 'Sat 5 Dec' },
  { date: '2026-12-06', label: 'Sun 6 Dec' },
];

const raw: [string, string, string, string, BookingStatus, string][] = [
  ['b1', 'residential', '2026-11-30', '08:00 AM', 'confirmed', 'Fatima Al Mansoori'],
  ['b2', 'residential', '2026-11-30', '09:00 AM', 'pending', 'Omar Haddad'],
  ['b3', 'residential', '2026-11-30', '10:00 AM', 'completed', 'Priya Nair'],
  ['b4', 'office', '2026-11-30', '08:00 AM', 'confirmed', 'Emirates Trading LLC'],
  ['b5', 'deep', '2026-11-30', '01:00 PM', 'cancelled', 'James Whitaker'],
  ['b6', 'deep', '2026-11-30', '01:00 PM', 'pending', 'Aisha Rahman'],
  ['b7', 'movein', '2026-11-30', '03:00 PM', 'confirmed', 'Chen Wei'],
  ['b8', 'carpet', '2026-11-30', '06:00 PM', 'pending', 'Layla Hassan'],
  ['b9', 'residential', '2026-12-01', '10:00 AM', 'pending', 'Sara Ibrahim'],
  ['b10', 'office', '2026-12-04', '09:00 AM', 'confirmed', 'Marina Dental Clinic'],
  ['b11', 'deep', '2026-12-05', '11:00 AM', 'confirmed', 'Hassan Al Farsi'],
  ['b12', 'residential', '2026-12-05', '11:00 AM', 'pending', 'Noura Saeed'],
  ['b13', 'carpet', '2026-12-06', '02:00 PM', 'completed', 'Rahul Mehta'],
];

export const storyBookings = raw.map(([id, serviceId, date, slot, status, customer], i) => ({
  id,
  serviceId,
  date,
  slot,
  status,
  customer,
  time: slotEnd(slot),
  detail: `SPK-${String(4821 + i)}`,
}));

/** Four teams, one of them on leave on the first day. */
export const storyTeams: ScheduleTeam[] = [
  { id: 't1', label: 'Team Falcon', colour: 'teal' },
  { id: 't2', label: 'Team Oryx', colour: 'amber' },
  { id: 't3', label: 'Team Gazelle', colour: 'blue' },
  { id: 't4', label: 'Team Dhow', colour: 'violet', off: 'On leave: Training' },
];

const teamOfBooking: Record<string, string> = {
  b1: 't1',
  b2: 't2',
  b3: 't3',
  b4: 't3',
  b6: 't1',
  b7: 't2',
  b9: 't1',
  b10: 't2',
  b11: 't3',
  b13: 't1',
};

// A grey square: the finished job's photo in stories (no image files are fetched).
const storyPhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><rect width="72" height="72" fill="#c4ced4"/><path d="M10 60 L30 34 L44 50 L52 42 L64 60 Z" fill="#5b6b76"/></svg>',
  );

/** The week's bookings with their teams; Priya's job is done with a photo, Fatima's is under way. */
export const storyTeamBookings: ScheduleBooking[] = storyBookings.map((booking) => ({
  ...booking,
  teamId: teamOfBooking[booking.id] ?? null,
  inProgress: booking.id === 'b1',
  lines:
    booking.id === 'b3'
      ? ['Started 10:04 AM', 'Finished 11:52 AM', 'Villa 12, Al Barsha 2']
      : booking.id === 'b1'
        ? ['Started 8:06 AM', 'Marina Gate 1, Dubai Marina']
        : undefined,
  photos: booking.id === 'b3' ? [{ src: storyPhoto, alt: 'After photo 1 of Priya Nair’s job' }] : undefined,
}));
