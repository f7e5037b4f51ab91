import { assertEvent, assign, type ErrorActorEvent, setup } from 'xstate';
import {
  errorMessage,
  isEmailLinkExpiredError,
  isRateLimitedError,
  type LogErrorParams,
  missingActor,
  type NavigateParams,
  type Notification,
} from '../effects';
import { MIN_PASSWORD_LENGTH, messages } from '../messages';

export interface NewPasswordValues {
  password: string;
  /** The same again. */
  confirm: string;
}
export type NewPasswordField = keyof NewPasswordValues;

export interface ResetPasswordInput {
  /** The link's `token_hash`; null when the page was opened without one. */
  tokenHash: string | null;
}

export interface ResetPasswordContext {
  tokenHash: string | null;
  values: NewPasswordValues;
  /** Whether the link was used already on this page (its session is there): a second try only sets the password. */
  verified: boolean;
  error: { field: NewPasswordField | null; message: string } | null;
}

export type ResetPasswordEvent =
  | { type: 'field.change'; field: NewPasswordField; value: string }
  | { type: 'form.submit' };

export const emptyNewPassword: NewPasswordValues = { password: '', confirm: '' };

/** Why the new password cannot be set as typed, or null. */
export function newPasswordProblem(values: NewPasswordValues): { field: NewPasswordField; message: string } | null {
  if (values.password === '') return { field: 'password', message: messages.form.missingFields };
  if ([...values.password].length < MIN_PASSWORD_LENGTH)
    return { field: 'password', message: messages.password.tooShort };
  if (values.confirm !== values.password) return { field: 'confirm', message: messages.password.mismatch };
  return null;
}

function failure(message: string) {
  return [
    { type: 'assignError', params: { field: null, message } },
    { type: 'notify', params: { title: messages.errorTitle, description: message, variant: 'destructive' } },
    {
      type: 'logError',
      params: ({ event }: { event: ErrorActorEvent }) => ({
        message: `Password reset failed: ${errorMessage(event.error)}`,
        error: event.error,
      }),
    },
  ] as const;
}

/**
 * The page a password-reset e-mail links to (/auth/reset-password?token_hash=…). It starts as the form whatever the
 * address holds (so the served page and the hydrated one are the same); the link is used only when the new password
 * is sent (`verifyResetLink`, supabase-js `verifyOtp({type: 'recovery'})`), never on opening the page, so
 * a mail scanner that opens links cannot use it up; then `setNewPassword` (`updateUser({password})`) sets it. A link
 * used already, expired or missing gets a page that says so and offers a new one. The service's refusal of the
 * password (too weak, the same as before) is shown as it says it, and a second try only sets the password.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    verifyResetLink: missingActor<void, { tokenHash: string }>('verifyResetLink'),
    setNewPassword: missingActor<void, { password: string }>('setNewPassword'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    navigate: (_, _params: NavigateParams) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { values: { ...context.values, [event.field]: event.value }, error: null };
    }),
    assignError: assign((_, params: { field: NewPasswordField | null; message: string }) => ({ error: params })),
    assignVerified: assign({ verified: true }),
  },
  guards: {
    hasNoLink: ({ context }) => !context.tokenHash,
    hasProblem: ({ context }) => newPasswordProblem(context.values) !== null,
    isVerified: ({ context }) => context.verified,
    isExpired: (_, params: { error: unknown }) => isEmailLinkExpiredError(params.error),
    isRateLimited: (_, params: { error: unknown }) => isRateLimitedError(params.error),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ tokenHash: input.tokenHash, values: emptyNewPassword, verified: false, error: null }),
  initial: 'editing',
  states: {
    noLink: {},
    editing: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [
          // Opened without a link (typed in, or cut short): the page says where the link is.
          { guard: 'hasNoLink', target: 'noLink' },
          {
            guard: 'hasProblem',
            actions: [
              {
                type: 'assignError',
                params: ({ context }) =>
                  newPasswordProblem(context.values) as { field: NewPasswordField; message: string },
              },
              {
                type: 'notify',
                params: ({ context }) => ({
                  title: newPasswordProblem(context.values)?.message ?? '',
                  variant: 'destructive' as const,
                }),
              },
            ],
          },
          { guard: 'isVerified', target: 'saving' },
          { target: 'verifying' },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'verifyResetLink',
        src: 'verifyResetLink',
        input: ({ context }) => ({ tokenHash: context.tokenHash ?? '' }),
        onDone: { target: 'saving', actions: 'assignVerified' },
        onError: [
          { guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) }, target: 'linkExpired' },
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: failure(messages.rateLimited),
          },
          { target: 'editing', actions: failure(messages.password.saveFailed) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'setNewPassword',
        src: 'setNewPassword',
        input: ({ context }) => ({ password: context.values.password }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'notify', params: { ...messages.password.saved, variant: 'default' } },
            { type: 'navigate', params: { to: '/' } },
          ],
        },
        onError: [
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: failure(messages.rateLimited),
          },
          {
            // The service's own words: 'Password should be at least 6 characters.', 'New password should be
            // different from the old password.'
            target: 'editing',
            actions: [
              {
                type: 'assignError',
                params: ({ event }) => ({ field: 'password' as const, message: errorMessage(event.error) }),
              },
              {
                type: 'notify',
                params: ({ event }) => ({
                  title: messages.errorTitle,
                  description: errorMessage(event.error),
                  variant: 'destructive' as const,
                }),
              },
            ],
          },
        ],
      },
    },
    linkExpired: {},
    done: { type: 'final' },
  },
});
