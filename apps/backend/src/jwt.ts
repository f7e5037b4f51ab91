import { errors, jwtVerify, SignJWT } from 'jose';
import { type JwtClaims, JwtError } from './context.ts';

/**
 * HS256 JWTs signed with the project's secret: the API keys, access tokens and storage's signed-URL tokens.
 */
export interface JwtTools {
  sign(claims: Record<string, unknown>, expiresInSeconds?: number): Promise<string>;
  verify(token: string): Promise<JwtClaims>;
}

export function createJwtTools(secret: string): JwtTools {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, expiresInSeconds) {
      const payload = { ...claims };
      if (expiresInSeconds !== undefined) {
        const now = Math.floor(Date.now() / 1000);
        payload.iat = now;
        payload.exp = now + expiresInSeconds;
      }
      return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.role !== 'string') throw new JwtError('invalid', 'JWT has no role claim');
        return payload as JwtClaims;
      } catch (error) {
        if (error instanceof JwtError) throw error;
        if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
        throw new JwtError('invalid', `invalid JWT: ${(error as Error).message}`);
      }
    },
  };
}

/**
 * The legacy JWT API keys, as `supabase start` makes them: `{iss: 'supabase-demo', role, exp}` with a fixed
 * expiry and no `iat`, so the same secret always gives the same keys. With Supabase's demo secret they are
 * byte for byte the well-known local keys.
 */
export async function createApiKeys(jwt: JwtTools): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const exp = 1983812996;
  return {
    anonKey: await jwt.sign({ iss: 'supabase-demo', role: 'anon', exp }),
    serviceRoleKey: await jwt.sign({ iss: 'supabase-demo', role: 'service_role', exp }),
  };
}
