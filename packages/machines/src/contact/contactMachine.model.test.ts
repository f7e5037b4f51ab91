import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { isRateLimitedError, RateLimitedError } from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import { type ContactContext, type ContactValues, contactMachine, emptyContactValues } from './contactMachine';

const filled: ContactValues = {
  name: 'Omar',
  email: 'omar@example.com',
  message: 'Do you clean grease traps?',
  honeypot: '',
};

function firstProblem(values: ContactValues): { field: string; message: string } | null {
  for (const field of ['name', 'email', 'message'] as const) {
    if (values[field].trim() === '') return { field, message: messages.form.missingFields };
  }
  if (!/^\S+@\S+\.\S+$/.test(values.email)) return { field: 'email', message: messages.form.invalidEmail };
  return null;
}

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ContactContext;

const fieldEvents: AnyEventObject[] = [
  // The honeypot is handed on, never judged (see the unit tests): leaving it out keeps the model small.
  ...Object.entries(filled)
    .filter(([field]) => field !== 'honeypot')
    .map(([field, value]) => ({ type: 'field.change', field, value })),
  { type: 'field.change', field: 'email', value: 'omar' },
  { type: 'field.change', field: 'name', value: '' },
];

const model = createModel({
  machine: contactMachine,
  actors: ['submitContact'],
  effects: ['notify', 'logError'],
  events: () => [...fieldEvents, { type: 'form.submit' }],
  outcomes: {
    submitContact: { done: [undefined], error: [new Error('offline'), new RateLimitedError('Too many messages')] },
  },
  abstract: (snapshot) => ({
    problem: firstProblem(context(snapshot).values),
    empty: Object.values(context(snapshot).values).filter((value) => value === '').length,
    error: context(snapshot).error,
  }),
  states: {
    'idle.editing': (system) => {
      expect(system.actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    },
    'idle.sent': (system) => {
      expect(context(system.actor.getSnapshot()).values).toEqual(emptyContactValues);
    },
    'idle.failed': (system, step) => {
      if (step.event.type === 'xstate.error.actor.submitContact') {
        expect(context(system.actor.getSnapshot()).values).toEqual(context(step.before).values);
        expect(context(system.actor.getSnapshot()).error).toEqual({
          field: null,
          message: isRateLimitedError(step.event.error) ? messages.rateLimited : messages.contact.failure,
        });
      }
    },
    sending: (system) => {
      expect(system.doubles.isPending('submitContact')).toBe(true);
      expect(
        system.doubles.callsOf('submitContact').every((call) => firstProblem(call.input as ContactValues) === null),
      ).toBe(true);
    },
  },
  oracle: ({ event, before }: ModelStep): Effect[] => {
    if (event.type === 'form.submit' && before.matches('idle')) {
      const problem = firstProblem(context(before).values);
      return problem ? [{ type: 'notify', params: { title: problem.message, variant: 'destructive' } }] : [];
    }
    if (event.type === 'xstate.done.actor.submitContact') {
      return [
        {
          type: 'notify',
          params: { title: messages.contact.success(context(before).values.email), variant: 'default' },
        },
      ];
    }
    if (event.type === 'xstate.error.actor.submitContact') {
      const description = isRateLimitedError(event.error) ? messages.rateLimited : messages.contact.failure;
      return [
        { type: 'notify', params: { title: messages.errorTitle, description, variant: 'destructive' } },
        { type: 'logError', params: expect.anything() },
      ];
    }
    return [];
  },
});

describe('contactMachine, model-based', () => {
  for (const path of model.paths) {
    it(path.description, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    model.assertCoverage();
  });
});
