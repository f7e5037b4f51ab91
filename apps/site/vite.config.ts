import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { chunkModules } from './vite-plugins/chunkModules.ts';
import { lucideIconImports } from './vite-plugins/lucideIconImports.ts';
import { ssrDevServer } from './vite-plugins/ssrDevServer.ts';

const siteDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(siteDir, '..', '..');

/** The local backend's start command writes its URL and keys here (apps/backend, `DATA_DIR=.data/backend`). */
export const backendConnectionFile = join(repoRoot, '.data', 'backend', 'connection.json');

function readBackendConnection(): { url?: string; anonKey?: string } {
  try {
    const parsed = JSON.parse(readFileSync(backendConnectionFile, 'utf8')) as Record<string, unknown>;
    return {
      url: typeof parsed.url === 'string' ? parsed.url : undefined,
      anonKey: typeof parsed.anonKey === 'string' ? parsed.anonKey : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Public configuration baked into the bundle. Production sets VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY
 * (a hosted Supabase project); without them the site talks to the local backend on its default port and takes
 * the anon key that backend wrote when it started, so `npm start` and `npm run dev` need no configuration.
 */
function publicEnv(mode: string) {
  const env = { ...loadEnv(mode, siteDir, 'VITE_'), ...pickViteEnv(process.env) };
  const local = readBackendConnection();
  const supabaseUrl = env.VITE_SUPABASE_URL || local.url || 'http://127.0.0.1:54321';
  const anonKey =
    env.VITE_SUPABASE_ANON_KEY || (local.anonKey && (!local.url || local.url === supabaseUrl) ? local.anonKey : '');
  const siteUrl = (env.VITE_SITE_URL || 'http://localhost:4173').replace(/\/+$/, '');
  return { VITE_SUPABASE_URL: supabaseUrl, VITE_SUPABASE_ANON_KEY: anonKey, VITE_SITE_URL: siteUrl };
}

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && !!entry[1]),
  );
}

/** Where `vite build --ssr` puts the server entry that scripts/prerender.ts runs (inside node_modules: never committed, never deployed). */
export const ssrOutDir = join(siteDir, 'node_modules', '.ssr');

export default defineConfig(({ mode }) => {
  const env = publicEnv(mode);
  return {
    plugins: [
      // Generates src/routeTree.gen.ts from src/routes and splits every route's component into its own chunk.
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
      react(),
      vanillaExtractPlugin(),
      // `vite` serves server-rendered pages too, so dev and the prerendered build run the same document code.
      ssrDevServer({ entry: '/src/entry-server.tsx', clientEntry: '/src/main.tsx' }),
      chunkModules({ root: repoRoot }),
      lucideIconImports(),
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
          rolldownOptions: { input: { main: join(siteDir, 'src/main.tsx') } },
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
