import { assertEvent, assign, type ErrorActorEvent, setup } from 'xstate';
import {
  errorMessage,
  isRateLimitedError,
  type LogErrorParams,
  missingActor,
  type Notification,
  type OptionalInput,
} from '../effects';
import { messages } from '../messages';

export interface ForgotPasswordInput {
  email?: string;
}

export interface ForgotPasswordContext {
  email: string;
  /** The last refused or failed request, cleared when the e-mail is edited. */
  error: string | null;
  /** Where the last link went (the page says so), null before. */
  sentTo: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'field.change'; value: string }
  | { type: 'form.submit' }
  /** Back to the form after a link was sent, to send another. */
  | { type: 'form.again' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function refusal(message: string) {
  return [
    { type: 'assignError', params: { message } },
    { type: 'notify', params: { title: message, variant: 'destructive' } },
  ] as const;
}

function failure(message: string) {
  return [
    { type: 'assignError', params: { message } },
    { type: 'notify', params: { title: messages.errorTitle, description: message, variant: 'destructive' } },
    {
      type: 'logError',
      params: ({ event }: { event: ErrorActorEvent }) => ({
        message: `Password reset request failed: ${errorMessage(event.error)}`,
        error: event.error,
      }),
    },
  ] as const;
}

/**
 * 'Forgot password?' on /auth: an e-mail address in, a reset link out (supabase-js `resetPasswordForEmail`). The
 * answer is the same whether or not the address has an account, and so is what the page says afterwards.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as OptionalInput<ForgotPasswordInput>,
  },
  actors: {
    requestPasswordReset: missingActor<void, { email: string }>('requestPasswordReset'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignEmail: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { email: event.value, error: null };
    }),
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
    assignSentTo: assign(({ context }) => ({ sentTo: context.email.trim(), error: null })),
  },
  guards: {
    isEmpty: ({ context }) => context.email.trim() === '',
    isInvalid: ({ context }) => !EMAIL.test(context.email.trim()),
    isRateLimited: (_, params: { error: unknown }) => isRateLimitedError(params.error),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input?.email ?? '', error: null, sentTo: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignEmail' },
        'form.submit': [
          { guard: 'isEmpty', actions: refusal(messages.form.missingFields) },
          { guard: 'isInvalid', actions: refusal(messages.form.invalidEmail) },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent', actions: 'assignSentTo' },
        onError: [
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: failure(messages.rateLimited),
          },
          { target: 'editing', actions: failure(messages.password.resetFailed) },
        ],
      },
    },
    sent: {
      on: { 'form.again': 'editing' },
    },
  },
});
