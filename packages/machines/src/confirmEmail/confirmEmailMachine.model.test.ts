import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { EmailLinkExpiredError, isEmailLinkExpiredError, isRateLimitedError, RateLimitedError } from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import { type ConfirmEmailContext, confirmEmailMachine, type EmailLinkKind } from './confirmEmailMachine';

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ConfirmEmailContext;

function modelFor(tokenHash: string | null, kind: EmailLinkKind = 'signup') {
  const signIn = kind === 'magiclink';
  const failed = signIn ? messages.signInLink.failed : messages.confirmEmail.failed;
  return createModel({
    machine: confirmEmailMachine,
    input: { tokenHash, kind },
    actors: ['confirmEmail'],
    effects: ['notify', 'logError', 'navigate'],
    events: () => [{ type: 'confirm' }],
    outcomes: {
      confirmEmail: {
        // A sign-in link's actor answers with the user's own page (a cleaner's here); a confirmation's with nothing.
        done: [signIn ? { home: '/crew' } : undefined],
        error: [new EmailLinkExpiredError('used'), new RateLimitedError('slow'), new Error('offline')],
      },
    },
    states: {
      noLink: (system) => expect(system.actor.getSnapshot().can({ type: 'confirm' })).toBe(false),
      ready: (system) => expect(system.actor.getSnapshot().can({ type: 'confirm' })).toBe(true),
      confirming: (system) => {
        expect(system.doubles.callsOf('confirmEmail').at(-1)?.input).toEqual({
          tokenHash: 'ab12cd34ef56ab12cd34',
          kind,
        });
        expect(context(system.actor.getSnapshot()).error).toBeNull();
      },
      linkExpired: (system) => expect(system.actor.getSnapshot().can({ type: 'confirm' })).toBe(false),
      confirmed: (system) => expect(system.actor.getSnapshot().status).toBe('done'),
    },
    oracle: ({ event }: ModelStep): Effect[] => {
      if (event.type === 'xstate.done.actor.confirmEmail' && signIn) {
        // Signed in: on to the user's own page, as a sign-in with the password goes.
        return [
          { type: 'notify', params: { ...messages.auth.signInSuccess, variant: 'default' } },
          { type: 'navigate', params: { to: '/crew' } },
        ];
      }
      if (event.type === 'xstate.done.actor.confirmEmail') {
        return [{ type: 'notify', params: { ...messages.confirmEmail.confirmed, variant: 'default' } }];
      }
      if (event.type === 'xstate.error.actor.confirmEmail' && !isEmailLinkExpiredError(event.error)) {
        const description = isRateLimitedError(event.error) ? messages.rateLimited : failed;
        return [
          { type: 'notify', params: { title: messages.errorTitle, description, variant: 'destructive' } },
          { type: 'logError', params: expect.objectContaining({ message: expect.any(String) }) },
        ];
      }
      return [];
    },
  });
}

const withLink = modelFor('ab12cd34ef56ab12cd34');
const withoutLink = modelFor(null);
const signInLink = modelFor('ab12cd34ef56ab12cd34', 'magiclink');

describe('confirmEmailMachine, model-based', () => {
  for (const [name, model] of [
    ['confirmation', withLink],
    ['no link', withoutLink],
    ['sign-in link', signInLink],
  ] as const) {
    for (const path of model.paths) it(`${name}: ${path.description}`, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    withLink.assertCoverage(withoutLink, signInLink);
  });
});
