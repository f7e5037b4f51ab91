import { assign, setup } from 'xstate';
import {
  errorMessage,
  isEmailLinkExpiredError,
  isRateLimitedError,
  type LogErrorParams,
  missingActor,
  type Notification,
} from '../effects';
import { messages } from '../messages';

export interface ConfirmEmailInput {
  /** The link's `token_hash`; null when the page was opened without one. */
  tokenHash: string | null;
}

export interface ConfirmEmailContext {
  tokenHash: string | null;
  error: string | null;
}

export type ConfirmEmailEvent = { type: 'confirm' };

/**
 * The page a sign-up confirmation links to (/auth/confirm?token_hash=…&type=signup). The person presses 'Confirm my
 * e-mail address' (supabase-js `verifyOtp({type: 'signup'})`): the link is used then, not on opening the page, so a
 * mail scanner that opens links cannot use it up. Without a link in the address, the press says where it is. Confirmed, they are signed in.
 */
export const confirmEmailMachine = setup({
  types: {
    context: {} as ConfirmEmailContext,
    events: {} as ConfirmEmailEvent,
    input: {} as ConfirmEmailInput,
  },
  actors: {
    confirmEmail: missingActor<void, { tokenHash: string }>('confirmEmail'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignError: assign((_, params: { message: string | null }) => ({ error: params.message })),
  },
  guards: {
    hasNoLink: ({ context }) => !context.tokenHash,
    isExpired: (_, params: { error: unknown }) => isEmailLinkExpiredError(params.error),
  },
}).createMachine({
  id: 'confirmEmail',
  context: ({ input }) => ({ tokenHash: input.tokenHash, error: null }),
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
        input: ({ context }) => ({ tokenHash: context.tokenHash ?? '' }),
        onDone: {
          target: 'confirmed',
          actions: { type: 'notify', params: { ...messages.confirmEmail.confirmed, variant: 'default' } },
        },
        onError: [
          { guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) }, target: 'linkExpired' },
          {
            target: 'ready',
            actions: [
              {
                type: 'assignError',
                params: ({ event }) => ({
                  message: isRateLimitedError(event.error) ? messages.rateLimited : messages.confirmEmail.failed,
                }),
              },
              {
                type: 'notify',
                params: ({ event }) => ({
                  title: messages.errorTitle,
                  description: isRateLimitedError(event.error) ? messages.rateLimited : messages.confirmEmail.failed,
                  variant: 'destructive' as const,
                }),
              },
              {
                type: 'logError',
                params: ({ event }) => ({
                  message: `E-mail confirmation failed: ${errorMessage(event.error)}`,
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
