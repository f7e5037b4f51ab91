import { plural, t } from '@lingui/core/macro';
import type { AccountConfirmCardTexts, AccountOverviewTexts } from '@sparkle/ui';

/**
 * The account pages' texts (/account and /account/confirm), in the page's language. Their Arabic is the catalogue
 * area `customer` (lingui.config.ts), which the pages load with their own code (./accountCatalogue.ts): no other
 * page carries it.
 */

export const accountOverviewTexts = (): AccountOverviewTexts => ({
  title: t`My account`,
  loading: t`Loading your account...`,
  failedTitle: t`Your account could not be loaded`,
  failedText: t`Please check your connection and try again.`,
  retry: t`Try again`,
  email: t`E-mail`,
  phone: t`Phone`,
  noPhone: t`No phone number saved.`,
  unprovenTitle: t`Confirm your e-mail address`,
  unprovenText: t`Bookings you made with this address before you had an account appear here once you open the link we send to it.`,
  resend: t`Send me the link`,
  resending: t`Sending...`,
  upcoming: t`Upcoming visits`,
  noUpcoming: t`No visits planned.`,
  past: t`Past visits`,
  noPast: t`No past visits yet.`,
  reference: t`Reference`,
  price: t`Price`,
  address: t`Address`,
  frequency: t`Repeats`,
  manage: t`Manage`,
  opening: t`Opening...`,
  bookAgain: t`Book again`,
  addresses: t`Saved addresses`,
  noAddresses: t`No saved addresses yet.`,
  bookCleaning: t`Book a cleaning`,
  changePhone: t`Change phone number`,
  addPhone: t`Add a phone number`,
  phoneHint: t`A UAE number such as 050 123 4567, or another country's with its + code.`,
  savePhone: t`Save phone number`,
  saving: t`Saving...`,
  cancel: t`Cancel`,
  addAddress: t`Add an address`,
  newAddressTitle: t`New address`,
  editAddressTitle: t`Change address`,
  editAddress: t`Change`,
  deleteAddress: t`Delete`,
  deleting: t`Deleting...`,
  addressLabel: t`Name`,
  addressLabelHint: t`Optional, e.g. Home or Office.`,
  building: t`Building / villa`,
  apartment: t`Apartment / unit`,
  directions: t`Directions`,
  directionsHint: t`Optional: how the crew finds the door, parking, gate code.`,
  saveAddress: t`Save address`,
  community: {
    label: t`Area / community`,
    placeholder: t`Type to search, e.g. Dubai Marina`,
    noMatch: t`No area matches. Try another spelling.`,
  },
});

/** Why an address was not saved. */
export const addressTexts = () => ({
  communityMissing: t`Please choose the area or community from the list.`,
  buildingMissing: t`Please enter the building or villa.`,
  tooMany: t`You can keep at most 20 addresses. Delete one you no longer use.`,
});

/** Why a phone number was not saved, under the field. */
export const phoneRefusedText = (): string =>
  t`Please enter a valid phone number: a UAE number such as 050 123 4567, or another country's with its + code.`;

export const accountConfirmTexts = (): AccountConfirmCardTexts => ({
  title: t`Confirm your e-mail address`,
  description: t`Confirm that this address is yours, and the bookings you made with it before you had an account join your account.`,
  confirm: t`Confirm my e-mail address`,
  pending: t`Confirming...`,
  noLinkTitle: t`Open the link from your e-mail`,
  noLinkText: t`This page opens from the link we sent to your e-mail address. Your account page sends a new one.`,
  confirmedTitle: t`E-mail address confirmed`,
  expiredTitle: t`This link has expired`,
  expiredText: t`Links work for 7 days, and only the last one we sent. Sign in and ask for a new link on your account page.`,
  invalidTitle: t`This link does not work`,
  invalidText: t`It has been used already, or it is not complete. If your address is confirmed, your bookings are in your account.`,
  account: t`Go to my account`,
});

/** What a confirmation did: how many earlier bookings joined the account. */
export const attachedText = (count: number): string =>
  count === 0
    ? t`Your address is confirmed. Bookings you make with it from now on are in your account.`
    : plural(count, {
        one: '# earlier booking is now in your account.',
        other: '# earlier bookings are now in your account.',
      });

/** The account page's answers to 'Send me the link'. */
export const resentText = (email: string): string => t`We have sent a new link to ${email}. It works for 7 days.`;
export const resendTooSoonText = (): string =>
  t`We have just sent you a link. Please wait a minute before asking for another.`;
export const actionFailedText = (): string => t`That did not work. Please check your connection and try again.`;

/** A visit of a series that is not a booking (yet): what became of it. */
export function visitStateLabel(state: string): string {
  switch (state) {
    case 'flagged':
      return t`Needs a new time`;
    case 'skipped':
      return t`Skipped`;
    case 'paused':
      return t`Paused`;
    case 'cancelled':
      return t`Cancelled`;
    default:
      return t`Planned`;
  }
}
