import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const slim = (file: string) => fileURLToPath(new URL(`../src/lib/slim/${file}`, import.meta.url));

const preloadHelperId = '\0vite/preload-helper.js';

/**
 * Builds three small runtimes from the site's own equivalents (src/lib/slim/): lucide-react's
 * `createLucideIcon`, which every icon module imports, vanilla-extract's recipe runtime, which every compiled
 * recipe imports, and Vite's preload helper, which every dynamic import goes through. All three are on every
 * page's first load, and the originals carry machinery we do not use (lucide's context provider and
 * cross-framework builder, Babel's object helpers, Vite's relative bases and CSP nonces): about 2 KB gzip of
 * the budget for `/`. The unit tests beside the first two render and compute with both and fail on any
 * difference, e.g. after an update of either package; the preload helper is what every client-side
 * navigation and lazy part of the e2e suite goes through.
 */
export function slimRuntimes(): Plugin {
  return {
    name: 'sparkle:slim-runtimes',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === preloadHelperId ? readFileSync(slim('preloadHelper.js'), 'utf8') : null),
    },
    resolveId: {
      filter: { id: /createLucideIcon\.mjs$|^@vanilla-extract\/recipes\/createRuntimeFn$/ },
      handler(source, importer) {
        if (source === '@vanilla-extract/recipes/createRuntimeFn') return slim('createRuntimeFn.ts');
        if (
          source === '../createLucideIcon.mjs' &&
          importer &&
          /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
        )
          return slim('createLucideIcon.ts');
        return null;
      },
    },
  };
}
