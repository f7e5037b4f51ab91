import { type JwtClaims, JwtError } from '../context.ts';
import { bearerToken } from '../http.ts';
import { RestFailure, restError } from './errors.ts';

/**
 * Who is asking and for which schema: the bearer JWT's claims and the profile headers (docs/supabase-contract.md §3.2,
 * §5.1).
 */

/** The verified claims of the bearer token; no token is the anon role. PGRST301/PGRST303 for a bad or expired JWT. */
export async function claimsFor(
  verifyJwt: (token: string) => Promise<JwtClaims>,
  request: Request,
): Promise<JwtClaims> {
  const token = bearerToken(request);
  if (!token) return { role: 'anon' };
  try {
    return await verifyJwt(token);
  } catch (error) {
    const expired = error instanceof JwtError && error.reason === 'expired';
    throw new RestFailure(
      401,
      {
        code: expired ? 'PGRST303' : 'PGRST301',
        message: expired ? 'JWT expired' : (error as Error).message,
        details: null,
        hint: null,
      },
      {
        'WWW-Authenticate': expired
          ? 'Bearer error="invalid_token", error_description="JWT expired"'
          : 'Bearer error="invalid_token", error_description="JWT could not be decoded"',
      },
    );
  }
}

/** `Accept-Profile` (reads) or `Content-Profile` (writes), else the first exposed schema; PGRST106 for others. */
export function schemaFor(request: Request, schemas: string[]): string {
  const header =
    request.method === 'GET' || request.method === 'HEAD'
      ? request.headers.get('accept-profile')
      : request.headers.get('content-profile');
  const schema = header ?? schemas[0]!;
  if (!schemas.includes(schema)) {
    throw restError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return schema;
}
