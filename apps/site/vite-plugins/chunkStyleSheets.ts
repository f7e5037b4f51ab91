import type { Plugin, Rolldown } from 'vite';

/** What the entry sets for the chunks loaded after it (src/main.tsx, src/lib/slim/styleSheets.ts). */
const loader = 'window.__sparkleStyleSheets';

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
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        // The entries' own code: their CSS is every page's (inlined), so nothing there waits for style sheets.
        const eager = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (eager.has(fileName) || output?.type !== 'chunk') return;
          eager.add(fileName);
          for (const imported of output.imports) visit(imported);
        };
        for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
        for (const chunk of chunks) {
          chunk.code = withoutCssDeps(chunk.code);
          const css = [...(chunk.viteMetadata?.importedCss ?? [])];
          if (css.length > 0 && !eager.has(chunk.fileName))
            chunk.code = `await ${loader}(${JSON.stringify(css)});${chunk.code}`;
        }
      },
    },
  };
}

/**
 * A chunk's `__vite__mapDeps` without its CSS files: the list (`m.f=[…]`) loses them, and every
 * `__vite__mapDeps([i, …])` its indices of them, the others renumbered.
 */
function withoutCssDeps(code: string): string {
  const list = /m\.f=(\[[^\]]*\])/.exec(code);
  if (!list?.[1]) return code;
  const files = JSON.parse(list[1]) as string[];
  const kept = new Map<number, number>();
  for (const [index, file] of files.entries()) if (!file.endsWith('.css')) kept.set(index, kept.size);
  if (kept.size === files.length) return code;
  return code
    .replace(list[0], `m.f=${JSON.stringify(files.filter((file) => !file.endsWith('.css')))}`)
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indices: string) => {
      const mapped = indices
        .split(',')
        .filter(Boolean)
        .map(Number)
        .filter((index) => kept.has(index))
        .map((index) => kept.get(index));
      return `__vite__mapDeps([${mapped.join(',')}])`;
    });
}
