import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { installedVite, preloadHelperSource, referenceFile } from './vitePreloadHelper.ts';

const [header = '', ...stored] = readFileSync(referenceFile, 'utf8').split('\n');
const reference = stored.join('\n');

/** The failure's message: what to re-check, with the two versions. */
function differs(version: string) {
  return (
    `Vite's preload helper changed (installed Vite ${version}; ${header.replace(/^# /, '')}). ` +
    'Re-check src/loading/slim/preloadHelper.js against the new one: the signature __vitePreload(load, deps), ' +
    'how deps are named (root-relative file names), what it does before load(); then check that ' +
    'vite-plugins/slimRuntimes.ts still replaces it by its id, and write the new reference ' +
    '(preloadHelperSource(installedVite().sources)) to vite-plugins/vitePreloadHelper.reference.txt.'
  );
}

describe('our preload helper against the one Vite ships', () => {
  test('the installed Vite writes the helper ours was written against', () => {
    const { version, sources } = installedVite();
    expect(preloadHelperSource(sources), differs(version)).toBe(reference);
  });

  test('a changed helper in Vite is told apart', () => {
    const { sources } = installedVite();
    const changed = sources.map((source) =>
      source.replace('link.crossOrigin = "";', 'link.crossOrigin = "anonymous";'),
    );
    expect(changed).not.toEqual(sources);
    expect(preloadHelperSource(changed)).not.toBe(reference);
  });

  test('a helper under another id, or written otherwise, is an error naming what was looked for', () => {
    const { sources } = installedVite();
    const renamed = sources.map((source) => source.replace('"\\0vite/preload-helper.js"', '"\\0vite/preload.js"'));
    expect(() => preloadHelperSource(renamed)).toThrow('vite/preload-helper.js');
    const rewritten = sources.map((source) => source.replace('function getPreloadCode(', 'function preloadCode('));
    expect(() => preloadHelperSource(rewritten)).toThrow('getPreloadCode');
  });
});
