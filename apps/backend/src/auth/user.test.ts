import { beforeAll, describe, expect, it } from 'vitest';
import { answer, authRequest, signedUpUser, testAuthDeps } from '../testing/auth.ts';
import { testDatabase } from '../testing/database.ts';
import { getUser, updateUser } from './user.ts';

let deps: ReturnType<typeof testAuthDeps>;

beforeAll(async () => {
  deps = testAuthDeps(await testDatabase());
});

const put = (token: string, body: unknown) => updateUser(deps, authRequest('/user', { method: 'PUT', token, body }));

describe('GET /user and PUT /user', () => {
  it("answers the bearer's user", async () => {
    const user = await signedUpUser(deps);
    expect(await answer(getUser(deps, authRequest('/user', { token: user.access_token })))).toMatchObject({
      status: 200,
      body: { id: user.user.id, email: user.user.email },
    });
  });

  it('merges metadata key by key (null removes) and the profile follows', async () => {
    const user = await signedUpUser(deps, { full_name: 'Before', keep: 1 });
    const { body } = await answer(put(user.access_token, { data: { full_name: 'After', keep: null, added: true } }));
    expect(body.user_metadata).toMatchObject({ full_name: 'After', added: true });
    expect(body.user_metadata).not.toHaveProperty('keep');
    const profile = await deps.db.query<{ full_name: string }>('select full_name from public.profiles where id = $1', [
      user.user.id,
    ]);
    expect(profile.rows[0]?.full_name).toBe('After');
  });

  it('changes the password (never to the same one) and refuses app_metadata from a user', async () => {
    const user = await signedUpUser(deps);
    expect((await answer(put(user.access_token, { password: user.password }))).body.code).toBe('same_password');
    expect((await answer(put(user.access_token, { password: 'a new secret' }))).status).toBe(200);
    const stored = await deps.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [user.user.id],
    );
    expect(stored.rows[0]?.encrypted_password).toBe('plain:a new secret');
    expect(await answer(put(user.access_token, { app_metadata: { role: 'admin' } }))).toMatchObject({
      status: 403,
      body: { code: 'not_admin' },
    });
  });

  it('refuses an e-mail another user has, changing nothing', async () => {
    const [one, two] = [await signedUpUser(deps), await signedUpUser(deps)];
    expect((await answer(put(one.access_token, { email: two.user.email }))).body.code).toBe('email_exists');
    const rows = await deps.db.query<{ email: string }>('select email from auth.users where id = $1', [one.user.id]);
    expect(rows.rows[0]?.email).toBe(one.user.email);
  });
});
