import type { BookingStatus } from './adminData';

/**
 * The dashboard's own words beyond the spec's (DECISIONS §3: the inbox of bookings, messages and photos).
 * The spec's texts (Admin Panel, User Management list, promotion messages) come from @sparkle/ui and
 * @sparkle/machines.
 */
export const adminTexts = {
  title: 'Admin Dashboard',
  intro: 'Booking requests, messages and photos from the website, and who may manage it.',
  signedInAs: (email: string) => `Signed in as ${email}.`,
  usersTitle: 'User Management',
  loadingUsers: 'Loading users...',
  inboxTitle: 'Inbox',
  tabs: { bookings: 'Bookings', messages: 'Messages', photos: 'Photos' },
  reload: 'Refresh',
  retry: 'Try again',
  loadFailed: (what: string, message: string) => `The ${what} could not be loaded: ${message}`,
  bookings: {
    loading: 'Loading bookings...',
    empty: 'No bookings yet.',
    emptyFiltered: 'No bookings with this status.',
    filterLabel: 'Show',
    allStatuses: 'All bookings',
    newBadge: 'New',
    details: {
      reference: 'Reference',
      service: 'Service',
      when: 'When',
      phone: 'Phone',
      email: 'Email',
      area: 'Area',
      address: 'Address',
      estimate: 'Estimate',
    },
    /** A booking's history (issue 10): who made, moved, cancelled or moved it along, and when. */
    history: {
      title: 'History',
      loading: 'Loading history...',
      empty: 'No changes recorded.',
      failed: (message: string) => `The history could not be loaded: ${message}`,
      actors: { customer: 'the customer', admin: 'an admin', system: 'the system' } as Record<string, string>,
      created: (by: string) => `Booked by ${by}`,
      rescheduled: (by: string, from: string, to: string) => `Moved by ${by} from ${from} to ${to}`,
      cancelled: (by: string) => `Cancelled by ${by}`,
      status: (by: string, from: string, to: string) => `Status changed by ${by} from ${from} to ${to}`,
    },
    estimateWithVat: (total: string) => `${total} incl. VAT`,
    when: (day: string, slot: string) => `${day}, ${slot}`,
    arrived: (name: string) => `New booking from ${name}`,
    arrivedDetails: (service: string, day: string, slot: string) => `${service} on ${day} at ${slot}.`,
    updated: 'Booking updated',
    updatedDetails: (name: string, status: string) => `The booking from ${name} is now ${status.toLowerCase()}.`,
    updateFailed: (message: string) => `The booking could not be updated: ${message}`,
    saving: 'Saving...',
  },
  statuses: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    completed: 'Completed',
    cancelled: 'Cancelled',
  } satisfies Record<BookingStatus, string>,
  /** What each status may become, and the button that does it (pending → confirmed → completed; or cancelled). */
  nextSteps: {
    pending: [
      { to: 'confirmed', label: 'Confirm' },
      { to: 'cancelled', label: 'Cancel booking' },
    ],
    confirmed: [
      { to: 'completed', label: 'Mark completed' },
      { to: 'cancelled', label: 'Cancel booking' },
    ],
    completed: [],
    cancelled: [],
  } satisfies Record<BookingStatus, readonly { to: BookingStatus; label: string }[]>,
  messages: {
    loading: 'Loading messages...',
    empty: 'No messages yet.',
    email: 'Email',
    reply: 'Reply by email',
  },
  photos: {
    loading: 'Loading photos...',
    empty: 'No photos yet.',
    size: 'Size',
    type: 'Type',
    unavailable: 'Preview unavailable',
  },
} as const;
