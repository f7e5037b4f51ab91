import { assertEvent, assign, setup } from 'xstate';
import type { Role } from '../auth/authMachine';
import { errorMessage, type LogErrorParams, missingActor, type Notification } from '../effects';
import { messages } from '../messages';

/** A user as the back office lists and finds them: a profile with its role ('user' when it has no role record). */
export interface ManagedUser {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
}

/** What `findUser` receives: the e-mail as typed, trimmed (case is the finder's to ignore). */
export interface FindUserRequest {
  email: string;
}

/** What `grantAdmin` receives (it upserts `{ user_id, role: 'admin' }`). */
export interface GrantAdminRequest {
  userId: string;
}

export interface PromotionContext {
  email: string;
  /** The message of the last refused or failed promotion. */
  error: string | null;
  /** The user being made admin, once found. */
  userId: string | null;
}

export type PromotionEvent = { type: 'email.change'; value: string } | { type: 'promote.submit' };

const refusal = (message: string) =>
  [
    { type: 'assignError', params: { message } },
    { type: 'notify', params: { title: messages.errorTitle, description: message, variant: 'destructive' } },
  ] as const;

/**
 * The back office's "Make User Admin" (docs/product.md, The back office). The e-mail is trimmed and must not
 * be empty; then `findUser` looks the signed-up user up by e-mail (in the database, case ignored: the user list is
 * paged, so it no longer holds everyone) and resolves with the user or null ('User not found. Make sure they have
 * signed up first.'). A found user is granted admin; success clears the e-mail and calls `promoted` (the page
 * reloads its list), a failure keeps the e-mail.
 */
export const promotionMachine = setup({
  types: {
    context: {} as PromotionContext,
    events: {} as PromotionEvent,
  },
  actors: {
    findUser: missingActor<ManagedUser | null, FindUserRequest>('findUser'),
    grantAdmin: missingActor<void, GrantAdminRequest>('grantAdmin'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    promoted: (_, _params: { userId: string }) => {},
    assignEmail: assign(({ event }) => {
      assertEvent(event, 'email.change');
      return { email: event.value, error: null };
    }),
    assignError: assign((_, params: { message: string | null }) => ({ error: params.message })),
    assignUser: assign((_, params: { userId: string }) => ({ userId: params.userId })),
    clearEmail: assign({ email: '', error: null, userId: null }),
  },
  guards: {
    isEmailEmpty: ({ context }) => context.email.trim() === '',
    isFound: (_, params: { user: ManagedUser | null }) => params.user !== null,
  },
}).createMachine({
  id: 'promotion',
  context: { email: '', error: null, userId: null },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'email.change': { actions: 'assignEmail' },
        'promote.submit': [
          { guard: 'isEmailEmpty', actions: refusal(messages.promotion.missingEmail) },
          { target: 'finding', actions: { type: 'assignError', params: { message: null } } },
        ],
      },
    },
    finding: {
      on: { 'email.change': { actions: 'assignEmail' } },
      invoke: {
        id: 'findUser',
        src: 'findUser',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ user: event.output }) },
            target: 'processing',
            actions: { type: 'assignUser', params: ({ event }) => ({ userId: event.output?.id ?? '' }) },
          },
          { target: 'ready', actions: refusal(messages.promotion.userNotFound) },
        ],
        onError: {
          target: 'ready',
          actions: [
            {
              type: 'logError',
              params: ({ event }) => ({
                message: `Error fetching users: ${errorMessage(event.error)}`,
                error: event.error,
              }),
            },
            {
              type: 'assignError',
              params: ({ event }) => ({ message: messages.promotion.failure(errorMessage(event.error)) }),
            },
            {
              type: 'notify',
              params: ({ event }) => ({
                title: messages.errorTitle,
                description: messages.promotion.failure(errorMessage(event.error)),
                variant: 'destructive' as const,
              }),
            },
          ],
        },
      },
    },
    processing: {
      invoke: {
        id: 'grantAdmin',
        src: 'grantAdmin',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'promoted', params: ({ context }) => ({ userId: context.userId ?? '' }) },
            'clearEmail',
            {
              type: 'notify',
              params: { title: messages.successTitle, description: messages.promotion.success, variant: 'default' },
            },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            {
              type: 'assignError',
              params: ({ event }) => ({ message: messages.promotion.failure(errorMessage(event.error)) }),
            },
            {
              type: 'notify',
              params: ({ event }) => ({
                title: messages.errorTitle,
                description: messages.promotion.failure(errorMessage(event.error)),
                variant: 'destructive' as const,
              }),
            },
          ],
        },
      },
    },
  },
});
