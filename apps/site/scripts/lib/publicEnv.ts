import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
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
export function publicEnv(mode: string) {
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
