import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EmailLinkExpiredError } from '../effects';
import { messages } from '../messages';
import { newPasswordProblem, resetPasswordMachine } from './resetPasswordMachine';

function start(verify: () => Promise<void>, save: () => Promise<void>) {
  const calls: string[] = [];
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: {
        verifyResetLink: fromPromise(async () => {
          calls.push('verify');
          await verify();
        }),
        setNewPassword: fromPromise(async () => {
          calls.push('save');
          await save();
        }),
      },
    }),
    { input: { tokenHash: 'ab12cd34ef56ab12cd34' } },
  );
  actor.start();
  actor.send({ type: 'field.change', field: 'password', value: 'new secret 2026' });
  actor.send({ type: 'field.change', field: 'confirm', value: 'new secret 2026' });
  return { actor, calls };
}

describe('resetPasswordMachine', () => {
  it('refuses an empty, a short and an unconfirmed password before using the link', () => {
    expect(newPasswordProblem({ password: '', confirm: '' })?.message).toBe(messages.form.missingFields);
    expect(newPasswordProblem({ password: 'abcde', confirm: 'abcde' })?.message).toBe(messages.password.tooShort);
    expect(newPasswordProblem({ password: 'abcdef', confirm: 'abcdeg' })).toEqual({
      field: 'confirm',
      message: messages.password.mismatch,
    });
    expect(newPasswordProblem({ password: 'abcdef', confirm: 'abcdef' })).toBeNull();
  });

  it('uses the link once: a refused password is sent again without verifying again', async () => {
    let refuse = true;
    const { actor, calls } = start(
      async () => {},
      async () => {
        if (refuse) throw new Error('New password should be different from the old password.');
      },
    );
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({
      field: 'password',
      message: 'New password should be different from the old password.',
    });
    refuse = false;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (state) => state.matches('done'));
    expect(calls).toEqual(['verify', 'save', 'save']);
  });

  it('says so when the link was used already or expired', async () => {
    const { actor, calls } = start(
      async () => {
        throw new EmailLinkExpiredError('Email link is invalid or has expired');
      },
      async () => {},
    );
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (state) => state.matches('linkExpired'));
    expect(calls).toEqual(['verify']);
  });
});
