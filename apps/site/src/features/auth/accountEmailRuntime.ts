import {
  confirmEmailMachine,
  EmailLinkExpiredError,
  forgotPasswordMachine,
  homeOf,
  resetPasswordMachine,
} from '@sparkle/machines';
import { createActor, fromPromise } from 'xstate';
import { serviceError } from '../../lib/serviceErrors';
import { getSupabase } from '../../lib/supabase';
import { siteEffects } from '../booking/siteEffects';

/**
 * The account e-mails' statecharts with supabase-js (GoTrue's /recover, /otp, /verify and PUT /user): 'Forgot
 * password?', 'E-mail me a sign-in link', the reset page and the page a confirmation or a sign-in link leads to. A link that GoTrue refuses as used or expired (`otp_expired`) becomes
 * `EmailLinkExpiredError`; a refusal for too many requests `RateLimitedError`.
 */

/** Where the e-mails' links lead back to: this site (GoTrue checks it against its allowed redirect URLs). */
const back = (path: string) => `${window.location.origin}${path}`;

function linkError(error: { code?: string | undefined; status?: number | undefined; message: string }): unknown {
  if (error.code === 'otp_expired' || (error.status === 403 && /expired|invalid/i.test(error.message))) {
    return new EmailLinkExpiredError(error.message, { cause: error });
  }
  return serviceError(error);
}

export const siteForgotPasswordMachine = forgotPasswordMachine.provide({
  actors: {
    requestPasswordReset: fromPromise(async ({ input }) => {
      const { error } = await (await getSupabase()).auth.resetPasswordForEmail(input.email, {
        redirectTo: back('/auth/reset-password'),
      });
      if (error) throw serviceError(error);
    }),
  },
  actions: siteEffects,
});

export function createSiteResetPasswordMachine(navigate: (to: string) => void) {
  return resetPasswordMachine.provide({
    actors: {
      verifyResetLink: fromPromise(async ({ input }) => {
        const { error } = await (await getSupabase()).auth.verifyOtp({ token_hash: input.tokenHash, type: 'recovery' });
        if (error) throw linkError(error);
      }),
      setNewPassword: fromPromise(async ({ input }) => {
        const { error } = await (await getSupabase()).auth.updateUser({ password: input.password });
        if (error) throw serviceError(error);
      }),
    },
    actions: { ...siteEffects, navigate: (_, { to }) => navigate(to) },
  });
}

export const siteConfirmEmailMachine = confirmEmailMachine.provide({
  actors: {
    confirmEmail: fromPromise(async ({ input }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.auth.verifyOtp({ token_hash: input.tokenHash, type: input.kind });
      if (error) throw linkError(error);
      if (input.kind !== 'magiclink' || !data.user) return undefined;
      // Signed in by the link: on to the page a sign-in leads to, which depends on the role.
      const role = await supabase.rpc('get_user_role', { _user_id: data.user.id });
      return { home: homeOf(role.error ? null : (role.data ?? null)) };
    }),
  },
  actions: {
    ...siteEffects,
    // A page load: the new page starts with the session this page just stored.
    navigate: (_, { to }) => window.location.assign(to),
  },
});

/**
 * 'E-mail me a sign-in link' on /auth: the same statechart as 'Forgot password?' (an address in, a link out, the same
 * answer whether or not the address has an account) with GoTrue's /otp instead of /recover. Accounts are made with a
 * password on /auth only, so the link never creates one.
 */
export const siteSignInLinkMachine = forgotPasswordMachine.provide({
  actors: {
    requestPasswordReset: fromPromise(async ({ input }) => {
      const { error } = await (await getSupabase()).auth.signInWithOtp({
        email: input.email,
        options: { emailRedirectTo: back('/auth/confirm'), shouldCreateUser: false },
      });
      // Hosted GoTrue refuses an address without an account ('Signups not allowed for otp'): the page says the same
      // as for an account, so that it never tells who has one.
      if (error && error.code !== 'otp_disabled') throw serviceError(error);
    }),
  },
  actions: siteEffects,
});

/** The confirmation e-mail again, for someone told that their address is not confirmed yet. */
export async function resendConfirmation(email: string): Promise<void> {
  const { error } = await (await getSupabase()).auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: back('/auth/confirm') },
  });
  if (error) throw serviceError(error);
}

/** What /auth shows of a sign-in link request. */
export interface SignInLinkState {
  pending: boolean;
  /** Where the link went (said whether or not the address has an account). */
  sentTo: string | null;
  /** A machine text: the address missing or malformed, too many requests, or the service failing. */
  error: string | null;
}

/** Asks for a sign-in link for `email`, reporting each step; the statechart stops once it has answered. */
export function requestSignInLink(email: string, report: (state: SignInLinkState) => void): void {
  const actor = createActor(siteSignInLinkMachine, { input: { email } }).start();
  // From the request on (the statechart's first state, the form, is the page's already).
  actor.subscribe((snapshot) => {
    const pending = snapshot.matches('sending');
    report({ pending, sentTo: snapshot.context.sentTo, error: snapshot.context.error });
    if (!pending) queueMicrotask(() => actor.stop());
  });
  actor.send({ type: 'form.submit' });
}
