import { plural, t } from '@lingui/core/macro';
import { crewChecklists } from '@sparkle/company/crew';
import type { CrewAccessCardTexts, CrewInvitationCardTexts, CrewJobCardTexts, SyncStatusTexts } from '@sparkle/ui';
import { currentLocale } from '../../i18n/i18n';

/**
 * The crew pages' texts (`/crew`, `/crew/join/<token>` and their `/ar/…`), in the page's language. In English they are
 * the components' defaults, word for word.
 */
export function invitationTexts(): CrewInvitationCardTexts {
  return {
    back: t`Back to Home`,
    loading: t`Loading...`,
    failedTitle: t`This page could not be loaded`,
    failedText: t`Please check your connection and try again.`,
    retry: t`Try again`,
    notFoundTitle: t`We could not find this invitation`,
    notFoundText: t`Please check that you opened the whole link from our e-mail, or ask the office for a new one.`,
    expiredTitle: t`This invitation has expired`,
    expiredText: t`Invitations can be accepted for 7 days. Please ask the office for a new one.`,
    usedTitle: t`This invitation has been used`,
    usedText: t`If you accepted it, your jobs are waiting for you.`,
    myJobs: t`See my jobs`,
    title: t`Join our cleaning crew`,
    intro: (team) =>
      team ? t`SparkleClean Dubai invites you to join ${team}.` : t`SparkleClean Dubai invites you to join its crews.`,
    expires: (date) => t`You can accept this invitation until ${date}.`,
    fullName: t`Full Name`,
    email: t`Email`,
    emailHint: t`The address this invitation was sent to.`,
    password: t`Password`,
    passwordHint: t`At least 6 characters.`,
    signUpSubmit: t`Create account and join`,
    signInSubmit: t`Sign in and join`,
    toSignIn: t`I already have an account`,
    toSignUp: t`I am new here: create an account`,
    pending: t`Please wait...`,
    acceptText: (email) => t`You are signed in as ${email}.`,
    accept: t`Join the crew`,
    otherAccountText: (signedInAs, invited) =>
      t`You are signed in as ${signedInAs}, but this invitation is for ${invited}. Sign out, then open the link again.`,
    signOut: t`Sign Out`,
  };
}

/** Why joining failed, by the database's or the auth service's code; null for anything unexpected. */
export function joinErrorText(detail: string | undefined): string {
  switch (detail) {
    case 'otherEmail':
      return t`This invitation is for another e-mail address. Sign in with the address it was sent to.`;
    case 'admin':
      return t`An admin account cannot also be a cleaner's account.`;
    case 'user_already_exists':
    case 'email_exists':
      return t`This address has an account already: sign in with its password.`;
    case 'invalid_credentials':
      return t`Invalid login credentials`;
    case 'weak_password':
      return t`Choose a password of at least 6 characters.`;
    case 'confirm_email':
      return t`Confirm your e-mail address from the message we sent you, then open this invitation again.`;
    case 'network':
      return t`No connection. Please check your connection and try again.`;
    default:
      return t`Something went wrong. Please try again.`;
  }
}

export function accessTexts(): CrewAccessCardTexts {
  return {
    back: t`Back to Home`,
    loading: t`Loading your jobs...`,
    loadingTitle: t`Your jobs`,
    signInTitle: t`Sign in to see your jobs`,
    signInText: t`This page is for our cleaners: sign in with the account you made from your invitation.`,
    email: t`Email`,
    password: t`Password`,
    signIn: t`Sign In`,
    pending: t`Please wait...`,
    notForYouTitle: t`This page is for our cleaners`,
    notForYouText: t`Your account is not in a cleaning team. If you were invited, open the link from the invitation e-mail; otherwise ask the office.`,
    signOut: t`Sign Out`,
    failedTitle: t`Your jobs could not be loaded`,
    failedText: t`Please check your connection and try again.`,
    retry: t`Try again`,
  };
}

export function crewPageTexts() {
  return {
    title: t`Your jobs`,
    today: (date: string) => t`Today, ${date}`,
    tomorrow: (date: string) => t`Tomorrow, ${date}`,
    noJobsToday: t`No jobs today.`,
    noJobsTomorrow: t`No jobs tomorrow.`,
    team: (team: string) => t`Team: ${team}`,
    savedAt: (time: string) => t`Last loaded at ${time}`,
    signOut: t`Sign Out`,
    sendFailed: t`A change could not be sent and was left out. Please check the job and try again.`,
  };
}

