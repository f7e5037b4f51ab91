import type { BadgeTone } from '../Badge/Badge';
import type { TimeSlot } from '../TimeSlotSelect/TimeSlotSelect';

// The manage page's props of its panels and its texts, beside the parts that draw them.

/** The reschedule panel's fields: the new date and slot, and what cannot be chosen. */
export interface ManageBookingReschedule {
  /** ISO date, or '' for none yet. */
  date: string;
  timeSlot: TimeSlot | '';
  /** The hourly slots to choose from, in order (the booking rules' `timeSlots`). */
  slots: readonly TimeSlot[];
  onDateChange: (iso: string) => void;
  onTimeSlotChange: (slot: TimeSlot | '') => void;
  today?: string;
  maxDate?: string;
  isDateUnavailable?: (iso: string) => boolean;
  /** The slots of the chosen date that cannot be booked, with the reason ('Fully booked'). */
  unavailable?: Partial<Record<TimeSlot, string>>;
  errors?: { date?: string; timeSlot?: string };
  /**
   * What the panel changes: this `booking`, another `visit` of its series, or the `series`' day and time from the
   * chosen date on. @default 'booking'
   */
  purpose?: 'booking' | 'visit' | 'series';
  /** Where the visit being moved is now, e.g. 'Thursday 3 December 2026, 10:00 AM – 12:00 PM'. */
  current?: string;
}

/** One visit of the regular cleaning, formatted by the caller. */
export interface ManageBookingSeriesVisit {
  key: string;
  /** e.g. 'Thursday 3 December 2026'. */
  date: string;
  /** e.g. '10:00 AM – 12:00 PM'. */
  time: string;
  /** The visit's state as people read it: 'Confirmed', 'Skipped', 'Needs a new time'. */
  state: string;
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** Why, for a flagged visit ('The slot is fully booked: we will call you with another time'). */
  note?: string;
  /** This page's visit. */
  current?: boolean;
  /** It may be moved to another date and time (booked or flagged, more than 24 hours away); `onMove` gets `key`. */
  canMove?: boolean;
}

/** The pause question's field: the day the visits start again. */
export interface ManageBookingPause {
  /** ISO date, or '' for none yet. */
  until: string;
  onUntilChange: (iso: string) => void;
  today?: string;
  maxDate?: string;
  error?: string;
}

/** The regular cleaning this booking is a visit of, and what may be done with it. */
export interface ManageBookingSeries {
  /** How often and when, e.g. 'Every week on Thursday, 10:00 AM – 12:00 PM'. */
  summary: string;
  /** Its state when not simply active ('Cancelled', 'Paused until …'), with a tone. */
  status?: string;
  statusTone?: BadgeTone;
  visits: ManageBookingSeriesVisit[];
  /** This visit may still be skipped (active series, more than 24 hours away). */
  canSkip: boolean;
  /** The series is active: it may be cancelled as a whole. */
  canCancel: boolean;
  /** Its day and time may be changed from a date on, and it may be paused (an active series). */
  canChangeTime?: boolean;
  /** It is paused: the pause may end now. */
  canResume?: boolean;
  /**
   * `skipping` this visit; the question `confirmingCancel` open, or `cancelling` the series; a visit or the series'
   * time being `changing` (the date-and-time panel is open); the pause question open (`pausing`) or being saved
   * (`savingPause`); `resuming`.
   */
  step: 'idle' | 'skipping' | 'confirmingCancel' | 'cancelling' | 'changing' | 'pausing' | 'savingPause' | 'resuming';
  /** Why the last change of the series was refused, shown and announced. */
  error?: string;
  /** What the last change of the series did ('From Thursday 10 December on, your visits are …'), announced. */
  notice?: string;
  /** The pause question's field (steps `pausing` and `savingPause`). */
  pause?: ManageBookingPause;
  onSkip?: () => void;
  onCancel?: () => void;
  onConfirmCancel?: () => void;
  onKeep?: () => void;
  /** Opens the date-and-time panel for the visit of this `key`. */
  onMove?: (key: string) => void;
  onChangeTime?: () => void;
  onPause?: () => void;
  onSavePause?: () => void;
  onKeepGoing?: () => void;
  onResume?: () => void;
}

/** Every text of the page, for a later translation. Texts ending before a phone number get it as a link. */
export interface ManageBookingTexts {
  loading: string;
  /** Under the title while the booking loads and once it is shown: what the page is for. */
  intro: string;
  failedTitle: string;
  failedText: string;
  retry: string;
  notFoundTitle: string;
  notFoundText: string;
  expiredTitle: string;
  expiredText: string;
  bookCleaning: string;
  title: string;
  reference: string;
  service: string;
  date: string;
  time: string;
  address: string;
  reschedule: string;
  cancel: string;
  changeNote: string;
  tooLateNote: string;
  rescheduleTitle: string;
  newDate: string;
  datePlaceholder: string;
  newTime: string;
  timePlaceholder: string;
  save: string;
  saving: string;
  back: string;
  cancelTitle: string;
  cancelText: string;
  confirmCancel: string;
  cancelling: string;
  keep: string;
  cancelledText: string;
  bookAnother: string;
  addToCalendar: string;
  seriesTitle: string;
  seriesVisits: string;
  thisVisit: string;
  skipVisit: string;
  skipping: string;
  cancelSeries: string;
  cancelSeriesTitle: string;
  cancelSeriesText: string;
  confirmCancelSeries: string;
  cancellingSeries: string;
  keepSeries: string;
  moveVisit: string;
  moveTitle: string;
  moveNow: string;
  saveMove: string;
  changeSeriesTime: string;
  changeSeriesTitle: string;
  changeSeriesNote: string;
  firstDate: string;
  saveSeriesChange: string;
  pauseSeries: string;
  pauseTitle: string;
  pauseText: string;
  pauseUntil: string;
  savePause: string;
  pausing: string;
  resumeSeries: string;
  resuming: string;
}
