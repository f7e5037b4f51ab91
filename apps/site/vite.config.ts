import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { publicEnv } from './scripts/lib/publicEnv.ts';
import { chunkModules } from './vite-plugins/chunkModules.ts';
import { chunkPatterns, keepsName, keepsPreloads } from './vite-plugins/chunkNames.ts';
import { chunkStyleSheets } from './vite-plugins/chunkStyleSheets.ts';
import { compileHints } from './vite-plugins/compileHints.ts';
import { frameworkChunkGroups } from './vite-plugins/frameworkChunks.ts';
import { linguiMacros } from './vite-plugins/linguiMacros.ts';
import { lucideIconImports } from './vite-plugins/lucideIconImports.ts';
import { slimRuntimes } from './vite-plugins/slimRuntimes.ts';
import { ssrDevServer } from './vite-plugins/ssrDevServer.ts';

const siteDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(siteDir, '..', '..');

/** Where `vite build --ssr` puts the server entry that scripts/prerender.ts runs (inside node_modules: never committed, never deployed). */
export const ssrOutDir = join(siteDir, 'node_modules', '.ssr');

export default defineConfig(({ mode }) => {
  const env = publicEnv(mode);
  return {
    plugins: [
      // Generates src/routeTree.gen.ts from src/routes and splits every route's component into its own chunk.
      // The layout every public page renders (header, footer) stays with the routes in the entry: a chunk of its
      // own would be one more request and gzip stream in every page's first load, for no page that goes without it.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/_site' ? [] : undefined) },
        quoteStyle: 'single',
        semicolons: true,
      }),
      // The Lingui macros and the catalogues they are translated with (src/locales/*.po).
      linguiMacros(),
      lingui(),
      react(),
      vanillaExtractPlugin(),
      // `vite` serves server-rendered pages too, so dev and the prerendered build run the same document code.
      ssrDevServer({ entry: '/src/entry-server.tsx', clientEntry: '/src/main.tsx' }),
      chunkModules({ root: repoRoot }),
      lucideIconImports(),
      slimRuntimes(),
      chunkStyleSheets(),
      compileHints(),
      chunkPatterns(),
    ],
    define: Object.fromEntries(
      Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
    // The document is rendered by React (src/routes/__root.tsx), not read from an index.html.
    appType: 'custom',
    server: { port: 5173 },
    // No index.html to crawl: point the dependency scanner at the entries so dev starts without a reload.
    optimizeDeps: { entries: ['src/main.tsx', 'src/routes/**/*.tsx'] },
    // `vite build` builds the whole app in one process: the client (dist/), then the server entry that
    // scripts/prerender.ts runs (node_modules/.ssr/).
    builder: {
      async buildApp(builder) {
        await builder.build(builder.environments.client!);
        await builder.build(builder.environments.ssr!);
      },
    },
    build: {
      // The vanilla-extract compiler dominates these timings and they are not ours to act on.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    environments: {
      client: {
        build: {
          // One entry; scripts/prerender.ts writes every page's HTML from the Vite manifest.
          manifest: true,
          // A page's first load never needs these lists: its inline loader names all the page's modules
          // (scripts/lib/pageDocument.ts). What a dynamic import preloads with it is for later: a client-side
          // navigation (the router fetches the next page's chunk on hover), a static section going live. The
          // lists' file names were a sixth of the entry's bytes, so the entry's imports, static sections and
          // islands keep only their CSS (needed before showing anything); their own imports follow one request
          // later, mostly during the hover before the click (or while an island is still a screen away). Where
          // a press waits on the code (the phone menu's drawer, the account menu, the chat launcher), the
          // JavaScript is preloaded as before. The names are in vite-plugins/chunkNames.ts, which fails the build
          // when one matches no chunk.
          modulePreload: {
            resolveDependencies: (file, deps, { hostId }) => (keepsPreloads(file, hostId) ? deps : []),
          },
          rolldownOptions: {
            input: { main: join(siteDir, 'src/main.tsx'), warm: join(siteDir, 'src/loading/boot/warm.ts') },
            output: {
              // The file names that the entry's lists (what a dynamic import preloads) and the pages' loaders name
              // are bytes of every page's first load: a style sheet or a shared chunk is its hash alone
              // ('assets/Ab3dE_9x.css'); the scripts every page loads, and the chunks whose names the preload rule
              // above reads, keep theirs. dist/.vite/chunk-modules.json says what each file holds.
              chunkFileNames: (chunk) => (keepsName(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
              assetFileNames: (asset) =>
                asset.names.some((name) => name.endsWith('.css'))
                  ? 'assets/[hash][extname]'
                  : 'assets/[name]-[hash][extname]',
              // React DOM and the router in chunks of their own (vite-plugins/frameworkChunks.ts).
              codeSplitting: { groups: frameworkChunkGroups },
            },
          },
        },
      },
      ssr: {
        build: {
          outDir: ssrOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { input: { 'entry-server': join(siteDir, 'src/entry-server.tsx') } },
        },
      },
    },
    ssr: {
      // Workspace packages ship TypeScript and .css.ts; let Vite compile them for the prerender too.
      noExternal: [/^@sparkle\//],
    },
  };
});
