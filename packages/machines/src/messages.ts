/**
 * Every text the machines show to a user, in one place so that the site, the stories and the tests use the
 * very same strings. Texts marked "spec" are the product spec's (docs/product.md, Messages people see) word for word;
 * the others fill gaps the spec leaves open. Brand-specific words (the chat greeting, the phone number) are not here:
 * they reach the machines as input.
 */
import { itemsRange } from '@sparkle/company/booking';
import { reviewRules } from '@sparkle/company/reviews';

/**
 * What the slot-refusal messages add once the free times of that day are known: null while they are not
 * (the availability is reloading, or could not be read), then the free times, or that none is left.
 */
function freeTimesThatDay(free: readonly string[] | null): string {
  if (free === null) return '';
  return free.length > 0 ? ` Free times that day: ${free.join(', ')}.` : ' No other time is free that day.';
}

/** Largest gallery upload, in bytes (spec: 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Most files one gallery batch may hold (spec: 10). */
export const MAX_UPLOAD_FILES = 10;
/** Image types the gallery accepts (spec: JPG, PNG, WebP, GIF). */
export const ALLOWED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The shortest password the auth service accepts (supabase/config.toml `minimum_password_length`). */
export const MIN_PASSWORD_LENGTH = 6;
/** How long a toast stays up unless it says otherwise (spec: 4000 ms). */
export const TOAST_DURATION = 4000;

