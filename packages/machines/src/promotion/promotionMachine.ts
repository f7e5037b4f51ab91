import { assertEvent, assign, setup } from 'xstate';
import type { Role } from '../auth/authMachine';
import { errorMessage, type LogErrorParams, missingActor, type Notification } from '../effects';
import { messages } from '../messages';

/** A row of `profiles` (spec section 3). */
export interface Profile {
  id: string;
  email: string | null;
  full_name: string | null;
}

/** A row of `user_roles`. */
export interface RoleRecord {
  user_id: string;
  role: Role;
}

/** What `loadUsers` resolves with: both tables, read in full. */
export interface UserDirectory {
  profiles: readonly Profile[];
  roles: readonly RoleRecord[];
}

/** A row of the User Management list: a profile with its role ('user' when it has no role record). */
export interface ManagedUser {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
}

/** What `grantAdmin` receives (it upserts `{ user_id, role: 'admin' }`). */
export interface GrantAdminRequest {
  userId: string;
}

/** Profiles joined with their roles; an admin record wins over a user record for the same id. */
export function joinUsers({ profiles, roles }: UserDirectory): ManagedUser[] {
  const admins = new Set(roles.filter((record) => record.role === 'admin').map((record) => record.user_id));
  return profiles.map((profile) => ({
    id: profile.id,
    email: profile.email ?? '',
    fullName: profile.full_name,
    role: admins.has(profile.id) ? 'admin' : 'user',
  }));
}

const normalise = (email: string) => email.trim().toLowerCase();

function findUser(users: readonly ManagedUser[], email: string): ManagedUser | undefined {
  const wanted = normalise(email);
  return users.find((user) => normalise(user.email) === wanted);
}

export interface PromotionContext {
  users: ManagedUser[];
  email: string;
  /** The message of the last refused or failed promotion. */
  error: string | null;
}

export type PromotionEvent =
  | { type: 'email.change'; value: string }
  | { type: 'promote.submit' }
  | { type: 'users.reload' };

/**
 * The admin panel's "Make User Admin" and User Management list (spec: Admin, sections 5, 8). It loads the
 * users on start; a failed read is only logged and the list stays as it was (empty at first). The e-mail
 * is trimmed and must match a loaded user (case does not matter) before `grantAdmin` is called; success
 * clears the e-mail and reloads the list, a failure keeps it.
 */
export const promotionMachine = setup({
  types: {
    context: {} as PromotionContext,
    events: {} as PromotionEvent,
  },
  actors: {
    loadUsers: missingActor<UserDirectory>('loadUsers'),
    grantAdmin: missingActor<void, GrantAdminRequest>('grantAdmin'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignEmail: assign(({ event }) => {
      assertEvent(event, 'email.change');
      return { email: event.value, error: null };
    }),
    assignUsers: assign((_, params: { directory: UserDirectory }) => ({ users: joinUsers(params.directory) })),
    assignError: assign((_, params: { message: string | null }) => ({ error: params.message })),
    clearEmail: assign({ email: '', error: null }),
  },
  guards: {
    isEmailEmpty: ({ context }) => context.email.trim() === '',
    isUnknownUser: ({ context }) => findUser(context.users, context.email) === undefined,
  },
}).createMachine({
  id: 'promotion',
  context: { users: [], email: '', error: null },
  on: { 'email.change': { actions: 'assignEmail' } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        onDone: {
          target: 'ready',
          actions: { type: 'assignUsers', params: ({ event }) => ({ directory: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'logError',
            params: ({ event }) => ({
              message: `Error fetching users: ${errorMessage(event.error)}`,
              error: event.error,
            }),
          },
        },
      },
    },
    ready: {
      on: {
        'users.reload': 'loading',
        'promote.submit': [
          {
            guard: 'isEmailEmpty',
            actions: [
              { type: 'assignError', params: { message: messages.promotion.missingEmail } },
              {
                type: 'notify',
                params: {
                  title: messages.errorTitle,
                  description: messages.promotion.missingEmail,
                  variant: 'destructive',
                },
              },
            ],
          },
          {
            guard: 'isUnknownUser',
            actions: [
              { type: 'assignError', params: { message: messages.promotion.userNotFound } },
              {
                type: 'notify',
                params: {
                  title: messages.errorTitle,
                  description: messages.promotion.userNotFound,
                  variant: 'destructive',
                },
              },
            ],
          },
          { target: 'processing', actions: { type: 'assignError', params: { message: null } } },
        ],
      },
    },
    processing: {
      invoke: {
        id: 'grantAdmin',
        src: 'grantAdmin',
        input: ({ context }) => ({ userId: findUser(context.users, context.email)?.id ?? '' }),
        onDone: {
          target: 'loading',
          actions: [
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
