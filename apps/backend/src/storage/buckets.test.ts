import { beforeAll, describe, expect, it } from 'vitest';
import { anonToken, serviceToken, storageFailure, storageRequest, testStorageDeps } from '../testing/storage.ts';
import { createBucket, deleteBucket, getBucket, parseFileSizeLimit, parseMimeTypes, updateBucket } from './buckets.ts';
import type { StorageDeps } from './deps.ts';

let deps: StorageDeps;
let service: string;

beforeAll(async () => {
  deps = await testStorageDeps();
  service = await serviceToken();
});

describe('bucket settings', () => {
  it('reads a size limit in bytes or decimal units, up to the global limit', async () => {
    expect(parseFileSizeLimit(1024)).toBe(1024);
    expect(parseFileSizeLimit('5MB')).toBe(5_000_000);
    expect(parseFileSizeLimit(null)).toBeNull();
    for (const bad of [-1, '5 parsecs', 60 * 1024 * 1024]) {
      expect((await storageFailure(Promise.resolve().then(() => parseFileSizeLimit(bad)))).body.code).toBe(
        'InvalidRequest',
      );
    }
  });

  it('reads allowed MIME types as type/subtype or type/*', async () => {
    expect(parseMimeTypes(['image/png', 'image/*'])).toEqual(['image/png', 'image/*']);
    expect((await storageFailure(Promise.resolve().then(() => parseMimeTypes(['png'])))).status).toBe(400);
  });
});

describe('bucket endpoints', () => {
  it('creates, reads, updates and deletes a bucket as the service role', async () => {
    const body = { id: 'unit-buckets', name: 'unit-buckets', public: false, file_size_limit: '1MB' };
    const created = await createBucket(deps, storageRequest('/bucket', { token: service, json: body }));
    expect(await created.json()).toEqual({ name: 'unit-buckets' });
    await updateBucket(
      deps,
      storageRequest('/bucket/unit-buckets', { method: 'PUT', token: service, json: { public: true } }),
      'unit-buckets',
    );
    const read = await getBucket(deps, storageRequest('/bucket/unit-buckets', { token: service }), 'unit-buckets');
    expect(await read.json()).toMatchObject({ public: true, file_size_limit: 1_000_000, type: 'STANDARD' });
    await deleteBucket(
      deps,
      storageRequest('/bucket/unit-buckets', { method: 'DELETE', token: service }),
      'unit-buckets',
    );
    expect(
      (
        await storageFailure(
          getBucket(deps, storageRequest('/bucket/unit-buckets', { token: service }), 'unit-buckets'),
        )
      ).body.code,
    ).toBe('NoSuchBucket');
  });

  it('refuses a visitor creating a bucket (policy: 403) and a duplicate (409)', async () => {
    const anon = await anonToken();
    const refused = await storageFailure(
      createBucket(deps, storageRequest('/bucket', { token: anon, json: { id: 'unit-anon' } })),
    );
    expect(refused.body).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    const duplicate = await storageFailure(
      createBucket(deps, storageRequest('/bucket', { token: service, json: { id: 'uploads' } })),
    );
    expect(duplicate.body).toMatchObject({ statusCode: '409' });
  });
});
