import type { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

import { hasStoredSession, supabaseUrl } from './supabaseProject';

export { supabaseUrl };
/** The project's public anon key (VITE_SUPABASE_ANON_KEY, or the one the local backend wrote when it started). */
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || '';

let client: Promise<SupabaseClient<Database>> | undefined;

/**
 * The one supabase-js client of the page, loaded on first use, typed by the database's generated types
 * (database.types.ts, `npm run gen:types`): table and column names, rows, inserts and function arguments. supabase-js is about 50 KB of gzipped
 * JavaScript that no public page needs to paint, so it is never imported statically: call this from the
 * actors you give the machines (`fromPromise(async () => (await getSupabase()).rpc('request_booking', …))`),
 * from effects or from event handlers, never while rendering.
 */
export function getSupabase(): Promise<SupabaseClient<Database>> {
  if (import.meta.env.SSR) {
    // Node 20 needs a WebSocket implementation for realtime (docs/decisions.md, Tooling and tests); pages never need
    // the client there.
    return Promise.reject(new Error('getSupabase() is browser-only: the prerender renders pages without a session.'));
  }
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    }),
  );
  // A failed chunk load (offline, new deploy) must not poison every later call.
  client.catch(() => {
    client = undefined;
  });
  return client;
}

/** The Data API's client for the public schema, as `getDataApi` gives it. */
export type DataApi = PostgrestClient<Database>;

let visitorDataApi: Promise<DataApi> | undefined;

/**
 * The Data API (PostgREST) for a page whose calls are all database functions a visitor may call, such as the manage
 * link's: a visitor's client is postgrest-js alone (about 6 KB gzipped, where supabase-js is about 50 KB and a task of
 * some 90 ms on a phone), sending the anon key. Someone signed in in this browser gets supabase-js's own client
 * (`getSupabase`), so that their calls carry their session as every other page's do.
 */
export function getDataApi(): Promise<DataApi> {
  if (import.meta.env.SSR) return Promise.reject(new Error('getDataApi() is browser-only.'));
  if (hasStoredSession()) return getSupabase().then((supabase) => supabase.schema('public'));
  visitorDataApi ??= import('@supabase/postgrest-js').then(
    ({ PostgrestClient }) =>
      new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      }),
  );
  visitorDataApi.catch(() => {
    visitorDataApi = undefined;
  });
  return visitorDataApi;
}
