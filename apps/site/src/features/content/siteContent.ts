import { useSyncExternalStore } from 'react';
import { supabaseAnonKey, supabaseUrl } from '../../lib/supabase';

/**
 * What admins changed on the pages (DECISIONS §3.4): the rows of `site_content`, by key. Every page is
 * prerendered with the defaults from src/content; once the page has hydrated, the stored rows are fetched
 * (one request per page load, shared by every editable on the page) and replace those defaults.
 *
 * The request is a plain `fetch` to the data API with the anon key (the table is public read): visitors get
 * the edits without downloading supabase-js.
 *
 * Key scheme (see contentKeys.ts): `<page>.text.<field>` for a page's text block,
 * `<page>.card.<id>.<title|description|image|deleted>` for a card, `<page>.detail.<id>.<title|description|features|image>`
 * for a detail section. A text is stored in `value`; an image in `image_path` (inside the public `site-images`
 * bucket) with its alt text in `value`; a deleted card as `<…>.deleted` = 'true'.
 */
export interface ContentEntry {
  value: string | null;
  imagePath: string | null;
}

export type SiteContent = ReadonlyMap<string, ContentEntry>;

/** The public bucket the inline image editor uploads to. */
export const siteImagesBucket = 'site-images';

const empty: SiteContent = new Map();
let snapshot: SiteContent = empty;
let status: 'idle' | 'loading' | 'loaded' = 'idle';
const listeners = new Set<() => void>();
/** Keys saved on this page since it loaded: newer than what the request in flight may bring. */
const edited = new Set<string>();

function emit(next: SiteContent) {
  snapshot = next;
  for (const listener of listeners) listener();
}

interface SiteContentRow {
  key: string;
  value: string | null;
  image_path: string | null;
}

/** Fetches every stored edit once per page load; a failure only logs (the defaults stay). */
export function loadSiteContent(): void {
  if (status !== 'idle' || typeof window === 'undefined') return;
  status = 'loading';
  fetch(`${supabaseUrl}/rest/v1/site_content?select=key,value,image_path`, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, Accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`site_content answered ${response.status}`);
      const rows = (await response.json()) as SiteContentRow[];
      const next = new Map(snapshot);
      for (const row of rows) {
        // An edit made on this page while the request was on its way is newer than the stored row.
        if (!edited.has(row.key)) next.set(row.key, { value: row.value, imagePath: row.image_path });
      }
      status = 'loaded';
      if (rows.length > 0) emit(next);
    })
    .catch((error: unknown) => {
      // Try again on the next page that needs it.
      status = 'idle';
      console.info('Stored page content could not be loaded; showing the defaults.', error);
    });
}

/** Records an edit that was saved (the admin's editor calls it), so every editable of the key shows it. */
export function setContentEntry(key: string, entry: ContentEntry): void {
  edited.add(key);
  const next = new Map(snapshot);
  next.set(key, entry);
  emit(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadSiteContent();
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
// The prerender and the hydrating render show the defaults, so hydration matches the HTML.
const getServerSnapshot = () => empty;

/** Every stored edit; empty while prerendering and hydrating, then filled once loaded. */
export function useSiteContent(): SiteContent {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** A stored entry, or undefined while none is stored (or not loaded yet). */
export function useContentEntry(key: string): ContentEntry | undefined {
  return useSiteContent().get(key);
}

/** The stored text of `key`, or `defaultValue`. */
export function useContentText(key: string, defaultValue: string): string {
  const entry = useContentEntry(key);
  return entry?.value ?? defaultValue;
}

/** The public URL of an object in the `site-images` bucket. */
export function publicImageUrl(path: string): string {
  return `${supabaseUrl}/storage/v1/object/public/${siteImagesBucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

export interface ContentImage {
  /** The image's URL, or null when there is none (the page draws its illustration). */
  src: string | null;
  alt: string;
}

/** The stored image of `key` (with its alt text), or the defaults. */
export function useContentImage(key: string, defaultSrc: string | null, defaultAlt: string): ContentImage {
  const entry = useContentEntry(key);
  if (!entry) return { src: defaultSrc, alt: defaultAlt };
  return {
    src: entry.imagePath ? publicImageUrl(entry.imagePath) : defaultSrc,
    alt: entry.value ?? defaultAlt,
  };
}

/** True once `key` stores 'true' (e.g. `services.card.office.deleted`). */
export function useContentFlag(key: string): boolean {
  return useContentEntry(key)?.value === 'true';
}
