import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStore, memoryStore } from './blobs.ts';

const folder = mkdtempSync(join(tmpdir(), 'sparkle-blobs-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each([
  ['memory', () => memoryStore()],
  ['files', () => fileStore(folder)],
])('the %s store', (_name, make) => {
  it('keeps each version apart, and a key and its prefix as different objects', async () => {
    const store = make();
    await store.write('b', 'a', 'v1', new Uint8Array([1]));
    await store.write('b', 'a/b', 'v1', new Uint8Array([2]));
    await store.write('b', 'a', 'v2', new Uint8Array([3]));
    expect(await store.read('b', 'a', 'v1')).toEqual(new Uint8Array([1]));
    expect(await store.read('b', 'a/b', 'v1')).toEqual(new Uint8Array([2]));
    await store.remove('b', 'a', 'v1');
    expect(await store.read('b', 'a', 'v1')).toBeUndefined();
    expect(await store.read('b', 'a', 'v2')).toEqual(new Uint8Array([3]));
    await store.removeBucket('b');
    expect(await store.read('b', 'a/b', 'v1')).toBeUndefined();
  });
});

describe('the file store', () => {
  it('refuses a path that would leave its folder', async () => {
    await expect(fileStore(folder).write('b', '../../escape', 'v', new Uint8Array([1]))).rejects.toMatchObject({
      code: 'InvalidKey',
    });
  });
});
