import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the client build lists each chunk's modules, beside Vite's own manifest. */
export const chunkModulesFile = '.vite/chunk-modules.json';

/**
 * Writes dist/.vite/chunk-modules.json: for every JS chunk, the source modules bundled into it (paths relative
 * to the repository, node_modules shortened to the package path). The bundle report and the e2e tests read it
 * to prove that supabase-js, the chat panel, the date picker and the admin code stay out of a page's initial
 * load even when they are bundled into a chunk together with other code.
 */
export function chunkModules({ root }: { root: string }): Plugin {
  return {
    name: 'sparkle:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.keys(output.modules)
          .map((id) => {
            // Keep TanStack's `?tsr-split=…` so a route's lazy component is told apart from its eager part.
            const [path = id, query] = id.replace(/^\0/, '').split('?');
            const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(.+)$/.exec(path);
            const name = inPackage?.[1] ?? relative(root, path);
            return query?.startsWith('tsr-split') ? `${name}?${query}` : name;
          })
          .sort();
      }
      this.emitFile({ type: 'asset', fileName: chunkModulesFile, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}
