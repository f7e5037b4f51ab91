import { t } from '@lingui/core/macro';
import { messages } from '@sparkle/machines';
import type {
  BookingConfirmationTexts,
  BookingFormTexts,
  DateFieldLabels,
  ManageBookingTexts,
  PriceEstimateTexts,
} from '@sparkle/ui';
import { machineText } from '../../i18n/machineMessages';

/**
 * The texts the booking pages give the design system's components (BookingForm, PriceEstimate,
 * BookingConfirmation, ManageBooking, the calendar), in the page's language. In English they are
 * the components' defaults, word for word.
 */

export const bookingFormTexts = (): BookingFormTexts => ({
  service: t`Service Type`,
  servicePlaceholder: t`Select a service`,
  propertyHome: t`Home size`,
  propertyOffice: t`Office area`,
  propertyPlaceholder: t`Select a size`,
  propertyNoService: t`Size`,
  propertyNoServicePlaceholder: t`Choose a service first`,
  quantity: t`Number of items`,
  extras: t`Extras`,
  extrasHint: t`Optional, added to the price.`,
  frequency: t`How often`,
  frequencyHint: t`A regular cleaning comes on the same day and time, with a discount on every visit.`,
  date: t`Date`,
  datePlaceholder: t`Pick a date`,
  time: t`Time`,
  timePlaceholder: t`Select a time`,
  name: t`Full Name`,
  phone: t`Phone Number`,
  phonePlaceholder: '050 123 4567',
  email: t`Email Address`,
  community: t`Area / community`,
  communityPlaceholder: t`Type to search, e.g. Dubai Marina`,
  communityNoMatch: t`No area matches. Try another spelling.`,
  building: t`Building or villa`,
  apartment: t`Apartment or villa number`,
  address: t`Address`,
  addressPlaceholder: t`Street and landmarks`,
  requiredNote: t`Fields marked * are required.`,
  submit: t`Book Now`,
  submitting: machineText(messages.booking.submitting),
  notesTitle: t`Booking Information`,
  confirmNote: t`Our team will contact you within 24 hours to confirm your booking.`,
  urgentNote: t`For urgent bookings, please call us at`,
  blocksNote: t`Appointments are booked in 2-hour blocks.`,
  paymentNote: t`Payment is due at the time of service. We accept cash, credit cards and bank transfer.`,
  cancellationNote: t`Please cancel or reschedule at least 24 hours in advance. A late cancellation may incur a fee.`,
});

export const priceEstimateTexts = (): PriceEstimateTexts => ({
  title: t`Estimated price`,
  subtotal: t`Subtotal`,
  vat: t`VAT (5%)`,
  total: t`Total`,
  empty: t`Choose a service and the size of the property to see the price.`,
  note: t`Prices may vary based on home size and specific requirements.`,
  listPrice: t`Price`,
  discount: t`Regular cleaning discount`,
});

export const dateFieldLabels = (): DateFieldLabels => ({
  chooseDate: t`Choose date`,
  previousMonth: t`Previous month`,
  nextMonth: t`Next month`,
  loadError: t`The calendar could not be loaded. Please try again.`,
});

export const bookingConfirmationTexts = (): BookingConfirmationTexts => ({
  heading: t`Booking request received`,
  lead: t`Our team will contact you within 24 hours to confirm your booking.`,
  reference: t`Reference`,
  service: t`Service`,
  date: t`Date`,
  time: t`Time`,
  addToCalendar: t`Add to calendar`,
  manageTitle: t`Your private link`,
  manageLink: t`Manage your booking`,
  manageNote: t`Keep this link to reschedule or cancel up to 24 hours before your appointment.`,
  bookAnother: t`Book another cleaning`,
});

export const manageBookingTexts = (): ManageBookingTexts => ({
  loading: t`Loading your booking...`,
  failedTitle: t`Your booking could not be loaded`,
  failedText: t`Please check your connection and try again.`,
  retry: t`Try again`,
  notFoundTitle: t`We could not find this booking`,
  notFoundText: t`Please check that you opened the whole link from your booking confirmation, or call us at`,
  expiredTitle: t`This link has expired`,
  expiredText: t`Links to manage a booking stop working 30 days after the appointment. For anything about this booking, please call us at`,
  bookCleaning: t`Book a cleaning`,
  title: t`Your booking`,
  reference: t`Reference`,
  service: t`Service`,
  date: t`Date`,
  time: t`Time`,
  address: t`Address`,
  reschedule: t`Reschedule`,
  cancel: t`Cancel booking`,
  changeNote: t`You can reschedule or cancel here until 24 hours before the appointment.`,
  tooLateNote: t`Changes are possible until 24 hours before the appointment. Please call us at`,
  rescheduleTitle: t`Choose a new date and time`,
  newDate: t`New date`,
  datePlaceholder: t`Pick a date`,
  newTime: t`New time`,
  timePlaceholder: t`Select a time`,
  save: t`Save new time`,
  saving: machineText(messages.manageBooking.saving),
  back: t`Back`,
  cancelTitle: t`Cancel this booking?`,
  cancelText: t`Your appointment will be released to other customers. You are welcome to book again at any time.`,
  confirmCancel: t`Yes, cancel booking`,
  cancelling: machineText(messages.manageBooking.cancelling),
  keep: t`Keep booking`,
  cancelledText: t`This booking has been cancelled.`,
  bookAnother: t`Book another cleaning`,
  addToCalendar: t`Add to calendar`,
  seriesTitle: t`Your regular cleaning`,
  seriesVisits: t`Visits`,
  thisVisit: t`This visit`,
  skipVisit: t`Skip this visit`,
  skipping: t`Skipping...`,
  cancelSeries: t`Cancel the whole series`,
  cancelSeriesTitle: t`Cancel the whole series?`,
  cancelSeriesText: t`Every visit more than 24 hours away will be cancelled and no new ones booked. A visit within 24 hours stays booked.`,
  confirmCancelSeries: t`Yes, cancel the series`,
  cancellingSeries: machineText(messages.manageBooking.cancelling),
  keepSeries: t`Keep the series`,
});

/** The honeypot's label, which only bots read (`HoneypotField`'s 'Website'), in the page's language. */
export const honeypotLabel = (): string => t`Website`;
