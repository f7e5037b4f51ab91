/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Supabase project URL; defaults to the local backend (see vite.config.ts). */
  readonly VITE_SUPABASE_URL?: string;
  /** Supabase anon (public) key. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** The site's public origin for canonical URLs, Open Graph and the sitemap. */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
