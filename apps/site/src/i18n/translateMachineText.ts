import { t } from '@lingui/core/macro';
import { itemsRange } from '@sparkle/company/booking';
import { reviewRules } from '@sparkle/company/reviews';
import { messages } from '@sparkle/machines';
import { bookingDay, slotTime } from './machineMessages';

/**
 * The machines' texts (packages/machines/src/messages.ts) translated: what `machineText`
 * (./machineMessages.ts) does on a page in another language than English. Only that language's module loads
 * it (src/locales/ar.ts): on an English page every machine text is already what it shows. Every text is
 * translated when it is asked for (never when this module is evaluated), so the prerender can render English
 * and Arabic pages in one process.
 */

/** A list of slots ('10:00 AM, 11:00 AM') in the page's language. */
function slotList(list: string): string {
  return list
    .split(', ')
    .map(slotTime)
    .join(t({ message: ', ', comment: 'Separates the free times of a day (Arabic: "، ")' }));
}

/** The English of every constant text of `messages`, with its translation made when asked for. */
const constants = (): Record<string, () => string> => ({
  [messages.errorTitle]: () => t`Error`,
  [messages.successTitle]: () => t`Success`,

  [messages.auth.signInSuccess.title]: () => t`Welcome back!`,
  [messages.auth.signInSuccess.description]: () => t`You have successfully signed in.`,
  [messages.auth.signUpSuccess.title]: () => t`Account created!`,
  [messages.auth.signUpSuccess.description]: () => t`Please check your email to verify your account.`,
  [messages.auth.signOutSuccess.title]: () => t`Signed out`,
  [messages.auth.signOutSuccess.description]: () => t`You have been successfully signed out.`,
  [messages.auth.missingCredentials]: () => t`You must provide either an email or phone number and a password`,
  [messages.auth.pending]: () => t`Please wait...`,

  [messages.booking.missingDate]: () => t`Please select a date`,
  [messages.booking.missingTimeSlot]: () => t`Please select a time slot`,
  [messages.booking.missingService]: () => t`Please select a service type`,
  [messages.booking.success]: () => t`Booking request submitted successfully! We'll contact you to confirm.`,
  [messages.booking.failure]: () => t`Your booking request could not be sent. Please try again or call us.`,
  [messages.booking.submitting]: () => t`Submitting...`,
  [messages.booking.slotUnavailable]: () => t`That time is no longer available. Please choose another.`,
  [messages.booking.missingProperty]: () => t`Please select the size of the property`,
  [messages.booking.invalidQuantity]: () => {
    const { min, max } = itemsRange;
    return t`Please enter a number of items from ${min} to ${max}`;
  },
  [messages.booking.missingCommunity]: () => t`Please select a community`,
  [messages.booking.missingBuilding]: () => t`Please enter the building or villa`,

  [messages.manageBooking.notFound]: () =>
    t`We could not find this booking. Please check the link in your confirmation, or call us.`,
  [messages.manageBooking.expired]: () => t`This link has expired. Please call us if you need help with a booking.`,
  [messages.manageBooking.loadFailed]: () => t`Your booking could not be loaded. Please try again or call us.`,
  [messages.manageBooking.late]: () =>
    t`Your appointment is less than 24 hours away, so it can no longer be changed online. Please call us.`,
  [messages.manageBooking.sameSlot]: () => t`Please choose a different time`,
  [messages.manageBooking.rescheduled('', '').title]: () => t`Booking rescheduled`,
  [messages.manageBooking.cancelled.title]: () => t`Booking cancelled`,
  [messages.manageBooking.cancelled.description]: () => t`Your booking has been cancelled.`,
  [messages.manageBooking.rescheduleFailed]: () =>
    t`Your booking could not be rescheduled. Please try again or call us.`,
  [messages.manageBooking.visitSkipped.title]: () => t`Visit skipped`,
  [messages.manageBooking.visitSkipped.description]: () => t`This visit is skipped. The rest of your series goes on.`,
  [messages.manageBooking.seriesCancelled.title]: () => t`Series cancelled`,
  [messages.manageBooking.seriesCancelled.description]: () =>
    t`Your regular cleaning is cancelled: no more visits will be booked.`,
  [messages.manageBooking.seriesClosed]: () => t`This visit or series is no longer open, so it cannot be changed.`,
  [messages.manageBooking.skipFailed]: () => t`This visit could not be skipped. Please try again or call us.`,
  [messages.manageBooking.seriesCancelFailed]: () =>
    t`Your series could not be cancelled. Please try again or call us.`,
  [messages.manageBooking.cancelFailed]: () => t`Your booking could not be cancelled. Please try again or call us.`,
  [messages.manageBooking.visitMoved.title]: () => t`Visit moved`,
  [messages.manageBooking.visitMoved.description]: () => t`The visit is moved to its new date and time.`,
  [messages.manageBooking.moveFailed]: () => t`This visit could not be moved. Please try again or call us.`,
  [messages.manageBooking.visitLate]: () =>
    t`This visit is less than 24 hours away, so it can no longer be changed online. Please call us.`,
  [messages.manageBooking.seriesChanged.title]: () => t`Series changed`,
  [messages.manageBooking.seriesChanged.description]: () =>
    t`From the date you chose, your visits are on the new day and time.`,
  [messages.manageBooking.seriesChangeFailed]: () =>
    t`The day and time of your series could not be changed. Please try again or call us.`,
  [messages.manageBooking.missingPauseDate]: () => t`Please choose the day your visits start again`,
  [messages.manageBooking.pauseRange]: () => t`A pause ends on a day from tomorrow to a year from now.`,
  [messages.manageBooking.seriesPaused.title]: () => t`Series paused`,
  [messages.manageBooking.seriesPaused.description]: () => t`Your visits are paused until the date you chose.`,
  [messages.manageBooking.pauseFailed]: () => t`Your series could not be paused. Please try again or call us.`,
  [messages.manageBooking.seriesResumed.title]: () => t`Series resumed`,
  [messages.manageBooking.seriesResumed.description]: () =>
    t`Your paused visits are booked again where their slot is free.`,
  [messages.manageBooking.notPaused]: () => t`This series is not paused.`,
  [messages.manageBooking.resumeFailed]: () => t`Your series could not be resumed. Please try again or call us.`,
  [messages.manageBooking.saving]: () => t`Saving...`,
  [messages.manageBooking.cancelling]: () => t`Cancelling...`,

  [messages.contact.failure]: () => t`Your message could not be sent. Please try again or call us.`,
  [messages.contact.sending]: () => t`Sending...`,

  [messages.rateLimited]: () => t`Too many requests. Please wait a while and try again, or contact us directly.`,

  [messages.form.missingFields]: () => t`Please fill in all required fields.`,
  [messages.form.invalidEmail]: () => t`Please enter a valid email address.`,
  [messages.form.invalidPhone]: () => t`Please enter a valid phone number.`,

  [messages.upload.tooManyFiles]: () => t`You can only upload up to 10 files`,
  [messages.upload.tooLarge]: () => t`File size must be less than 5MB`,
  [messages.upload.failed]: () => t`Upload failed`,

  [messages.chat.apology]: () =>
    t`I'm sorry, I'm having trouble connecting right now. Please try again in a moment, or contact us directly.`,
  [messages.chat.connectionError.title]: () => t`Connection Error`,
  [messages.chat.connectionError.description]: () =>
    t`Unable to get response. Please contact us directly for assistance.`,
  [messages.chat.unavailable.title]: () => t`Service Temporarily Unavailable`,

  [messages.promotion.missingEmail]: () => t`Please enter an email address.`,
  [messages.promotion.userNotFound]: () => t`User not found. Make sure they have signed up first.`,
  [messages.promotion.success]: () => t`User has been made an admin.`,
  [messages.promotion.processing]: () => t`Processing...`,

  [messages.password.resetFailed]: () => t`The link could not be sent. Please try again.`,
  [messages.password.tooShort]: () => t`Password should be at least 6 characters.`,
  [messages.password.mismatch]: () => t`The two passwords do not match.`,
  [messages.password.saved.title]: () => t`Password changed`,
  [messages.password.saved.description]: () => t`Your new password is set, and you are signed in.`,
  [messages.password.saveFailed]: () => t`Your new password could not be saved. Please try again.`,
  [messages.password.linkExpired]: () =>
    t`This link has expired or has been used already. Ask for a new one: each link works once, within an hour.`,
  [messages.password.noLink]: () =>
    t`This page opens from the link in your e-mail. Ask for a new link if you need one.`,

  [messages.confirmEmail.confirming]: () => t`Confirming...`,
  [messages.confirmEmail.confirmed.title]: () => t`E-mail address confirmed`,
  [messages.confirmEmail.confirmed.description]: () => t`Your account is ready, and you are signed in.`,
  [messages.confirmEmail.failed]: () => t`Your e-mail address could not be confirmed. Please try again.`,
  [messages.signInLink.failed]: () => t`You could not be signed in with this link. Please try again.`,
  [messages.confirmEmail.notConfirmed]: () =>
    t`Please confirm your e-mail address first: open the link we sent you when you created the account.`,

  [messages.review.missingRating]: () => t`Please choose a rating from 1 to 5 stars.`,
  [messages.review.missingComment]: () => t`Please tell us in a few words how the job went.`,
  [messages.review.commentTooLong]: () => {
    const max = reviewRules.commentMaxLength;
    return t`Please keep your comment to ${max} characters or fewer.`;
  },
  [messages.review.photoFailed]: () =>
    t`Your photo could not be uploaded. Please try again, or send your review without it.`,
  [messages.review.failure]: () => t`Your review could not be sent. Please try again.`,
  [messages.review.notFound]: () => t`We could not find this review link. Please check the link in your e-mail.`,
  [messages.review.expired]: () => t`This review link has expired. Thank you all the same!`,
  [messages.review.loadFailed]: () => t`This page could not be loaded. Please try again.`,
  [messages.review.reviewed]: () => t`Thank you! We have your review of this job already.`,
  [messages.review.submitted.title]: () => t`Thank you for your review!`,
  [messages.review.submitted.description]: () => t`It will appear on our site once our team has read it.`,

  [messages.content.imageUpdated]: () => t`Image Updated`,
  [messages.content.serviceUpdated]: () => t`Service Updated`,
  [messages.content.contentUpdated]: () => t`Content Updated`,
  [messages.content.serviceDeleted.title]: () => t`Service Deleted`,
  [messages.content.serviceDeleted.description]: () => t`Service has been removed successfully.`,
  [messages.content.imageOnly]: () => t`Please choose an image file.`,
  [messages.content.deleteBlocked]: () => t`Deleting this content is not allowed.`,
});

