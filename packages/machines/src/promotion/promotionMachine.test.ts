import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '../messages';
import { ActorDoubles, type Effect, flush } from '../testing/model';
import { type ManagedUser, promotionMachine } from './promotionMachine';

const grace: ManagedUser = { id: 'u2', email: 'grace@example.com', fullName: null, role: 'user' };

function start() {
  const doubles = new ActorDoubles();
  const effects: Effect[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => effects.push({ type, params });
  const machine = promotionMachine.provide({
    actors: { findUser: doubles.logic('findUser') as never, grantAdmin: doubles.logic('grantAdmin') as never },
    actions: { notify: record('notify'), logError: record('logError'), promoted: record('promoted') },
  });
  const actor = createActor(machine).start();
  return { actor, doubles, effects };
}

const error = (description: string) => ({
  type: 'notify',
  params: { title: 'Error', description, variant: 'destructive' },
});

describe('promotionMachine', () => {
  it('waits for an e-mail without reading anything', () => {
    const { actor, doubles } = start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(doubles.callsOf('findUser')).toEqual([]);
  });

  it("refuses an empty e-mail: 'Please enter an email address.'", () => {
    const { actor, doubles, effects } = start();
    actor.send({ type: 'email.change', value: '   ' });
    actor.send({ type: 'promote.submit' });
    expect(effects).toEqual([error('Please enter an email address.')]);
    expect(doubles.callsOf('findUser')).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe(messages.promotion.missingEmail);
  });

  it('refuses an e-mail that matches no signed-up user, keeping it', async () => {
    const { actor, doubles, effects } = start();
    actor.send({ type: 'email.change', value: 'nobody@example.com' });
    actor.send({ type: 'promote.submit' });
    expect(doubles.callsOf('findUser')[0]?.input).toEqual({ email: 'nobody@example.com' });
    doubles.resolve('findUser', null);
    await flush();
    expect(effects).toEqual([error('User not found. Make sure they have signed up first.')]);
    expect(doubles.callsOf('grantAdmin')).toEqual([]);
    expect(actor.getSnapshot().context.email).toBe('nobody@example.com');
  });

  it('trims the e-mail, finds the user, grants admin, clears the field and says the list should reload', async () => {
    const { actor, doubles, effects } = start();
    actor.send({ type: 'email.change', value: '  Grace@Example.com ' });
    actor.send({ type: 'promote.submit' });
    expect(doubles.callsOf('findUser')[0]?.input).toEqual({ email: 'Grace@Example.com' });
    doubles.resolve('findUser', grace);
    await flush();
    expect(actor.getSnapshot().value).toBe('processing');
    expect(doubles.callsOf('grantAdmin')[0]?.input).toEqual({ userId: 'u2' });
    actor.send({ type: 'promote.submit' });
    expect(doubles.callsOf('grantAdmin')).toHaveLength(1);
    doubles.resolve('grantAdmin');
    await flush();
    expect(effects).toEqual([
      { type: 'promoted', params: { userId: 'u2' } },
      { type: 'notify', params: { title: 'Success', description: 'User has been made an admin.', variant: 'default' } },
    ]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.email).toBe('');
  });

  it("reports a failed grant as 'Failed to make user admin: ' plus the message, keeping the e-mail", async () => {
    const { actor, doubles, effects } = start();
    actor.send({ type: 'email.change', value: 'grace@example.com' });
    actor.send({ type: 'promote.submit' });
    doubles.resolve('findUser', grace);
    await flush();
    doubles.reject('grantAdmin', { message: 'new row violates row-level security policy' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.email).toBe('grace@example.com');
    expect(effects).toEqual([error('Failed to make user admin: new row violates row-level security policy')]);
  });

  it('logs and reports a failed lookup, keeping the e-mail', async () => {
    const { actor, doubles, effects } = start();
    actor.send({ type: 'email.change', value: 'grace@example.com' });
    actor.send({ type: 'promote.submit' });
    doubles.reject('findUser', new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.email).toBe('grace@example.com');
    expect(effects).toEqual([
      { type: 'logError', params: { message: 'Error fetching users: offline', error: expect.any(Error) } },
      error('Failed to make user admin: offline'),
    ]);
  });
});
