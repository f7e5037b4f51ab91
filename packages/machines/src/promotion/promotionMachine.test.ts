import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '../messages';
import { ActorDoubles, type Effect, flush } from '../testing/model';
import { joinUsers, promotionMachine, type UserDirectory } from './promotionMachine';

const directory: UserDirectory = {
  profiles: [
    { id: 'u1', email: 'ada@example.com', full_name: 'Ada Lovelace' },
    { id: 'u2', email: 'grace@example.com', full_name: null },
  ],
  roles: [
    { user_id: 'u1', role: 'admin' },
    { user_id: 'u1', role: 'user' },
  ],
};

function start() {
  const doubles = new ActorDoubles();
  const effects: Effect[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => effects.push({ type, params });
  const machine = promotionMachine.provide({
    actors: { loadUsers: doubles.logic('loadUsers') as never, grantAdmin: doubles.logic('grantAdmin') as never },
    actions: { notify: record('notify'), logError: record('logError') },
  });
  const actor = createActor(machine).start();
  return { actor, doubles, effects };
}

async function loaded() {
  const started = start();
  started.doubles.resolve('loadUsers', directory);
  await flush();
  return started;
}

const error = (description: string) => ({
  type: 'notify',
  params: { title: 'Error', description, variant: 'destructive' },
});

describe('promotionMachine', () => {
  it('joins profiles with roles; no record means user', () => {
    expect(joinUsers(directory)).toEqual([
      { id: 'u1', email: 'ada@example.com', fullName: 'Ada Lovelace', role: 'admin' },
      { id: 'u2', email: 'grace@example.com', fullName: null, role: 'user' },
    ]);
  });

  it('loads the user list on start', async () => {
    const started = start();
    expect(started.actor.getSnapshot().value).toBe('loading');
    started.doubles.resolve('loadUsers', directory);
    await flush();
    expect(started.actor.getSnapshot().value).toBe('ready');
    expect(started.actor.getSnapshot().context.users).toHaveLength(2);
  });

  it('logs a failed read and leaves the list empty', async () => {
    const { actor, doubles, effects } = start();
    doubles.reject('loadUsers', new Error('permission denied for table profiles'));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.users).toEqual([]);
    expect(effects).toEqual([
      {
        type: 'logError',
        params: { message: 'Error fetching users: permission denied for table profiles', error: expect.any(Error) },
      },
    ]);
  });

  it("refuses an empty e-mail: 'Please enter an email address.'", async () => {
    const { actor, doubles, effects } = await loaded();
    actor.send({ type: 'email.change', value: '   ' });
    actor.send({ type: 'promote.submit' });
    expect(effects).toEqual([error('Please enter an email address.')]);
    expect(doubles.callsOf('grantAdmin')).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe(messages.promotion.missingEmail);
  });

  it('refuses an e-mail that matches no loaded user', async () => {
    const { actor, doubles, effects } = await loaded();
    actor.send({ type: 'email.change', value: 'nobody@example.com' });
    actor.send({ type: 'promote.submit' });
    expect(effects).toEqual([error('User not found. Make sure they have signed up first.')]);
    expect(doubles.callsOf('grantAdmin')).toEqual([]);
    expect(actor.getSnapshot().context.email).toBe('nobody@example.com');
  });

  it('trims the e-mail (and ignores its case), grants admin, clears the field and reloads the list', async () => {
    const { actor, doubles, effects } = await loaded();
    actor.send({ type: 'email.change', value: '  Grace@Example.com ' });
    actor.send({ type: 'promote.submit' });
    expect(actor.getSnapshot().value).toBe('processing');
    expect(doubles.callsOf('grantAdmin')[0]?.input).toEqual({ userId: 'u2' });
    actor.send({ type: 'promote.submit' });
    expect(doubles.callsOf('grantAdmin')).toHaveLength(1);
    doubles.resolve('grantAdmin');
    await flush();
    expect(effects).toEqual([
      { type: 'notify', params: { title: 'Success', description: 'User has been made an admin.', variant: 'default' } },
    ]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.email).toBe('');
    // The list stays on screen while it reloads, then shows the new role.
    expect(actor.getSnapshot().context.users).toHaveLength(2);
    doubles.resolve('loadUsers', { ...directory, roles: [...directory.roles, { user_id: 'u2', role: 'admin' }] });
    await flush();
    expect(actor.getSnapshot().context.users.map((user) => user.role)).toEqual(['admin', 'admin']);
  });

  it("reports a failure as 'Failed to make user admin: ' plus the message, keeping the e-mail", async () => {
    const { actor, doubles, effects } = await loaded();
    actor.send({ type: 'email.change', value: 'grace@example.com' });
    actor.send({ type: 'promote.submit' });
    doubles.reject('grantAdmin', { message: 'new row violates row-level security policy' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.email).toBe('grace@example.com');
    expect(effects).toEqual([error('Failed to make user admin: new row violates row-level security policy')]);
  });

  it('keeps the previous list when a reload fails', async () => {
    const { actor, doubles } = await loaded();
    actor.send({ type: 'users.reload' });
    doubles.reject('loadUsers', new Error('offline'));
    await flush();
    expect(actor.getSnapshot().context.users).toHaveLength(2);
  });
});
