import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Data API calls a function by GET or HEAD in a read-only transaction (as hosted PostgREST does): a function
// that writes then answers 405. The site calls every function by POST, supabase-js's default; `{ get: true }` or
// `{ head: true }` in an rpc call would break a booking, a change through the manage link or a release from Spam.

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the site’s function calls', () => {
  it('are all POST: no rpc call asks for GET or HEAD', () => {
    const calls = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.rpc\(([^;]*?)\)\s*;/gs)].map((match) => ({
        file: relative(srcDir, file),
        call: match[1]!,
      })),
    );
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter(({ call }) => /\b(get|head)\s*:\s*true/.test(call))).toEqual([]);
  });
});
