import { beforeAll, describe, expect, it } from 'vitest';
import { answer, authRequest, signedUpUser, testAuthDeps } from '../testing/auth.ts';
import { testDatabase, testJwt } from '../testing/database.ts';
import { authenticate, requireAdmin } from './guard.ts';

let deps: ReturnType<typeof testAuthDeps>;

beforeAll(async () => {
  deps = testAuthDeps(await testDatabase());
});

const rejection = (call: Promise<unknown>) => answer(call.then(() => new Response('{}', { status: 299 })));

describe('authenticate', () => {
  it("loads the bearer's user and session", async () => {
    const user = await signedUpUser(deps);
    const who = await authenticate(deps, authRequest('/user', { token: user.access_token }));
    expect(who.loaded.user.id).toBe(user.user.id);
    expect(who.sessionId).toEqual(expect.any(String));
  });

  it.each([
    ['no bearer', undefined, 401, 'no_authorization'],
    ['a forged token', 'a.b.c', 403, 'bad_jwt'],
  ])('refuses %s', async (_label, token, status, code) => {
    expect(await rejection(authenticate(deps, authRequest('/user', token ? { token } : {})))).toMatchObject({
      status,
      body: { code },
    });
  });

  it('refuses a token whose session was revoked, and one whose user is gone', async () => {
    const user = await signedUpUser(deps);
    await deps.db.query('delete from auth.sessions where user_id = $1', [user.user.id]);
    expect((await rejection(authenticate(deps, authRequest('/user', { token: user.access_token })))).body.code).toBe(
      'session_not_found',
    );
    const ghost = await testJwt.sign({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000999' });
    expect((await rejection(authenticate(deps, authRequest('/user', { token: ghost })))).body.code).toBe(
      'user_not_found',
    );
  });
});

describe('requireAdmin', () => {
  it('lets the service role through and refuses a user token or the anon key with not_admin', async () => {
    await requireAdmin(deps, authRequest('/admin/users', { token: await testJwt.sign({ role: 'service_role' }) }));
    const user = await signedUpUser(deps);
    for (const token of [user.access_token, await testJwt.sign({ role: 'anon' })]) {
      expect(await rejection(requireAdmin(deps, authRequest('/admin/users', { token })))).toMatchObject({
        status: 403,
        body: { code: 'not_admin' },
      });
    }
  });
});
