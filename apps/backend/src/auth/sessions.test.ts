import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser, testAuthDeps } from '../testing/auth.ts';
import { testDatabase, testJwt } from '../testing/database.ts';
import type { AuthDeps } from './deps.ts';
import { accessTokenClaims, issueSession, startSession } from './sessions.ts';
import { byId, type LoadedUser } from './users.ts';

let deps: ReturnType<typeof testAuthDeps>;
let loaded: LoadedUser;

beforeAll(async () => {
  deps = testAuthDeps(await testDatabase());
  const user = await signedUpUser(deps, { full_name: 'Session Person' });
  loaded = (await byId(deps.db, user.user.id))!;
});

describe('sessions', () => {
  it("puts GoTrue's claims in the access token, timed by the deps' clock", () => {
    const claims = accessTokenClaims(deps, loaded, 'a-session', 1234);
    const iat = Math.floor(deps.clock.now() / 1000);
    expect(claims).toMatchObject({
      sub: loaded.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      iss: 'http://auth.test/auth/v1',
      iat,
      exp: iat + 3600,
      session_id: 'a-session',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1234 }],
      user_metadata: expect.objectContaining({ full_name: 'Session Person' }),
    });
  });

  it('answers a session whose expires_at matches the token it carries', async () => {
    // A clock an hour in the future would make the token expired for jose; sign with real time here.
    const live: AuthDeps = { ...deps, now: Date.now };
    const response = await issueSession(live, loaded, 'a-session', 'refresh-token-123', 1);
    const body = (await response.json()) as { access_token: string; expires_at: number; expires_in: number };
    const verified = await testJwt.verify(body.access_token);
    expect(body.expires_in).toBe(3600);
    expect(body.expires_at).toBe(verified.exp);
  });

  it('starts a session with its first refresh token and stamps the sign-in', async () => {
    const { sessionId, refreshToken } = await startSession(deps.db, loaded.user.id);
    const rows = await deps.db.query<{ n: number }>(
      `select count(*)::int as n from auth.refresh_tokens where token = $1 and session_id = $2 and revoked = false`,
      [refreshToken, sessionId],
    );
    expect(rows.rows[0]?.n).toBe(1);
    expect((await byId(deps.db, loaded.user.id))?.user.last_sign_in_at).not.toBeNull();
  });
});
