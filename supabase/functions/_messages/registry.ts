import type { AnyMessageTemplate } from './template.ts';
import { accountConfirmEmail } from './templates/accountConfirmEmail.tsx';
import { adminNewBooking } from './templates/adminNewBooking.tsx';
import { adminNewMessage } from './templates/adminNewMessage.tsx';
import { adminVisitFlagged } from './templates/adminVisitFlagged.tsx';
import { bookingCancelled } from './templates/bookingCancelled.tsx';
import { bookingConfirmation } from './templates/bookingConfirmation.tsx';
import { bookingReminder } from './templates/bookingReminder.tsx';
import { bookingRescheduled } from './templates/bookingRescheduled.tsx';
import { cleanerInvitation } from './templates/cleanerInvitation.tsx';
import { contactReceived } from './templates/contactReceived.tsx';
import { magicLink } from './templates/magicLink.tsx';
import { passwordReset } from './templates/passwordReset.tsx';
import { reviewRequest } from './templates/reviewRequest.tsx';
import { seriesConfirmation } from './templates/seriesConfirmation.tsx';
import { seriesUpdated } from './templates/seriesUpdated.tsx';
import { seriesVisitFlagged } from './templates/seriesVisitFlagged.tsx';
import { signupConfirmation } from './templates/signupConfirmation.tsx';

export type { MessageLocale } from './format.ts';
export { isMessageLocale, messageLocales } from './format.ts';
export type {
  AnyMessageTemplate,
  EmailProps,
  MessageAttachment,
  MessageContext,
  MessageTemplate,
  WhatsAppMessage,
} from './template.ts';
export { PayloadError } from './template.ts';

/**
 * Every kind of message the outbox sends, one module each under `templates/`: the worker renders a row with the
 * template of its `kind`. A new kind is a new module added to this list (a row of an unknown kind fails for good,
 * with the kind named in its error).
 */
export const messageTemplates: readonly AnyMessageTemplate[] = [
  bookingConfirmation,
  bookingRescheduled,
  bookingCancelled,
  bookingReminder,
  contactReceived,
  adminNewBooking,
  adminNewMessage,
  seriesConfirmation,
  seriesUpdated,
  seriesVisitFlagged,
  adminVisitFlagged,
  accountConfirmEmail,
  cleanerInvitation,
  reviewRequest,
  passwordReset,
  signupConfirmation,
  magicLink,
];

export function messageTemplate(kind: string): AnyMessageTemplate | undefined {
  return messageTemplates.find((template) => template.kind === kind);
}
