import type { Plugin, Rolldown } from 'vite';
import { styleSheetsGlobal } from '../src/loading/protocol.ts';

/** What the entry sets for the chunks loaded after it (src/main.tsx, src/loading/slim/styleSheets.ts). */
const loader = `window.${styleSheetsGlobal}`;

/**
 * Every lazily loaded chunk attaches its own style sheets, instead of each place that imports it listing them.
 *
 * Vite has a dynamic import wait for the imported chunk's CSS through a list of file names beside the import
 * (`__vite__mapDeps`): the entry holds such a list for every route and static section of the site, a fifth of the
 * entry's gzipped bytes (the budget for `/`, docs/loading.md), although a prerendered page already carries its own CSS
 * and the lists serve client-side navigations only. This moves them: after Vite has written the lists, the CSS
 * files leave them, and each chunk that has style sheets and is not part of the entries' own code begins with
 * `await window.__sparkleStyleSheets([…])`: its evaluation (and so the import that asked for it) waits for them,
 * as it did before. A page's own chunks find their sheets already named by the page and go on at once.
 */
export function chunkStyleSheets(): Plugin {
  return {
    name: 'sparkle:chunk-style-sheets',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'client') return;
        try {
          moveStyleSheets(
            Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk'),
            (fileName) => bundle[fileName],
          );
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
      },
    },
  };
}

/** What `moveStyleSheets` reads and rewrites of a chunk. */
export interface StyleSheetChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

const mapDepsList = /m\.f=(\[[^\]]*\])/;
const mapDepsCall = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * Takes the CSS out of every chunk's `__vite__mapDeps` list and starts each lazily loaded chunk that has CSS with
 * the loader call (see above). Throws when Vite's output is not what this rewrites: a chunk calls
 * `__vite__mapDeps` without the list, or lazily loaded chunks have CSS and no list named any (Vite would then
 * have changed how a dynamic import waits for CSS, and the entry would keep lists this no longer shrinks).
 */
export function moveStyleSheets(
  chunks: StyleSheetChunk[],
  lookUp: (fileName: string) => { type: string } | StyleSheetChunk | undefined,
): void {
  // The entries' own code: their CSS is every page's (inlined), so nothing there waits for style sheets.
  const eager = new Set<string>();
  const visit = (fileName: string) => {
    const output = lookUp(fileName);
    if (eager.has(fileName) || !output || !('code' in output)) return;
    eager.add(fileName);
    for (const imported of output.imports) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  let lazyWithCss = 0;
  let cssTakenOut = 0;
  for (const chunk of chunks) {
    const before = chunk.code;
    chunk.code = withoutCssDeps(chunk.code, chunk.fileName);
    if (chunk.code !== before) cssTakenOut += 1;
    const css = [...(chunk.viteMetadata?.importedCss ?? [])];
    if (css.length > 0 && !eager.has(chunk.fileName)) {
      lazyWithCss += 1;
      chunk.code = `await ${loader}(${JSON.stringify(css)});${chunk.code}`;
    }
  }
  if (lazyWithCss > 0 && cssTakenOut === 0)
    throw new Error(
      `chunkStyleSheets: ${lazyWithCss} lazily loaded chunks have CSS, but no chunk has a \`__vite__mapDeps\` list (${mapDepsList}) naming a .css file to take out. Did Vite change how a dynamic import waits for its CSS? Re-check vite-plugins/chunkStyleSheets.ts against Vite's output.`,
    );
}

/**
 * A chunk's `__vite__mapDeps` without its CSS files: the list (`m.f=[…]`) loses them, and every
 * `__vite__mapDeps([i, …])` its indices of them, the others renumbered.
 */
function withoutCssDeps(code: string, fileName: string): string {
  const list = mapDepsList.exec(code);
  if (!list?.[1]) {
    if (code.includes('__vite__mapDeps('))
      throw new Error(
        `chunkStyleSheets: ${fileName} calls __vite__mapDeps but has no list ${mapDepsList}: Vite's output changed; re-check vite-plugins/chunkStyleSheets.ts.`,
      );
    return code;
  }
  const files = JSON.parse(list[1]) as string[];
  const kept = new Map<number, number>();
  for (const [index, file] of files.entries()) if (!file.endsWith('.css')) kept.set(index, kept.size);
  if (kept.size === files.length) return code;
  return code
    .replace(list[0], `m.f=${JSON.stringify(files.filter((file) => !file.endsWith('.css')))}`)
    .replace(mapDepsCall, (_call, indices: string) => {
      const mapped = indices
        .split(',')
        .filter(Boolean)
        .map(Number)
        .filter((index) => kept.has(index))
        .map((index) => kept.get(index));
      return `__vite__mapDeps([${mapped.join(',')}])`;
    });
}
