import type { Plugin } from 'vite';
import { frameworkChunkGroups } from './frameworkChunks.ts';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file as the file streams in. */
export const compileHint = '//# allFunctionsCalledOnLoad';

const startsEveryPage = new Set(['main', ...frameworkChunkGroups.map((group) => group.name)]);

/**
 * Marks the scripts that every page runs as it starts (the entry, React DOM, the router) with V8's explicit
 * compile hint. Without it V8 compiles a function the first time it is called, on the main thread: hydrating
 * a page called some 780 functions of these three files, each compiled in the middle of the page's tasks.
 * With it, V8 compiles them on a background thread while the file downloads, and the main thread only runs
 * them (the traces behind this are in the README's Measurements). Chunks loaded for one page or for later
 * (a section, an island, the back office, supabase-js) stay lazy: most of their functions may never run.
 */
export function compileHints(): Plugin {
  return {
    name: 'sparkle:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // The minifier drops comments after `renderChunk`, so the hint goes in once the files are written out; the
    // hash still tells marked from unmarked files.
    augmentChunkHash: (chunk) => (startsEveryPage.has(chunk.name) ? compileHint : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && startsEveryPage.has(file.name)) file.code = `${compileHint}\n${file.code}`;
        }
      },
    },
  };
}
