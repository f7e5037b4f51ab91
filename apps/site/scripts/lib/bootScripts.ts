/**
 * The boot scripts (src/loading/boot/*.ts), compiled for the inline `<script>` tags of every page
 * (scripts/lib/pageDocument.ts). They are TypeScript that the type checker sees with the rest of the site, but an
 * inline script imports nothing: the names they take from src/loading/protocol.ts are written in as literals
 * (Oxc's `define`), the types are stripped, and the result is minified as the hand-written scripts were. So the
 * inlined bytes are what the same code written by hand in JavaScript would give; `bootScripts.test.ts` checks it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, transformWithOxc } from 'vite';
import { siteDir } from '../../e2e/support/env';
import * as protocol from '../../src/loading/protocol';

export const bootScriptNames = [
  'captureEarlyEvents',
  'loadScripts',
  'deferFrames',
  'fetchManagedBooking',
  'drawKeptDay',
] as const;
export type BootScriptName = (typeof bootScriptNames)[number];
export type BootScripts = Record<BootScriptName, string>;

const bootDir = join(siteDir, 'src', 'loading', 'boot');

/** `import { a, type B } from '../protocol';`, the one import a boot script may have. */
const protocolImport = /^import\s*\{([^}]*)\}\s*from\s*'\.\.\/protocol';?[ \t]*$/m;

/** The protocol's names a boot script imports, as `define` entries (types are stripped anyway). */
function protocolDefines(list: string, file: string): Record<string, string> {
  const define: Record<string, string> = {};
  for (const specifier of list.split(',').map((part) => part.trim())) {
    if (!specifier || specifier.startsWith('type ')) continue;
    const value = (protocol as Record<string, unknown>)[specifier];
    if (typeof value !== 'string')
      throw new Error(`${file}: '${specifier}' is not a string constant of src/loading/protocol.ts`);
    define[specifier] = JSON.stringify(value);
  }
  return define;
}

/** One boot script's TypeScript, compiled and minified for inlining. */
export async function compileBootScript(source: string, file: string): Promise<string> {
  const imported = protocolImport.exec(source);
  const script = imported ? source.replace(imported[0], '') : source;
  if (/^\s*(import|export)\b/m.test(script))
    throw new Error(`${file}: an inline script may import only constants of '../protocol' and export nothing`);
  const define = imported ? protocolDefines(imported[1] ?? '', file) : {};
  const { code } = await transformWithOxc(script, file, { lang: 'ts', sourceType: 'script', target: 'esnext', define });
  const result = minifySync(file.replace(/\.ts$/, '.js'), code, {});
  if (result.errors.length > 0) throw new Error(`Minifying ${file}: ${result.errors.map(String).join('; ')}`);
  return result.code.trim();
}

let compiled: Promise<BootScripts> | undefined;

/** Every boot script, compiled once per process. */
export function bootScripts(): Promise<BootScripts> {
  compiled ??= (async () => {
    const entries = await Promise.all(
      bootScriptNames.map(async (name) => {
        const file = `${name}.ts`;
        return [name, await compileBootScript(readFileSync(join(bootDir, file), 'utf8'), file)] as const;
      }),
    );
    return Object.fromEntries(entries) as BootScripts;
  })();
  return compiled;
}
