import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { makeClient, requestBooking, type SignedUp, signInAdmin, signUp } from './helpers.ts';

/**
 * Property-based fuzzing of the data API, auth and storage with malformed input: broken and deeply nested JSON,
 * text Postgres cannot hold, nonsense filters, odd headers and paths, as a visitor, a user and with junk tokens.
 * Whatever arrives, the backend answers (no network error), never with a 5xx, and no stored row changes.
 *
 * Fast and fixed in CI: FUZZ_RUNS runs per property (default 40) from FUZZ_SEED (default 20261123). Longer, or
 * another seed, to look for more:
 *
 *   FUZZ_RUNS=10000 FUZZ_SEED=$RANDOM npx vitest run test/fuzz.test.ts
 *
 * A failure prints the seed and the shrunk counterexample; FUZZ_SEED (and fast-check's `path`) reproduce it.
 */

const runs = Number(process.env.FUZZ_RUNS) || 40;
const seed = Number(process.env.FUZZ_SEED) || 20261123;
const timeout = Math.max(60_000, runs * 400);

let backend: RunningBackend;
let user: SignedUp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4 });
  user = await signUp(backend, 'Fuzz Target');
  const admin = await signInAdmin(backend);
  await admin.from('site_content').upsert({ key: 'home.heroTitle', value: 'Before the fuzz' });
  const baseline = await requestBooking(makeClient(backend), { _name: 'Fuzz Baseline' });
  if (baseline.error) throw new Error(baseline.error.message);
  tokens.anon = backend.anonKey;
  tokens.user = user.session.access_token;
  tokens.expired = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiIsImV4cCI6MX0.invalid';
}, 120_000);

afterAll(async () => {
  await backend?.close();
});

/** A fingerprint of every stored row that malformed input must not change. */
async function dataDigest(): Promise<string> {
  const sources = [
    'public.bookings',
    'public.contact_messages',
    'public.uploaded_files',
    'public.site_content',
    'public.profiles',
    'public.user_roles',
    'public.rate_limits',
    'public.rate_limit_exemptions',
    'public.rate_limit_settings',
    'storage.buckets',
    '(select bucket_id, name, metadata, user_metadata from storage.objects)',
    `(select id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data, role, banned_until, deleted_at,
             email_confirmed_at from auth.users)`,
    '(select id, user_id, identity_data from auth.identities)',
    '(select id, user_id from auth.sessions)',
    '(select token, revoked from auth.refresh_tokens)',
    '(select action, client_key, bytes from private.rate_limit_events)',
  ];
  const parts = await Promise.all(
    sources.map(
      async (source) =>
        (
          await backend.ctx.db.query<{ digest: string | null }>(
            `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${source} t`,
          )
        ).rows[0]?.digest,
    ),
  );
  return parts.join(':');
}

// ------------------------------------------------------------------------------------------------- generators

const nested = fc
  .record({
    depth: fc.oneof(fc.integer({ min: 101, max: 300 }), fc.constantFrom(10_000, 50_000)),
    open: fc.constantFrom('[', '{"a":'),
    leaf: fc.constantFrom('1', '"x"', 'null'),
  })
  .map(({ depth, open, leaf }) => `${open.repeat(depth)}${leaf}${(open === '[' ? ']' : '}').repeat(depth)}`);

const badText = fc
  .record({
    before: fc.string({ maxLength: 8 }),
    bad: fc.constantFrom('\\u0000', '\\udc00', '\\ud800', '\\ud800\\u0041', 'a\\u0000b'),
    key: fc.boolean(),
  })
  .map(({ before, bad, key }) =>
    key ? `{"${before.replace(/["\\]/g, '')}${bad}":1}` : `{"zz_field":"${before.replace(/["\\]/g, '')}${bad}"}`,
  );

const notJson = fc.string({ maxLength: 40 }).filter((text) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});

/** JSON that names no real column or argument (every key starts with zz_), any shape. */
const strangerJson = fc
  .jsonValue({ maxDepth: 4 })
  .map((value) =>
    JSON.stringify(value, (_key, inner) =>
      inner && typeof inner === 'object' && !Array.isArray(inner)
        ? Object.fromEntries(Object.entries(inner).map(([k, v]) => [`zz_${k}`, v]))
        : inner,
    ),
  );