export const messages = {
  /** Title of every error toast (spec: sign-in failure, make-admin failures). */
  errorTitle: 'Error',
  /** Title of a success toast where the spec gives only the description (open). */
  successTitle: 'Success',

  auth: {
    signInSuccess: { title: 'Welcome back!', description: 'You have successfully signed in.' },
    signUpSuccess: { title: 'Account created!', description: 'Please check your email to verify your account.' },
    signOutSuccess: { title: 'Signed out', description: 'You have been successfully signed out.' },
    missingCredentials: 'You must provide either an email or phone number and a password',
    /** Label of the submit button while a sign-in or sign-up is pending (spec section 2). */
    pending: 'Please wait...',
  },

  booking: {
    missingDate: 'Please select a date',
    missingTimeSlot: 'Please select a time slot',
    missingService: 'Please select a service type',
    success: "Booking request submitted successfully! We'll contact you to confirm.",
    /** Open: bookings are stored (docs/decisions.md, The business in the database), so they can fail. */
    failure: 'Your booking request could not be sent. Please try again or call us.',
    submitting: 'Submitting...',
    /** Open: the checks that follow the spec's three, in the order of the form's fields. */
    slotUnavailable: 'That time is no longer available. Please choose another.',
    missingProperty: 'Please select the size of the property',
    invalidQuantity: `Please enter a number of items from ${itemsRange.min} to ${itemsRange.max}`,
    missingCommunity: 'Please select a community',
    missingBuilding: 'Please enter the building or villa',
    /**
     * Open: someone else took the last crew of the slot while the form was being filled in. `day`
     * is short ('Tue 1 Dec'); `free` lists the free times of that day once known (null until then).
     */
    slotTaken: (slot: string, day: string, free: readonly string[] | null) =>
      `Sorry, ${slot} on ${day} has just been booked.${freeTimesThatDay(free)}`,
    /** Open: the slot broke a rule by the time it reached the database (e.g. it is now too soon). */
    slotRefused: (slot: string, day: string, free: readonly string[] | null) =>
      `Sorry, ${slot} on ${day} can no longer be booked.${freeTimesThatDay(free)}`,
  },

  /** Open: the page behind the manage link of a booking (`/booking/<token>`). */
  manageBooking: {
    notFound: 'We could not find this booking. Please check the link in your confirmation, or call us.',
    expired: 'This link has expired. Please call us if you need help with a booking.',
    loadFailed: 'Your booking could not be loaded. Please try again or call us.',
    /** The appointment is 24 hours away or less: changes go through the phone. */
    late: 'Your appointment is less than 24 hours away, so it can no longer be changed online. Please call us.',
    sameSlot: 'Please choose a different time',
    rescheduled: (slot: string, day: string) => ({
      title: 'Booking rescheduled',
      description: `Your booking is now at ${slot} on ${day}.`,
    }),
    cancelled: { title: 'Booking cancelled', description: 'Your booking has been cancelled.' },
    rescheduleFailed: 'Your booking could not be rescheduled. Please try again or call us.',
    cancelFailed: 'Your booking could not be cancelled. Please try again or call us.',
    saving: 'Saving...',
    cancelling: 'Cancelling...',
    visitSkipped: { title: 'Visit skipped', description: 'This visit is skipped. The rest of your series goes on.' },
    seriesCancelled: {
      title: 'Series cancelled',
      description: 'Your regular cleaning is cancelled: no more visits will be booked.',
    },
    /** The series or this visit is already cancelled or done. */
    seriesClosed: 'This visit or series is no longer open, so it cannot be changed.',
    skipFailed: 'This visit could not be skipped. Please try again or call us.',
    seriesCancelFailed: 'Your series could not be cancelled. Please try again or call us.',
    visitMoved: { title: 'Visit moved', description: 'The visit is moved to its new date and time.' },
    moveFailed: 'This visit could not be moved. Please try again or call us.',
    /** Another visit than this page's one is 24 hours away or less. */
    visitLate: 'This visit is less than 24 hours away, so it can no longer be changed online. Please call us.',
    seriesChanged: {
      title: 'Series changed',
      description: 'From the date you chose, your visits are on the new day and time.',
    },
    seriesChangeFailed: 'The day and time of your series could not be changed. Please try again or call us.',
    missingPauseDate: 'Please choose the day your visits start again',
    /** The database's range for a pause: from tomorrow to a year from now. */
    pauseRange: 'A pause ends on a day from tomorrow to a year from now.',
    seriesPaused: { title: 'Series paused', description: 'Your visits are paused until the date you chose.' },
    pauseFailed: 'Your series could not be paused. Please try again or call us.',
    seriesResumed: {
      title: 'Series resumed',
      description: 'Your paused visits are booked again where their slot is free.',
    },
    notPaused: 'This series is not paused.',
    resumeFailed: 'Your series could not be resumed. Please try again or call us.',
  },

  /** Open: forgotten passwords and e-mail links, on /auth and the pages its e-mails link to. */
  password: {
    /** Never says whether the address has an account. */
    resetSent: (email: string) =>
      `If ${email} has an account, we have sent it a link to choose a new password. The link works once, within an hour.`,
    resetFailed: 'The link could not be sent. Please try again.',
    sending: 'Sending...',
    /** GoTrue's minimum (supabase/config.toml `minimum_password_length`). */
    tooShort: 'Password should be at least 6 characters.',
    mismatch: 'The two passwords do not match.',
    saving: 'Saving...',
    saved: { title: 'Password changed', description: 'Your new password is set, and you are signed in.' },
    saveFailed: 'Your new password could not be saved. Please try again.',
    linkExpired:
      'This link has expired or has been used already. Ask for a new one: each link works once, within an hour.',
    noLink: 'This page opens from the link in your e-mail. Ask for a new link if you need one.',
  },

  /** Open: confirming a new account's e-mail address (when the back office asks for it). */
  confirmEmail: {
    confirming: 'Confirming...',
    confirmed: { title: 'E-mail address confirmed', description: 'Your account is ready, and you are signed in.' },
    failed: 'Your e-mail address could not be confirmed. Please try again.',
    /** Signing in before the address is confirmed (GoTrue's `email_not_confirmed`). */
    notConfirmed: 'Please confirm your e-mail address first: open the link we sent you when you created the account.',
  },

  /** Open: signing in with a link by e-mail instead of the password (/auth, and /auth/confirm where it leads). */
  signInLink: {
    /** Never says whether the address has an account. */
    sent: (email: string) =>
      `If ${email} has an account, we have sent it a sign-in link. The link works once, within an hour.`,
    failed: 'You could not be signed in with this link. Please try again.',
  },

  /** Open: the private review page behind the link of a review request (`/review/<token>`). */
  review: {
    missingRating: 'Please choose a rating from 1 to 5 stars.',
    missingComment: 'Please tell us in a few words how the job went.',
    commentTooLong: `Please keep your comment to ${reviewRules.commentMaxLength} characters or fewer.`,
    photoFailed: 'Your photo could not be uploaded. Please try again, or send your review without it.',
    failure: 'Your review could not be sent. Please try again.',
    sending: 'Sending...',
    notFound: 'We could not find this review link. Please check the link in your e-mail.',
    expired: 'This review link has expired. Thank you all the same!',
    loadFailed: 'This page could not be loaded. Please try again.',
    reviewed: 'Thank you! We have your review of this job already.',
    submitted: {
      title: 'Thank you for your review!',
      description: 'It will appear on our site once our team has read it.',
    },
  },

  contact: {
    success: (email: string) => `Message sent successfully to ${email}! We'll get back to you soon.`,
    /** Open: messages are stored (docs/decisions.md, The business in the database), so they can fail. */
    failure: 'Your message could not be sent. Please try again or call us.',
    sending: 'Sending...',
  },

  /**
   * Open: a service refused a submission because too many came from the same connection (HTTP 429).
   * The description of an error toast titled 'Error'; the form keeps what was typed.
   */
  rateLimited: 'Too many requests. Please wait a while and try again, or contact us directly.',

  form: {
    /** Open: the spec leaves required fields to the browser; the machine refuses them as well. */
    missingFields: 'Please fill in all required fields.',
    /** Open: the spec leaves the e-mail check to the browser; the machine refuses a malformed one as well. */
    invalidEmail: 'Please enter a valid email address.',
    /** Open: a phone number libphonenumber-js cannot read as a valid one (UAE by default). */
    invalidPhone: 'Please enter a valid phone number.',
  },

  upload: {
    tooManyFiles: 'You can only upload up to 10 files',
    typeNotAllowed: (type: string) => `File type ${type} is not allowed`,
    tooLarge: 'File size must be less than 5MB',
    failed: 'Upload failed',
  },

  chat: {
    /** Open: the bot message that follows a failed request. */
    apology:
      "I'm sorry, I'm having trouble connecting right now. Please try again in a moment, or contact us directly.",
    connectionError: {
      title: 'Connection Error',
      description: 'Unable to get response. Please contact us directly for assistance.',
    },
    unavailable: {
      title: 'Service Temporarily Unavailable',
      /** Open: the spec says the chat service is being updated and to contact by phone. */
      description: (phone: string) => `Our chat service is being updated. Please call us on ${phone} for assistance.`,
    },
  },

  promotion: {
    missingEmail: 'Please enter an email address.',
    userNotFound: 'User not found. Make sure they have signed up first.',
    failure: (message: string) => `Failed to make user admin: ${message}`,
    success: 'User has been made an admin.',
    processing: 'Processing...',
  },

  content: {
    imageUpdated: 'Image Updated',
    serviceUpdated: 'Service Updated',
    contentUpdated: 'Content Updated',
    serviceDeleted: { title: 'Service Deleted', description: 'Service has been removed successfully.' },
    /** Open: the spec only says the image editor accepts image files. */
    imageOnly: 'Please choose an image file.',
    /** Open: what the console says when a blocked delete is attempted (spec: "only logged"). */
    deleteBlocked: 'Deleting this content is not allowed.',
    /** Open: the description of a failed save or delete. */
    saveFailed: (message: string) => `Your changes could not be saved: ${message}`,
  },
} as const;

export type Messages = typeof messages;
