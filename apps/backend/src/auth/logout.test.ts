import { beforeAll, describe, expect, it } from 'vitest';
import { answer, authRequest, signedUpUser, testAuthDeps } from '../testing/auth.ts';
import { testDatabase } from '../testing/database.ts';
import { logout } from './logout.ts';
import { token } from './token.ts';

let deps: ReturnType<typeof testAuthDeps>;

beforeAll(async () => {
  deps = testAuthDeps(await testDatabase());
});

async function twoSessions() {
  const user = await signedUpUser(deps);
  const second = await answer(
    token(
      deps,
      authRequest('/token?grant_type=password', { body: { email: user.user.email, password: user.password } }),
    ),
  );
  return { user, second: second.body as { access_token: string } };
}

const sessionsOf = async (userId: string) =>
  (await deps.db.query<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [userId]))
    .rows[0]!.n;

describe('logout', () => {
  it('local ends only the bearer session, others all but it, global all', async () => {
    const a = await twoSessions();
    expect(
      (await logout(deps, authRequest('/logout?scope=local', { method: 'POST', token: a.user.access_token }))).status,
    ).toBe(204);
    expect(await sessionsOf(a.user.user.id)).toBe(1);

    const b = await twoSessions();
    await logout(deps, authRequest('/logout?scope=others', { method: 'POST', token: b.user.access_token }));
    expect(await sessionsOf(b.user.user.id)).toBe(1);
    await logout(deps, authRequest('/logout', { method: 'POST', token: b.user.access_token }));
    expect(await sessionsOf(b.user.user.id)).toBe(0);
  });

  it('refuses an unknown scope without ending anything', async () => {
    const { user } = await twoSessions();
    expect(
      await answer(logout(deps, authRequest('/logout?scope=everyone', { method: 'POST', token: user.access_token }))),
    ).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await sessionsOf(user.user.id)).toBe(2);
  });
});