/**
 * A phone number or e-mail address inside a translated sentence, isolated left to right (U+2066 LEFT-TO-RIGHT
 * ISOLATE … U+2069 POP DIRECTIONAL ISOLATE): in Arabic text a bare '+971 4 …' would otherwise have its '+'
 * and its groups placed by the sentence's right-to-left order. A toast is plain text, so no `<bdi>`.
 */
function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

/** What the slot-refusal messages add once the free times of the day are known (messages.ts `freeTimesThatDay`). */
function freeTimesThatDay(free: string | undefined, none: string | undefined): string {
  if (free !== undefined) {
    const times = slotList(free);
    return ` ${t`Free times that day: ${times}.`}`;
  }
  return none !== undefined ? ` ${t`No other time is free that day.`}` : '';
}

const FREE = String.raw`(?: Free times that day: (.+)\.|( No other time is free that day\.))?`;

/** The texts the functions of `messages` make, recognised by their English and rebuilt in the page's language. */
const patterns: readonly { pattern: RegExp; text: (...parts: string[]) => string }[] = [
  {
    pattern: new RegExp(String.raw`^Sorry, (.+?) on (.+?) has just been booked\.${FREE}$`),
    text: (slot, day, free, none) => {
      const [time, date] = [slotTime(slot ?? ''), bookingDay(day ?? '')];
      return `${t`Sorry, ${time} on ${date} has just been booked.`}${freeTimesThatDay(free, none)}`;
    },
  },
  {
    pattern: new RegExp(String.raw`^Sorry, (.+?) on (.+?) can no longer be booked\.${FREE}$`),
    text: (slot, day, free, none) => {
      const [time, date] = [slotTime(slot ?? ''), bookingDay(day ?? '')];
      return `${t`Sorry, ${time} on ${date} can no longer be booked.`}${freeTimesThatDay(free, none)}`;
    },
  },
  {
    pattern: /^Your booking is now at (.+?) on (.+)\.$/,
    text: (slot, day) => {
      const [time, date] = [slotTime(slot ?? ''), bookingDay(day ?? '')];
      return t`Your booking is now at ${time} on ${date}.`;
    },
  },
  {
    pattern: /^Message sent successfully to (.+)! We'll get back to you soon\.$/,
    text: (address) => {
      const email = leftToRight(address ?? '');
      return t`Message sent successfully to ${email}! We'll get back to you soon.`;
    },
  },
  {
    pattern:
      /^If (.+) has an account, we have sent it a link to choose a new password\. The link works once, within an hour\.$/,
    text: (address) => {
      const email = leftToRight(address ?? '');
      return t`If ${email} has an account, we have sent it a link to choose a new password. The link works once, within an hour.`;
    },
  },
  {
    pattern: /^If (.+) has an account, we have sent it a sign-in link\. The link works once, within an hour\.$/,
    text: (address) => {
      const email = leftToRight(address ?? '');
      return t`If ${email} has an account, we have sent it a sign-in link. The link works once, within an hour.`;
    },
  },
  { pattern: /^File type (.+) is not allowed$/, text: (type) => t`File type ${type} is not allowed` },
  {
    pattern: /^Our chat service is being updated\. Please call us on (.+) for assistance\.$/,
    text: (number) => {
      const phone = leftToRight(number ?? '');
      return t`Our chat service is being updated. Please call us on ${phone} for assistance.`;
    },
  },
  { pattern: /^Failed to make user admin: (.*)$/s, text: (message) => t`Failed to make user admin: ${message}` },
  {
    pattern: /^Your changes could not be saved: (.*)$/s,
    text: (message) => t`Your changes could not be saved: ${message}`,
  },
];

/** A text of the machines in the active language; any other text (a server's message, a name) as it is. */
export function translateMachineText(english: string): string {
  const constant = constants()[english];
  if (constant) return constant();
  for (const { pattern, text } of patterns) {
    const match = pattern.exec(english);
    if (match) return text(...match.slice(1).map((part) => part as string));
  }
  return english;
}
