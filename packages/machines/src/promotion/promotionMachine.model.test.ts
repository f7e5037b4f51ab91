import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import { type ManagedUser, type PromotionContext, promotionMachine } from './promotionMachine';

const grace: ManagedUser = { id: 'u2', email: 'grace@example.com', fullName: 'Grace Hopper', role: 'user' };

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as PromotionContext;

const model = createModel({
  machine: promotionMachine,
  actors: ['findUser', 'grantAdmin'],
  effects: ['notify', 'logError', 'promoted'],
  events: () => [
    { type: 'email.change', value: '' },
    { type: 'email.change', value: '  grace@example.com ' },
    { type: 'email.change', value: 'nobody@example.com' },
    { type: 'promote.submit' },
  ],
  outcomes: {
    findUser: { done: [grace, null], error: [new Error('permission denied for table profiles')] },
    grantAdmin: { done: [undefined], error: [new Error('new row violates row-level security policy')] },
  },
  states: {
    ready: (system) => {
      expect(system.doubles.isPending('findUser')).toBe(false);
      expect(system.doubles.isPending('grantAdmin')).toBe(false);
    },
    finding: (system) => {
      expect(system.doubles.isPending('findUser')).toBe(true);
      // Only a non-empty, trimmed e-mail is ever looked up.
      const request = system.doubles.callsOf('findUser').at(-1)?.input as { email: string } | undefined;
      expect(request?.email).toMatch(/^\S+$/);
    },
    processing: (system) => {
      expect(system.doubles.isPending('grantAdmin')).toBe(true);
      // Only a user the lookup found is ever promoted.
      const request = system.doubles.callsOf('grantAdmin').at(-1)?.input as { userId: string } | undefined;
      expect(request?.userId).toBe(context(system.actor.getSnapshot()).userId);
      expect(request?.userId).toBe(grace.id);
    },
  },
  oracle: ({ event, before }: ModelStep): Effect[] => {
    const error = (description: string): Effect => ({
      type: 'notify',
      params: { title: 'Error', description, variant: 'destructive' },
    });
    switch (event.type) {
      case 'promote.submit':
        return before.matches('ready') && context(before).email.trim() === ''
          ? [error(messages.promotion.missingEmail)]
          : [];
      case 'xstate.done.actor.findUser':
        return (event as unknown as { output: ManagedUser | null }).output === null
          ? [error(messages.promotion.userNotFound)]
          : [];
      case 'xstate.done.actor.grantAdmin':
        return [
          { type: 'promoted', params: { userId: grace.id } },
          { type: 'notify', params: { title: 'Success', description: messages.promotion.success, variant: 'default' } },
        ];
      case 'xstate.error.actor.grantAdmin':
        return [error(messages.promotion.failure((event.error as Error).message))];
      case 'xstate.error.actor.findUser':
        return [
          {
            type: 'logError',
            params: expect.objectContaining({ message: expect.stringContaining('Error fetching users') }),
          },
          error(messages.promotion.failure((event.error as Error).message)),
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
