import { assign, setup } from 'xstate';
import { homeOf } from '../auth/authMachine';
import {
  errorMessage,
  isEmailLinkExpiredError,
  isRateLimitedError,
  type LogErrorParams,
  missingActor,
  type NavigateParams,
  type Notification,
} from '../effects';
import { messages } from '../messages';

/** What the link in the e-mail does: confirm a new account's address, or sign in without the password. */
export type EmailLinkKind = 'signup' | 'magiclink';

export interface ConfirmEmailInput {
  /** The link's `token_hash`; null when the page was opened without one. */
  tokenHash: string | null;
  /** @default 'signup' */
  kind?: EmailLinkKind;
}

export interface ConfirmEmailContext {
  tokenHash: string | null;
  kind: EmailLinkKind;
  error: string | null;
}

/** What `confirmEmail` answers: for a sign-in link, the signed-in user's own page (`homeOf` their role). */
export interface ConfirmEmailOutput {
  home?: string;
}

export type ConfirmEmailEvent = { type: 'confirm' };

/** What the page says when the link could not be used (and has not expired). */
function failureOf(context: ConfirmEmailContext, error: unknown): string {
  if (isRateLimitedError(error)) return messages.rateLimited;
  return context.kind === 'magiclink' ? messages.signInLink.failed : messages.confirmEmail.failed;
}

/**
 * The page a sign-up confirmation or a sign-in link leads to (/auth/confirm?token_hash=…&type=signup|magiclink). The
 * person presses 'Confirm my e-mail address' or 'Sign me in' (supabase-js `verifyOtp({type})`): the link is used then,
 * not on opening the page, so a mail scanner that opens links cannot use it up. Without a link in the address, the
 * press says where it is. Confirmed, they are signed in; a sign-in link then goes where a sign-in goes (`homeOf`).
 */
export const confirmEmailMachine = setup({
  types: {
    context: {} as ConfirmEmailContext,
    events: {} as ConfirmEmailEvent,
    input: {} as ConfirmEmailInput,
  },
  actors: {
    confirmEmail: missingActor<ConfirmEmailOutput | undefined, { tokenHash: string; kind: EmailLinkKind }>(
      'confirmEmail',
    ),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    navigate: (_, _params: NavigateParams) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignError: assign((_, params: { message: string | null }) => ({ error: params.message })),
  },
  guards: {
    hasNoLink: ({ context }) => !context.tokenHash,
    isSignInLink: ({ context }) => context.kind === 'magiclink',
    isExpired: (_, params: { error: unknown }) => isEmailLinkExpiredError(params.error),
  },
}).createMachine({
  id: 'confirmEmail',
  context: ({ input }) => ({ tokenHash: input.tokenHash, kind: input.kind ?? 'signup', error: null }),
  initial: 'ready',
  states: {
    noLink: {},
    ready: {
      on: {
        confirm: [
          // Opened without a link: nothing to confirm.
          { guard: 'hasNoLink', target: 'noLink' },
          { target: 'confirming', actions: { type: 'assignError', params: { message: null } } },
        ],
      },
    },
    confirming: {
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => ({ tokenHash: context.tokenHash ?? '', kind: context.kind }),
        onDone: [
          {
            guard: 'isSignInLink',
            target: 'confirmed',
            actions: [
              { type: 'notify', params: { ...messages.auth.signInSuccess, variant: 'default' } },
              { type: 'navigate', params: ({ event }) => ({ to: event.output?.home ?? homeOf(null) }) },
            ],
          },
          {
            target: 'confirmed',
            actions: { type: 'notify', params: { ...messages.confirmEmail.confirmed, variant: 'default' } },
          },
        ],
        onError: [
          { guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) }, target: 'linkExpired' },
          {
            target: 'ready',
            actions: [
              {
                type: 'assignError',
                params: ({ context, event }) => ({ message: failureOf(context, event.error) }),
              },
              {
                type: 'notify',
                params: ({ context, event }) => ({
                  title: messages.errorTitle,
                  description: failureOf(context, event.error),
                  variant: 'destructive' as const,
                }),
              },
              {
                type: 'logError',
                params: ({ context, event }) => ({
                  message: `${context.kind === 'magiclink' ? 'Sign-in by link' : 'E-mail confirmation'} failed: ${errorMessage(event.error)}`,
                  error: event.error,
                }),
              },
            ],
          },
        ],
      },
    },
    linkExpired: {},
    confirmed: { type: 'final' },
  },
});
