import {
  confirmEmailMachine,
  EmailLinkExpiredError,
  forgotPasswordMachine,
  resetPasswordMachine,
} from '@sparkle/machines';
import { fromPromise } from 'xstate';
import { serviceError } from '../../lib/serviceErrors';
import { getSupabase } from '../../lib/supabase';
import { siteEffects } from '../booking/siteEffects';

/**
 * The account e-mails' statecharts with supabase-js (GoTrue's /recover, /verify and PUT /user): 'Forgot password?',
 * the reset page and the confirmation page. A link that GoTrue refuses as used or expired (`otp_expired`) becomes
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
      const { error } = await (await getSupabase()).auth.verifyOtp({ token_hash: input.tokenHash, type: 'signup' });
      if (error) throw linkError(error);
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
