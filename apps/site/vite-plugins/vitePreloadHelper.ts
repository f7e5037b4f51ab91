import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Vite's own preload helper, as the installed Vite writes it, so that a test can compare it with the version
 * src/loading/slim/preloadHelper.js was written against (vitePreloadHelper.reference.txt beside this file).
 * slimRuntimes.ts puts ours in place of Vite's by its module id; when Vite changes what its helper does, ours may
 * no longer do what Vite's callers expect (or leave out something new that matters), and nothing else would say so.
 */

/** Where Vite writes the helper: its id, and the functions from which it builds the helper's code. */
const start = 'function detectScriptRel()';
const end = 'function getPreloadCode(';
const idLine = 'const preloadHelperId = "\\0vite/preload-helper.js";';
const methodLine = 'const preloadMethod = `__vitePreload`;';

/** The installed Vite's version and the bundled source of its node build's chunks. */
export function installedVite(): { version: string; sources: string[] } {
  const require = createRequire(import.meta.url);
  const packageFile = require.resolve('vite/package.json');
  const chunks = join(dirname(packageFile), 'dist', 'node', 'chunks');
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
  const sources = readdirSync(chunks)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(chunks, file), 'utf8'));
  return { version, sources };
}

/**
 * The helper's code in `sources` (Vite's bundled node build), normalised: its id and method name, and the
 * functions from `detectScriptRel` to `getPreloadCode` (which assembles them), each line trimmed, empty lines out.
 * Throws when the pieces are not there, which is a change too.
 */
export function preloadHelperSource(sources: readonly string[]): string {
  const source = sources.find((text) => text.includes(idLine));
  if (!source) throw new Error(`Vite no longer declares its preload helper as ${idLine}`);
  if (!source.includes(methodLine)) throw new Error(`Vite no longer names its preload method as ${methodLine}`);
  const from = source.indexOf(start);
  const assembly = source.indexOf(end, from);
  const to = assembly < 0 ? -1 : source.indexOf('\n}\n', assembly);
  if (from < 0 || to < 0) throw new Error(`Vite's preload helper is no longer written from ${start} … ${end}`);
  const code = [idLine, methodLine, source.slice(from, to + 2)].join('\n');
  return `${code
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')}\n`;
}

/** The stored helper, of the Vite version ours was written against. */
export const referenceFile = join(dirname(new URL(import.meta.url).pathname), 'vitePreloadHelper.reference.txt');
