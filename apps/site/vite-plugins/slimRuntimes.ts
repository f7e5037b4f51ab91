import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const slim = (file: string) => fileURLToPath(new URL(`../src/loading/slim/${file}`, import.meta.url));

const preloadHelperId = '\0vite/preload-helper.js';

/**
 * Builds three small runtimes from the site's own equivalents (src/loading/slim/): lucide-react's
 * `createLucideIcon`, which every icon module imports, vanilla-extract's recipe runtime, which every compiled
 * recipe imports, and Vite's preload helper, which every dynamic import goes through. All three are on every
 * page's first load, and the originals carry machinery we do not use (lucide's context provider and
 * cross-framework builder, Babel's object helpers, Vite's relative bases and CSP nonces): about 2 KB gzip of
 * the budget for `/`. The unit tests beside the first two render and compute with both and fail on any
 * difference, e.g. after an update of either package; the preload helper is what every client-side
 * navigation and lazy part of the e2e suite goes through.
 */
export function slimRuntimes(): Plugin {
  // The environments whose build loaded Vite's preload helper through us.
  const helperReplaced = new Set<string>();
  return {
    name: 'sparkle:slim-runtimes',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== preloadHelperId) return null;
        helperReplaced.add(this.environment.name);
        return readFileSync(slim('preloadHelper.js'), 'utf8');
      },
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
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const problems = slimRuntimeProblems({
        moduleIds: chunks.flatMap((chunk) => chunk.moduleIds),
        dynamicImports: chunks.some((chunk) => chunk.dynamicImports.length > 0),
        helperReplaced: helperReplaced.has(this.environment.name),
      });
      if (problems.length > 0) this.error(`slimRuntimes: ${problems.join('; ')}`);
    },
  };
}

/** The originals that must not be in a client build: each one's module id, and what to re-check. */
const originals = [
  {
    id: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/,
    what: "lucide-react's createLucideIcon is bundled: its icon files no longer import '../createLucideIcon.mjs'",
  },
  {
    id: /[\\/]@vanilla-extract[\\/]recipes[\\/].*createRuntimeFn/,
    what: "vanilla-extract's createRuntimeFn is bundled: compiled recipes no longer import '@vanilla-extract/recipes/createRuntimeFn'",
  },
];

/**
 * Why the client build `{ moduleIds, dynamicImports, helperReplaced }` did not get our runtimes: an original is in
 * it, or it has dynamic imports and Vite never loaded its preload helper by the id we replace.
 */
export function slimRuntimeProblems(build: {
  moduleIds: readonly string[];
  dynamicImports: boolean;
  helperReplaced: boolean;
}): string[] {
  const problems = originals
    .filter((original) => build.moduleIds.some((id) => original.id.test(id)))
    .map((original) => original.what);
  if (build.dynamicImports && !build.helperReplaced)
    problems.push(
      `the build has dynamic imports but Vite never loaded its preload helper as ${JSON.stringify(preloadHelperId)}, so ours replaced nothing (compare src/loading/slim/preloadHelper.js with Vite's)`,
    );
  return problems;
}
