import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { EmailLinkExpiredError, isEmailLinkExpiredError, isRateLimitedError, RateLimitedError } from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import { type ConfirmEmailContext, confirmEmailMachine } from './confirmEmailMachine';

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ConfirmEmailContext;

function modelFor(tokenHash: string | null) {
  return createModel({
    machine: confirmEmailMachine,
    input: { tokenHash },
    actors: ['confirmEmail'],
    effects: ['notify', 'logError'],
    events: () => [{ type: 'confirm' }],
    outcomes: {
      confirmEmail: {
        done: [undefined],
        error: [new EmailLinkExpiredError('used'), new RateLimitedError('slow'), new Error('offline')],
      },
    },
    states: {
      noLink: (system) => expect(system.actor.getSnapshot().can({ type: 'confirm' })).toBe(false),
      ready: (system) => expect(system.actor.getSnapshot().can({ type: 'confirm' })).toBe(true),
      confirming: (system) => {
        expect(system.doubles.callsOf('confirmEmail').at(-1)?.input).toEqual({ tokenHash: 'ab12cd34ef56ab12cd34' });
        expect(context(system.actor.getSnapshot()).error).toBeNull();
      },
      linkExpired: (system) => expect(system.actor.getSnapshot().can({ type: 'confirm' })).toBe(false),
      confirmed: (system) => expect(system.actor.getSnapshot().status).toBe('done'),
    },
    oracle: ({ event }: ModelStep): Effect[] => {
      if (event.type === 'xstate.done.actor.confirmEmail') {
        return [{ type: 'notify', params: { ...messages.confirmEmail.confirmed, variant: 'default' } }];
      }
      if (event.type === 'xstate.error.actor.confirmEmail' && !isEmailLinkExpiredError(event.error)) {
        const description = isRateLimitedError(event.error) ? messages.rateLimited : messages.confirmEmail.failed;
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

describe('confirmEmailMachine, model-based', () => {
  for (const path of [...withLink.paths, ...withoutLink.paths]) {
    const model = withLink.paths.includes(path) ? withLink : withoutLink;
    it(path.description, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    withLink.assertCoverage(withoutLink);
  });
});
