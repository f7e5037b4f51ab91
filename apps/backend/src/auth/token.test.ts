import { beforeAll, describe, expect, it } from 'vitest';
import { answer, authRequest, signedUpUser, testAuthDeps } from '../testing/auth.ts';
import { testDatabase } from '../testing/database.ts';
import { token } from './token.ts';

let deps: ReturnType<typeof testAuthDeps>;

beforeAll(async () => {
  deps = testAuthDeps(await testDatabase());
});

const grant = (type: string, body: unknown) => token(deps, authRequest(`/token?grant_type=${type}`, { body }));

describe('password grant', () => {
  it('signs in with the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const user = await signedUpUser(deps);
    const ok = await answer(grant('password', { email: user.user.email, password: user.password }));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'bearer', user: { id: user.user.id } });
    for (const attempt of [
      { email: user.user.email, password: 'wrong password' },
      { email: 'nobody@example.com', password: user.password },
    ]) {
      expect(await answer(grant('password', attempt))).toMatchObject({
        status: 400,
        body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
      });
    }
  });

  it('refuses a banned user until the ban ends on the clock', async () => {
    const user = await signedUpUser(deps);
    await deps.db.query('update auth.users set banned_until = $2 where id = $1', [
      user.user.id,
      new Date(deps.clock.now() + 3_600_000).toISOString(),
    ]);
    const credentials = { email: user.user.email, password: user.password };
    expect((await answer(grant('password', credentials))).body.code).toBe('user_banned');
    deps.clock.advance(3_600_001);
    expect((await answer(grant('password', credentials))).status).toBe(200);
  });

  it('answers an unknown grant type with validation_failed', async () => {
    expect(await answer(grant('magic', {}))).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});

describe('refresh grant', () => {
  it('rotates: the used token is revoked, reused within the interval it gives the same pair, later it revokes all', async () => {
    const user = await signedUpUser(deps);
    const first = await answer(grant('refresh_token', { refresh_token: user.refresh_token }));
    expect(first.status).toBe(200);
    const next = first.body.refresh_token as string;
    expect(next).not.toBe(user.refresh_token);

    const again = await answer(grant('refresh_token', { refresh_token: user.refresh_token }));
    expect(again.body.refresh_token).toBe(next);

    await deps.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [
      user.refresh_token,
    ]);
    expect((await answer(grant('refresh_token', { refresh_token: user.refresh_token }))).body.code).toBe(
      'refresh_token_already_used',
    );
    expect((await answer(grant('refresh_token', { refresh_token: next }))).body.code).toBe(
      'refresh_token_already_used',
    );
  });

  it('refuses unknown and malformed tokens', async () => {
    expect((await answer(grant('refresh_token', { refresh_token: 'x'.repeat(20) }))).body.code).toBe(
      'refresh_token_not_found',
    );
    expect((await answer(grant('refresh_token', { refresh_token: 'short' }))).body.code).toBe('validation_failed');
  });
});
