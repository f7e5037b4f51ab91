/**
 * The Supabase project's URL (VITE_SUPABASE_URL; the local backend by default, see vite.config.ts), in a module of
 * its own: every page's first script needs it (the session's storage key, src/features/auth/sessionAuth.ts), while
 * the anon key and the client (src/lib/supabase.ts) are wanted only by code that loads later.
 */
export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
