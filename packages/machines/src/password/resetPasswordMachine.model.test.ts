import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { EmailLinkExpiredError, isEmailLinkExpiredError, isRateLimitedError, RateLimitedError } from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import { newPasswordProblem, type ResetPasswordContext, resetPasswordMachine } from './resetPasswordMachine';

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ResetPasswordContext;

const events: AnyEventObject[] = [
  { type: 'field.change', field: 'password', value: 'new secret 2026' },
  { type: 'field.change', field: 'password', value: 'abc' },
  { type: 'field.change', field: 'confirm', value: 'new secret 2026' },
  { type: 'form.submit' },
];

const weak = new Error('Password should be at least 6 characters.');
const logged: Effect = { type: 'logError', params: expect.objectContaining({ message: expect.any(String) }) };
const failed = (description: string): Effect[] => [
  { type: 'notify', params: { title: messages.errorTitle, description, variant: 'destructive' } },
  logged,
];

function modelFor(tokenHash: string | null) {
  return createModel({
    machine: resetPasswordMachine,
    input: { tokenHash },
    actors: ['verifyResetLink', 'setNewPassword'],
    effects: ['notify', 'navigate', 'logError'],
    events: () => events,
    outcomes: {
      verifyResetLink: {
        done: [undefined],
        error: [new EmailLinkExpiredError('used'), new RateLimitedError('slow'), new Error('offline')],
      },
      setNewPassword: { done: [undefined], error: [weak, new RateLimitedError('slow')] },
    },
    abstract: (snapshot) => ({
      problem: newPasswordProblem(context(snapshot).values)?.message ?? null,
      verified: context(snapshot).verified,
      error: context(snapshot).error,
    }),
    states: {
      noLink: (system) => expect(system.actor.getSnapshot().can({ type: 'form.submit' })).toBe(false),
      editing: (system) => expect(system.doubles.isPending('verifyResetLink')).toBe(false),
      verifying: (system) => {
        expect(system.doubles.callsOf('verifyResetLink').at(-1)?.input).toEqual({ tokenHash: 'ab12cd34ef56ab12cd34' });
        expect(newPasswordProblem(context(system.actor.getSnapshot()).values)).toBeNull();
      },
      saving: (system) => {
        // The link is used before the password is sent, and is not used again for a second try.
        expect(context(system.actor.getSnapshot()).verified).toBe(true);
        expect(system.doubles.isPending('verifyResetLink')).toBe(false);
        expect(system.doubles.callsOf('setNewPassword').at(-1)?.input).toEqual({ password: 'new secret 2026' });
      },
      linkExpired: (system) => expect(system.actor.getSnapshot().can({ type: 'form.submit' })).toBe(false),
      done: (system) => expect(system.actor.getSnapshot().status).toBe('done'),
    },
    oracle: ({ event, before }: ModelStep): Effect[] => {
      if (event.type === 'form.submit' && before.matches('editing') && !context(before).tokenHash) return [];
      if (event.type === 'form.submit' && before.matches('editing')) {
        const problem = newPasswordProblem(context(before).values);
        return problem ? [{ type: 'notify', params: { title: problem.message, variant: 'destructive' } }] : [];
      }
      if (event.type === 'xstate.error.actor.verifyResetLink') {
        if (isEmailLinkExpiredError(event.error)) return [];
        return failed(isRateLimitedError(event.error) ? messages.rateLimited : messages.password.saveFailed);
      }
      if (event.type === 'xstate.error.actor.setNewPassword') {
        if (isRateLimitedError(event.error)) return failed(messages.rateLimited);
        return [
          { type: 'notify', params: { title: messages.errorTitle, description: weak.message, variant: 'destructive' } },
        ];
      }
      if (event.type === 'xstate.done.actor.setNewPassword') {
        return [
          { type: 'notify', params: { ...messages.password.saved, variant: 'default' } },
          { type: 'navigate', params: { to: '/' } },
        ];
      }
      return [];
    },
  });
}

const withLink = modelFor('ab12cd34ef56ab12cd34');
const withoutLink = modelFor(null);

describe('resetPasswordMachine, model-based', () => {
  for (const path of [...withLink.paths, ...withoutLink.paths]) {
    const model = withLink.paths.includes(path) ? withLink : withoutLink;
    it(path.description, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    withLink.assertCoverage(withoutLink);
  });
});