/** A JSON value Postgres cannot take: nested too deep, or text with NUL or half a surrogate pair. */
const poison = fc.oneof(
  nested,
  fc.constantFrom('"a\\u0000b"', '"\\udc00"', '"x\\ud800"', '{"k\\u0000":1}', '["\\u0000"]'),
);

/** Names the endpoints do know (columns, rpc arguments, auth and storage fields). */
const knownKey = fc.constantFrom(
  'name',
  'email',
  'message',
  'service',
  'date',
  'time_slot',
  'phone',
  'address',
  'status',
  'key',
  'value',
  'image_path',
  'file_name',
  'file_size',
  'file_type',
  'storage_path',
  '_user_id',
  '_role',
  'full_name',
  'data',
  'password',
  'refresh_token',
  'user_metadata',
  'app_metadata',
  'prefix',
  'search',
  'expiresIn',
  'paths',
  'prefixes',
  'bucketId',
  'sourceKey',
  'destinationKey',
  'id',
  'public',
  'allowed_mime_types',
);

/** A record of real field names in which one value is poison: it reaches the code that stores values. */
const poisoned = fc
  .record({ keys: fc.uniqueArray(knownKey, { minLength: 1, maxLength: 5 }), value: poison, array: fc.boolean() })
  .map(({ keys, value, array }) => {
    const fields = keys.map((key, index) => `"${key}":${index === 0 ? value : '"x"'}`).join(',');
    return array ? `[{${fields}}]` : `{${fields}}`;
  });

/** A body no endpoint can take as a meaningful request. */
const malformedBody = fc.oneof(
  nested,
  badText,
  notJson,
  poisoned,
  strangerJson.filter((text) => text !== '[]'),
);

const encodedJunk = fc.oneof(
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '%2', '..', '%2e%2e', '(', ')', '"', ',', '*', '\\', '%0A'),
);

const junkValue = fc.array(encodedJunk, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));

const operator = fc.constantFrom(
  'eq',
  'neq',
  'gt',
  'lt',
  'like',
  'ilike',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'match',
  'adj',
  'isdistinct',
  'not.eq',
  'eq(any)',
  'like(all)',
  'fts(english)',
  'fts(x;drop)',
  'nope',
);

const column = fc.constantFrom(
  'id',
  'name',
  'date',
  'status',
  'data',
  'key',
  'value',
  'email',
  'zz',
  '"quoted col"',
  'a->b',
  'name->>0',
);

const filterParam = fc
  .record({ column, operator, value: junkValue })
  .map(({ column, operator, value }) => `${encodeURIComponent(column)}=${operator}.${value}`);

const otherParam = fc.oneof(
  junkValue.map((v) => `select=${v}`),
  fc.constantFrom(
    'select=id::text',
    'select=name::int',
    'select=*,x(*)',
    'select=a:b:c',
    'select=id::regclass',
    'select=data->>a->0',
  ),
  junkValue.map((v) => `order=${v}`),
  fc.constantFrom('order=name.desc.nullsfirst', 'order=zz.asc', 'order=id.sideways'),
  junkValue.map((v) => `or=(${v})`),
  fc.constantFrom('or=(id.eq.1,and(name.eq.x))', 'or=((', 'and=()', 'not.or=(a.eq.1)'),
  fc.constantFrom(
    'limit=-1',
    'limit=1e99',
    'offset=abc',
    'limit=99999999999999999999',
    'on_conflict=zz',
    'columns="zz"',
  ),
);

const query = fc.array(fc.oneof(filterParam, otherParam), { maxLength: 4 }).map((params) => params.join('&'));

const table = fc.constantFrom(
  'bookings',
  'contact_messages',
  'uploaded_files',
  'site_content',
  'profiles',
  'user_roles',
  'rate_limits',
  'nonexistent',
  'pg_user',
  '%00',
  'bookings%2F..',
);

