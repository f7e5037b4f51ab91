/**
 * The Supabase project's URL (VITE_SUPABASE_URL; the local backend by default, see vite.config.ts), in a module of
 * its own: every page's first script needs it (the session's storage key, src/features/auth/sessionAuth.ts), while
 * the anon key and the client (src/lib/supabase.ts) are wanted only by code that loads later.
 */
export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';

/** supabase-js's default storage key for a project URL: `sb-<first label of the host>-auth-token`. */
export function authStorageKey(url: string = supabaseUrl): string {
  try {
    return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
  } catch {
    return 'sb-auth-token';
  }
}

/** True when an earlier visit left a session in this browser (under `key`, the project's by default). */
export function hasStoredSession(key: string = authStorageKey()): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    // Storage blocked (privacy settings): supabase-js could not have kept a session either.
    return false;
  }
}
