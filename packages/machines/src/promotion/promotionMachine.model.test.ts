import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import { type PromotionContext, promotionMachine, type UserDirectory } from './promotionMachine';

const directory: UserDirectory = {
  profiles: [
    { id: 'u1', email: 'ada@example.com', full_name: 'Ada Lovelace' },
    { id: 'u2', email: 'grace@example.com', full_name: 'Grace Hopper' },
  ],
  roles: [{ user_id: 'u1', role: 'admin' }],
};

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as PromotionContext;
const known = (snapshot: AnyMachineSnapshot) =>
  context(snapshot).users.find((user) => user.email === context(snapshot).email.trim().toLowerCase());

function refusal(snapshot: AnyMachineSnapshot): string | null {
  if (context(snapshot).email.trim() === '') return messages.promotion.missingEmail;
  if (!known(snapshot)) return messages.promotion.userNotFound;
  return null;
}

const model = createModel({
  machine: promotionMachine,
  actors: ['loadUsers', 'grantAdmin'],
  effects: ['notify', 'logError'],
  events: () => [
    { type: 'email.change', value: '' },
    { type: 'email.change', value: '  grace@example.com ' },
    { type: 'email.change', value: 'nobody@example.com' },
    { type: 'promote.submit' },
    { type: 'users.reload' },
  ],
  outcomes: {
    loadUsers: { done: [directory], error: [new Error('permission denied for table profiles')] },
    grantAdmin: { done: [undefined], error: [new Error('new row violates row-level security policy')] },
  },
  states: {
    loading: (system) => {
      expect(system.doubles.isPending('loadUsers')).toBe(true);
    },
    ready: (system) => {
      expect(system.doubles.isPending('loadUsers')).toBe(false);
      expect(system.doubles.isPending('grantAdmin')).toBe(false);
    },
    processing: (system) => {
      const { users } = context(system.actor.getSnapshot());
      expect(system.doubles.isPending('grantAdmin')).toBe(true);
      // Only a loaded user is ever promoted.
      const request = system.doubles.callsOf('grantAdmin').at(-1)?.input as { userId: string } | undefined;
      expect(users.map((user) => user.id)).toContain(request?.userId);
    },
  },
  oracle: ({ event, before }: ModelStep): Effect[] => {
    const error = (description: string): Effect => ({
      type: 'notify',
      params: { title: 'Error', description, variant: 'destructive' },
    });
    switch (event.type) {
      case 'promote.submit': {
        const problem = before.matches('ready') ? refusal(before) : null;
        return problem ? [error(problem)] : [];
      }
      case 'xstate.done.actor.grantAdmin':
        return [
          { type: 'notify', params: { title: 'Success', description: messages.promotion.success, variant: 'default' } },
        ];
      case 'xstate.error.actor.grantAdmin':
        return [error(messages.promotion.failure((event.error as Error).message))];
      case 'xstate.error.actor.loadUsers':
        return [
          {
            type: 'logError',
            params: expect.objectContaining({ message: expect.stringContaining('Error fetching users') }),
          },
        ];
      default:
        return [];
    }
  },
});

describe('promotionMachine, model-based', () => {
  for (const path of model.paths) {
    it(path.description, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    model.assertCoverage();
  });
});
