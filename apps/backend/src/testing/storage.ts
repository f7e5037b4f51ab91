import { memoryStore } from '../storage/blobs.ts';
import type { StorageDeps } from '../storage/deps.ts';
import { testDatabase, testJwt, testSecret } from './database.ts';

/** Storage deps on the shared test database, bytes in memory, tokens signed with the test secret. */
export async function testStorageDeps(): Promise<StorageDeps> {
  const { db, withClaims } = await testDatabase();
  return {
    db,
    withClaims,
    verifyJwt: testJwt.verify,
    signJwt: testJwt.sign,
    jwtSecret: testSecret,
    store: memoryStore(),
  };
}

export const serviceToken = () => testJwt.sign({ role: 'service_role' });
export const anonToken = () => testJwt.sign({ role: 'anon' });

export function storageRequest(
  path: string,
  init: { method?: string; token?: string; body?: BodyInit; json?: unknown; headers?: Record<string, string> } = {},
): Request {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  return new Request(`http://storage.test/storage/v1${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

/** The StorageError thrown by a call, as its response's body. */
export async function storageFailure(
  call: Promise<unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    await call;
  } catch (error) {
    const response = (error as { toResponse?: () => Response }).toResponse?.();
    if (!response) throw error;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  throw new Error('expected a StorageError');
}

/** A 1×1 PNG. */
export const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