const token = fc.oneof(
  fc.constantFrom('anon', 'user', 'expired'),
  fc.string({ maxLength: 30 }).map((text) => `raw:${text.replace(/[^\x21-\x7e]/g, 'x')}`),
);

const headerValue = fc.string({ maxLength: 30 }).map((text) => text.replace(/[^\x20-\x7e]/g, '?'));

const extraHeaders = fc.record(
  {
    prefer: fc.oneof(
      headerValue,
      fc.constantFrom(
        'return=representation',
        'count=exact',
        'resolution=merge-duplicates, return=representation',
        'missing=default',
      ),
    ),
    'accept-profile': fc.oneof(headerValue, fc.constantFrom('public', 'auth', 'storage', 'private')),
    'content-profile': fc.oneof(headerValue, fc.constantFrom('public', 'auth', 'private')),
    accept: fc.oneof(headerValue, fc.constantFrom('application/vnd.pgrst.object+json', 'text/csv')),
    'content-type': fc.oneof(
      headerValue,
      fc.constantFrom('application/json', 'text/plain', 'image/png', 'multipart/form-data; boundary=x'),
    ),
    range: headerValue,
    'x-upsert': fc.constantFrom('true', 'false', 'yes'),
    'x-metadata': fc.oneof(
      headerValue,
      malformedBody.map((text) => Buffer.from(text).toString('base64')),
    ),
  },
  { requiredKeys: [] },
);

// ------------------------------------------------------------------------------------------------- requests

interface FuzzRequest {
  method: string;
  path: string;
  token: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | undefined;
}

