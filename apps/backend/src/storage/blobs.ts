import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import { errors } from './errors.ts';

/**
 * Where object bytes live: in memory (tests) or under `<dataDir>/storage/<bucket>/<name>/<version>`: one file per
 * version, so an upsert writes the new version before the row points at it, and `a` and `a/b` can both exist.
 */

export type Bytes = Uint8Array<ArrayBuffer>;

export interface BlobStore {
  write(bucket: string, name: string, version: string, bytes: Bytes): Promise<void>;
  read(bucket: string, name: string, version: string): Promise<Bytes | undefined>;
  remove(bucket: string, name: string, version: string): Promise<void>;
  removeBucket(bucket: string): Promise<void>;
}

export function memoryStore(): BlobStore {
  const blobs = new Map<string, Bytes>();
  const key = (bucket: string, name: string, version: string) => `${bucket}\u0000${name}\u0000${version}`;
  return {
    async write(bucket, name, version, bytes) {
      blobs.set(key(bucket, name, version), bytes);
    },
    async read(bucket, name, version) {
      return blobs.get(key(bucket, name, version));
    },
    async remove(bucket, name, version) {
      blobs.delete(key(bucket, name, version));
    },
    async removeBucket(bucket) {
      for (const k of blobs.keys()) if (k.startsWith(`${bucket}\u0000`)) blobs.delete(k);
    },
  };
}

export function fileStore(dataDir: string): BlobStore {
  const root = nodePath.resolve(dataDir, 'storage');
  // Keys and bucket names are validated before they get here; this is the last line against path traversal.
  const inside = (...segments: string[]) => {
    const file = nodePath.resolve(root, ...segments);
    if (!file.startsWith(`${root}${nodePath.sep}`)) throw errors.invalidKey(segments.join('/'));
    return file;
  };
  const fileOf = (bucket: string, name: string, version: string) => inside(bucket, ...name.split('/'), version);
  return {
    async write(bucket, name, version, bytes) {
      const file = fileOf(bucket, name, version);
      await mkdir(nodePath.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, file);
    },
    async read(bucket, name, version) {
      try {
        return new Uint8Array(await readFile(fileOf(bucket, name, version)));
      } catch (cause) {
        if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw cause;
      }
    },
    async remove(bucket, name, version) {
      const file = fileOf(bucket, name, version);
      await rm(file, { force: true });
      // Drop the folders the object leaves empty, up to (not including) the bucket's folder.
      const bucketDir = inside(bucket);
      for (
        let dir = nodePath.dirname(file);
        dir.startsWith(`${bucketDir}${nodePath.sep}`);
        dir = nodePath.dirname(dir)
      ) {
        try {
          await rmdir(dir);
        } catch {
          break;
        }
      }
    },
    async removeBucket(bucket) {
      await rm(inside(bucket), { recursive: true, force: true });
    },
  };
}