export function jobCardTexts(): CrewJobCardTexts {
  return {
    call: (name) => t`Call ${name}`,
    whatsapp: (name) => t`WhatsApp ${name}`,
    map: t`Open in maps`,
    size: t`Size`,
    extras: t`Extras`,
    notes: t`Notes from the office`,
    checklist: t`Checklist`,
    start: t`Start`,
    finish: t`Finish`,
    finishTitle: t`Finish the job`,
    finishHint: t`Take or choose at least one photo of the finished work.`,
    addPhotos: t`Add after photos`,
    afterPhotos: t`After photos`,
    removePhoto: (alt) => t`Remove ${alt}`,
    confirmFinish: t`Mark as done`,
    cancel: t`Cancel`,
    needPhoto: t`Add at least one after photo first.`,
    states: { scheduled: t`Not started`, started: t`In progress`, finishing: t`In progress`, done: t`Done` },
    waiting: t`Waiting to be sent`,
    reference: (reference) => t`Ref. ${reference}`,
    listSeparator: t({ message: ', ', comment: 'Between the items of a list (Arabic: "، ")' }),
  };
}

export function syncTexts(): SyncStatusTexts {
  return {
    offline: t`No connection. Your changes are kept on this phone and sent when the connection is back.`,
    waiting: (n) => plural(n, { one: '# change waiting to be sent', other: '# changes waiting to be sent' }),
    sending: (n) => plural(n, { one: 'Sending # change...', other: 'Sending # changes...' }),
    allSent: t`All changes sent`,
  };
}

/** 'Started 10:04 AM' / 'Finished 11:52 AM'. */
export const startedText = (time: string) => t`Started ${time}`;
export const finishedText = (time: string) => t`Finished ${time}`;
/** The alt text of an after photo: 'After photo 1'. */
export const photoAlt = (n: number) => t`After photo ${n}`;

/**
 * The checklist's items in the page's language. English shows the company's own words (`crewChecklists`); Arabic the
 * translation of the same item, or those words for an item added since.
 */
const arabicChecklist = (): Record<string, string> => ({
  'residential.dust': t`Dust surfaces, shelves and skirting`,
  'residential.kitchen': t`Kitchen: counters, hob, sink and outside of appliances`,
  'residential.bathrooms': t`Bathrooms: toilet, shower, basin and mirrors`,
  'residential.floors': t`Vacuum and mop all floors`,
  'residential.bins': t`Empty the bins`,
  'office.desks': t`Desks and meeting tables wiped`,
  'office.pantry': t`Pantry: counters, sink, microwave and fridge outside`,
  'office.washrooms': t`Washrooms cleaned and restocked`,
  'office.floors': t`Vacuum and mop all floors`,
  'office.bins': t`Empty the bins`,
  'deep.high': t`High places: fans, lights, tops of cupboards`,
  'deep.kitchen': t`Kitchen degreased, inside cupboards`,
  'deep.bathrooms': t`Bathrooms descaled and disinfected`,
  'deep.windows': t`Windows, frames and tracks`,
  'deep.floors': t`Floors scrubbed, corners and edges`,
  'deep.extras': t`The extras booked`,
  'movein.cupboards': t`Inside every cupboard and wardrobe`,
  'movein.kitchen': t`Kitchen inside and out`,
  'movein.bathrooms': t`Bathrooms descaled and disinfected`,
  'movein.windows': t`Windows, frames and tracks`,
  'movein.floors': t`Floors scrubbed, corners and edges`,
  'carpet.inspect': t`Inspect and test the fabric`,
  'carpet.vacuum': t`Vacuum each item`,
  'carpet.treat': t`Pre-treat the stains`,
  'carpet.extract': t`Shampoo and extract`,
  'carpet.dry': t`Leave to dry and explain the drying time`,
});

export function checklistItems(service: string): { id: string; label: string }[] {
  const items = (crewChecklists as Record<string, readonly { id: string; label: string }[]>)[service] ?? [];
  if (currentLocale() === 'en') return items.map(({ id, label }) => ({ id, label }));
  const translated = arabicChecklist();
  return items.map(({ id, label }) => ({ id, label: translated[`${service}.${id}`] ?? label }));
}
