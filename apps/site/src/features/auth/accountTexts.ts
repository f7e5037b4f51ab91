import { t } from '@lingui/core/macro';
import type { ConfirmEmailCardTexts, ForgotPasswordFormTexts, NewPasswordFormTexts } from '@sparkle/ui';

/**
 * The texts of the account screens beyond the spec's (/auth's 'Forgot password?', the reset and confirmation pages
 * that e-mails link to), in the page's language. The sign-in pages stay in English (src/i18n/locale.ts), so these
 * are English on the site; their Arabic is kept in the catalogue's own area, `account`, which no Arabic page loads.
 */

export const forgotPasswordTexts = (): ForgotPasswordFormTexts => ({
  back: t`Back to Sign In`,
  title: t`Reset your password`,
  description: t`Enter the e-mail address of your account. We will send it a link to choose a new password.`,
  email: t`Email`,
  submit: t`Send reset link`,
  pending: t`Sending...`,
  sentTitle: t`Check your e-mail`,
  again: t`Send another link`,
  signIn: t`Back to Sign In`,
});

export const newPasswordTexts = (): NewPasswordFormTexts => ({
  back: t`Back to Sign In`,
  title: t`Choose a new password`,
  description: t`Enter your new password twice. You will be signed in with it.`,
  password: t`New password`,
  passwordHint: t`At least 6 characters.`,
  confirm: t`New password again`,
  submit: t`Save new password`,
  pending: t`Saving...`,
  noLinkTitle: t`Open the link from your e-mail`,
  noLinkText: t`This page opens from the link in your e-mail. Ask for a new link if you need one.`,
  expiredTitle: t`This link no longer works`,
  expiredText: t`This link has expired or has been used already. Ask for a new one: each link works once, within an hour.`,
  requestLink: t`Send me a new link`,
  doneTitle: t`Password changed`,
  doneText: t`Your new password is set, and you are signed in.`,
  home: t`Go to the home page`,
});

export const confirmEmailTexts = (): ConfirmEmailCardTexts => ({
  back: t`Back to Sign In`,
  title: t`Confirm your e-mail address`,
  description: t`One step left: confirm that this address is yours, and your account is ready.`,
  confirm: t`Confirm my e-mail address`,
  pending: t`Confirming...`,
  noLinkTitle: t`Open the link from your e-mail`,
  noLinkText: t`This page opens from the link we sent you when you created your account.`,
  expiredTitle: t`This link no longer works`,
  expiredText: t`This link has expired or has been used already. If your address is confirmed, sign in; if not, sign in to be sent a new link.`,
  signIn: t`Sign In`,
  confirmedTitle: t`E-mail address confirmed`,
  confirmedText: t`Your account is ready, and you are signed in.`,
  home: t`Go to the home page`,
});

/** Where a sign-in link leads (/auth/confirm with `type=magiclink`): the same card as a confirmation's. */
export const signInLinkTexts = (): ConfirmEmailCardTexts => ({
  back: t`Back to Sign In`,
  title: t`Sign in with your link`,
  description: t`Press the button to sign in to your account. The link works once.`,
  confirm: t`Sign me in`,
  pending: t`Signing in...`,
  noLinkTitle: t`Open the link from your e-mail`,
  noLinkText: t`This page opens from the sign-in link we sent you. Ask for a new one on the sign-in page.`,
  expiredTitle: t`This link no longer works`,
  expiredText: t`This link has expired or has been used already. Sign in with your password, or ask for a new link: each link works once, within an hour.`,
  signIn: t`Sign In`,
  confirmedTitle: t`You are signed in`,
  confirmedText: t`Taking you to your account...`,
  home: t`Go to the home page`,
});

/** /auth's own additions: the link under the password, getting the confirmation again, and a sign-in link. */
export const authFormExtraTexts = () => ({
  forgotPassword: t`Forgot password?`,
  resend: t`Send the link again`,
  resent: t`If the account still needs confirming, we have sent its link again.`,
  emailLink: t`E-mail me a sign-in link`,
  emailLinkPending: t`Sending...`,
});