async function send(request: FuzzRequest): Promise<number> {
  const authorization = request.token.startsWith('raw:') ? request.token.slice(4) : tokens[request.token]!;
  const headers: Record<string, string> = { apikey: backend.anonKey, ...request.headers };
  if (authorization) headers.authorization = `Bearer ${authorization}`;
  const response = await fetch(`${backend.url}${request.path}`, {
    method: request.method,
    headers,
    ...(request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD'
      ? { body: request.body }
      : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Sends the request and checks: an answer below 500, and no stored row changed. */
async function holds(request: FuzzRequest): Promise<void> {
  const before = await dataDigest();
  const status = await send(request);
  expect(status, `${request.method} ${request.path}`).toBeLessThan(500);
  expect(await dataDigest(), `${request.method} ${request.path} changed data`).toBe(before);
}

const options = { numRuns: runs, seed, endOnFailure: true } as const;

describe('fuzzing with malformed input: no 5xx, no change to data', () => {
  it('data API bodies', { timeout }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH'),
        table,
        query,
        token,
        extraHeaders,
        malformedBody,
        async (method, name, q, who, headers, body) => {
          await holds({ method, path: `/rest/v1/${name}?${q}`, token: who, headers, body });
        },
      ),
      options,
    );
  });

  it('data API writes and rpc calls with real names and one poisoned value', { timeout }, async () => {
    const columns: Record<string, string[]> = {
      bookings: ['name', 'phone', 'email', 'address', 'service', 'date', 'time_slot'],
      contact_messages: ['name', 'email', 'message'],
      uploaded_files: ['file_name', 'file_type', 'storage_path'],
      site_content: ['key', 'value', 'image_path'],
      'rpc/get_user_role': ['_user_id'],
      'rpc/has_role': ['_user_id', '_role'],
    };
    const target = fc
      .constantFrom(...Object.keys(columns))
      .chain((name) =>
        fc.record({ name: fc.constant(name), keys: fc.shuffledSubarray(columns[name]!, { minLength: 1 }) }),
      );
    await fc.assert(
      fc.asyncProperty(
        target,
        poison,
        fc.constantFrom('anon', 'user'),
        fc.boolean(),
        async ({ name, keys }, value, who, patch) => {
          const fields = keys.map((key, index) => `"${key}":${index === 0 ? value : '"x"'}`).join(',');
          await holds({
            method: name.startsWith('rpc/') || !patch ? 'POST' : 'PATCH',
            path: `/rest/v1/${name}${patch ? '?name=eq.x' : ''}`,
            token: who,
            headers: { 'content-type': 'application/json' },
            body: `{${fields}}`,
          });
        },
      ),
      options,
    );
  });

  it('data API queries: filters, select, order, paging, on reads and deletes', { timeout }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'DELETE'),
        table,
        query,
        token,
        extraHeaders,
        async (method, name, q, who, headers) => {
          await holds({ method, path: `/rest/v1/${name}?${q}`, token: who, headers });
        },
      ),
      options,
    );
  });

  it('rpc calls', { timeout }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('get_user_role', 'has_role', 'handle_new_user', 'enforce_rate_limit', 'nope', '%00'),
        fc.constantFrom('POST', 'GET'),
        query,
        token,
        malformedBody,
        async (fn, method, q, who, body) => {
          await holds({
            method,
            path: `/rest/v1/rpc/${fn}?${q}`,
            token: who,
            headers: { 'content-type': 'application/json' },
            body,
          });
        },
      ),
      options,
    );
  });

  it('auth endpoints', { timeout }, async () => {
    const endpoint = fc.constantFrom(
      ['POST', '/auth/v1/signup'],
      ['POST', '/auth/v1/token?grant_type=password'],
      ['POST', '/auth/v1/token?grant_type=refresh_token'],
      ['POST', '/auth/v1/token?grant_type=%00'],
      ['PUT', '/auth/v1/user'],
      ['POST', '/auth/v1/logout?scope=nope'],
      ['POST', '/auth/v1/admin/users'],
      ['PUT', `/auth/v1/admin/users/00000000-0000-4000-8000-000000000000`],
      ['DELETE', '/auth/v1/admin/users/%00'],
      ['GET', '/auth/v1/nope/%ED%A0%80'],
    );
    await fc.assert(
      fc.asyncProperty(endpoint, token, extraHeaders, malformedBody, async ([method, path], who, headers, body) => {
        await holds({ method: method!, path: path!, token: who, headers, body });
      }),
      options,
    );
  });

  it('sign-up and user updates that are valid but for poisoned metadata', { timeout }, async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(poison, fc.boolean(), async (value, signUpFirst) => {
        const body = signUpFirst
          ? `{"email":"fuzz-${seed}-${++n}@example.com","password":"long enough","data":{"full_name":${value}}}`
          : `{"data":{"full_name":${value}}}`;
        await holds({
          method: signUpFirst ? 'POST' : 'PUT',
          path: signUpFirst ? '/auth/v1/signup' : '/auth/v1/user',
          token: signUpFirst ? 'anon' : 'user',
          headers: { 'content-type': 'application/json' },
          body,
        });
      }),
      options,
    );
  });

  it('storage endpoints, paths and uploads', { timeout }, async () => {
    const segment = fc.oneof(
      fc.constantFrom('uploads', 'site-images', 'nope', '..', '.', '', '%00', '%2e%2e', 'a%2Fb'),
      junkValue,
    );
    const path = fc.array(segment, { minLength: 0, maxLength: 4 }).map((parts) => parts.join('/'));
    const area = fc.constantFrom(
      'object',
      'object/list',
      'object/sign',
      'object/public',
      'object/authenticated',
      'object/info',
      'object/move',
      'object/copy',
      'bucket',
      'render/image',
      'nope',
    );
    const bytes = fc.uint8Array({ maxLength: 64 }).map((array) => new Uint8Array(array));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
        area,
        path,
        token,
        extraHeaders,
        fc.oneof(malformedBody, bytes),
        async (method, where, rest, who, headers, body) => {
          await holds({ method, path: `/storage/v1/${where}/${rest}`, token: who, headers, body });
        },
      ),
      options,
    );
  });

  it('unknown paths and prefixes', { timeout }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/rest/v1/', '/auth/v1/', '/storage/v1/', '/functions/v1/', '/', '/realtime/v1/'),
        junkValue,
        fc.constantFrom('GET', 'POST', 'DELETE', 'PATCH', 'OPTIONS'),
        token,
        async (prefix, rest, method, who) => {
          await holds({ method, path: `${prefix}${rest}`, token: who, headers: {} });
        },
      ),
      options,
    );
  });
});
