import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { isRateLimitedError, RateLimitedError } from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import { type ForgotPasswordContext, forgotPasswordMachine } from './forgotPasswordMachine';

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ForgotPasswordContext;

function problem(email: string): string | null {
  if (email.trim() === '') return messages.form.missingFields;
  if (!/^\S+@\S+\.\S+$/.test(email.trim())) return messages.form.invalidEmail;
  return null;
}

const events: AnyEventObject[] = [
  { type: 'field.change', value: 'staff@example.com' },
  { type: 'field.change', value: 'staff' },
  { type: 'field.change', value: '' },
  { type: 'form.submit' },
  { type: 'form.again' },
];

const model = createModel({
  machine: forgotPasswordMachine,
  actors: ['requestPasswordReset'],
  effects: ['notify', 'logError'],
  events: () => events,
  outcomes: {
    requestPasswordReset: { done: [undefined], error: [new Error('offline'), new RateLimitedError('slow')] },
  },
  abstract: (snapshot) => ({
    problem: problem(context(snapshot).email),
    error: context(snapshot).error,
    sentTo: context(snapshot).sentTo,
  }),
  states: {
    editing: (system) => expect(system.actor.getSnapshot().can({ type: 'form.submit' })).toBe(true),
    sending: (system) => {
      expect(system.doubles.isPending('requestPasswordReset')).toBe(true);
      expect(system.doubles.callsOf('requestPasswordReset').at(-1)?.input).toEqual({ email: 'staff@example.com' });
    },
    sent: (system) => {
      // The same page whether the address has an account or not: it only repeats the address.
      expect(context(system.actor.getSnapshot()).sentTo).toBe('staff@example.com');
      expect(context(system.actor.getSnapshot()).error).toBeNull();
    },
  },
  oracle: ({ event, before }: ModelStep): Effect[] => {
    if (event.type === 'form.submit' && before.matches('editing')) {
      const message = problem(context(before).email);
      return message ? [{ type: 'notify', params: { title: message, variant: 'destructive' } }] : [];
    }
    if (event.type === 'xstate.error.actor.requestPasswordReset') {
      const description = isRateLimitedError(event.error) ? messages.rateLimited : messages.password.resetFailed;
      return [
        { type: 'notify', params: { title: messages.errorTitle, description, variant: 'destructive' } },
        { type: 'logError', params: expect.objectContaining({ message: expect.any(String) }) },
      ];
    }
    return [];
  },
});

describe('forgotPasswordMachine, model-based', () => {
  for (const path of model.paths) {
    it(path.description, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    model.assertCoverage();
  });
});
