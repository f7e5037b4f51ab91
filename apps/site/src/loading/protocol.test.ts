import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import * as protocol from './protocol';

/**
 * The modules that run in the browser write the protocol's names as literals (`'data-hydrated'`, a JSX
 * `data-island={id}`): importing the constants there measured 27 bytes more gzip in the entry, which is at its
 * budget to the byte, and a chunk of its own. This test ties those literals to protocol.ts instead: every
 * loading name found anywhere in the site's code must be one of its values, and each of its values must be used.
 */
const siteDir = join(import.meta.dirname, '..', '..');
const roots = ['src', 'scripts', 'vite-plugins', 'e2e'];

/** The loader's names in `code`: its globals, events, storage keys and data attributes (also as `dataset` keys). */
export function loadingNames(code: string): string[] {
  const names = [
    // (A Vite plugin's own name, `name: 'sparkle:…'`, is not one.)
    ...code.matchAll(
      /__sparkle\w+|(?<!name: ')sparkle:[\w-]+:?|\bdata-(?:island[\w-]*|[\w-]*section|hydrated|interacted|kept-day|defer-frame|src|srcdoc|title)\b/g,
    ),
  ].map(([name]) => name);
  for (const [, key = ''] of code.matchAll(/\bdataset\.(\w+)/g))
    names.push(`data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`);
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js)$/.test(entry.name) && !/\.(test|gen)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const values = new Set<string>(Object.values(protocol).filter((value) => typeof value === 'string'));
const files = roots.flatMap((root) => sourceFiles(join(siteDir, root))).filter((file) => !file.endsWith('protocol.ts'));
const used = new Map<string, string[]>();
for (const file of files)
  for (const name of loadingNames(readFileSync(file, 'utf8'))) {
    used.set(name, [...(used.get(name) ?? []), relative(siteDir, file)]);
  }

describe('the loading protocol', () => {
  test('names every global, event, storage key and attribute the site uses', () => {
    const unknown = [...used].filter(([name]) => !values.has(name)).map(([name, where]) => `${name} (${where[0]})`);
    expect(unknown, 'add these to src/loading/protocol.ts, or use the names it has').toEqual([]);
  });

  test('has no name nothing uses', () => {
    const found = [...used.keys()].join(' ');
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const unused = Object.entries(protocol)
      .filter(([, value]) => typeof value === 'string' && /^(__sparkle|sparkle:|data-)/.test(value))
      .filter(([key, value]) => !found.includes(value as string) && !new RegExp(`\\b${key}\\b`).test(code))
      .map(([key]) => key);
    expect(unused).toEqual([]);
  });

  test('a name the protocol does not have is found, in every form the code writes it', () => {
    expect(loadingNames("el.closest('[data-island-ready]'); root.dataset.islandReady; window.__sparkleReady")).toEqual([
      'data-island-ready',
      '__sparkleReady',
      'data-island-ready',
    ]);
    expect(loadingNames('<div data-live-section={id}>').every((name) => values.has(name))).toBe(true);
  });
});
