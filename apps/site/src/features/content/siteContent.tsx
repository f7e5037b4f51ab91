import { useSyncExternalStore } from 'react';
import { currentLocale } from '../../i18n/i18n';
import { defaultLocale, type Locale } from '../../i18n/locale';
import type { Tables } from '../../lib/database.types';
import { supabaseAnonKey, supabaseUrl } from '../../lib/supabase';

/**
 * What admins changed on the pages (docs/product.md, Editing the pages in place): the rows of `site_content`, by key.
 * The stored edits are part of the page the server sends: the prerender reads them (scripts/lib/renderSite.ts) and
 * renders them into the HTML, and the page carries them as JSON (`<script id="site-content">`, `siteContentScript`,
 * added by src/entry-server.tsx) so that hydration and every later render see the same values. A visitor never waits
 * for a request, and nothing swaps on load. When the table changes, the site is rendered again (the local server does
 * it at once; a static host rebuilds, see the README).
 *
 * Admins, who edit, load the current rows when their editor starts (`loadSiteContent`), since a page may
 * still be from before the latest edit.
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

/** A row of `site_content` as the data API returns it (the columns the site reads). */
export type SiteContentRow = Pick<Tables<'site_content'>, 'key' | 'value' | 'image_path'>;

/** The public bucket the inline image editor uploads to. */
export const siteImagesBucket = 'site-images';

/** The id of the script element that carries the page's content. */
export const siteContentElementId = 'site-content';

/**
 * Stored edits are per language: an edit made on an Arabic page is stored under its key prefixed
 * with the language ('ar.home.text.heroTitle') and shows on the Arabic page only; English keeps the plain keys.
 * Everything else sees the page's own edits under the plain keys.
 */
export function storedContentKey(key: string, locale: Locale = currentLocale()): string {
  return locale === defaultLocale ? key : `${locale}.${key}`;
}

/** The page's key of a stored row in a language, or undefined when the row is another language's. */
function pageKeyOf(storedKey: string, locale: Locale): string | undefined {
  const prefix = `${locale}.`;
  if (locale !== defaultLocale) return storedKey.startsWith(prefix) ? storedKey.slice(prefix.length) : undefined;
  return /^ar\./.test(storedKey) ? undefined : storedKey;
}

/** The stored rows of the page's language, by the page's keys. */
function fromRows(rows: readonly SiteContentRow[], locale: Locale = currentLocale()): SiteContent {
  const content = new Map<string, ContentEntry>();
  for (const row of rows) {
    const key = pageKeyOf(row.key, locale);
    if (key) content.set(key, { value: row.value, imagePath: row.image_path });
  }
  return content;
}

/** The rows a page carries: already its language's, by the page's keys. */
function fromPageRows(rows: readonly SiteContentRow[]): SiteContent {
  return new Map(rows.map((row) => [row.key, { value: row.value, imagePath: row.image_path }]));
}

/** The content as the page carries it: rows sorted by key, so the same content always gives the same text. */
export function serializeSiteContent(content: SiteContent): string {
  const rows: SiteContentRow[] = [...content]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, entry]) => ({ key, value: entry.value, image_path: entry.imagePath }));
  // Safe inside <script>: nothing in it can close the element.
  return JSON.stringify(rows).replace(/</g, '\\u003c');
}

/** The element that carries the page's content for the browser, at the end of the document's head. */
export function siteContentScript(rows: readonly SiteContentRow[]): string {
  return `<script type="application/json" id="${siteContentElementId}">${serializeSiteContent(fromRows(rows))}</script>`;
}

/** In the browser: the content the page was rendered with, read once from the page. */
function contentOfPage(): SiteContent {
  const element = typeof document === 'undefined' ? null : document.getElementById(siteContentElementId);
  if (!element?.textContent) return new Map();
  try {
    return fromPageRows(JSON.parse(element.textContent) as SiteContentRow[]);
  } catch (error) {
    console.error('The page carries unreadable site content; showing the defaults.', error);
    return new Map();
  }
}

/** What the page was rendered with: the server's (setServerSiteContent) or, in the browser, the page's. */
let rendered: SiteContent = contentOfPage();
let snapshot: SiteContent = rendered;
let status: 'idle' | 'loading' | 'loaded' = 'idle';
const listeners = new Set<() => void>();
/** Keys saved on this page since it loaded: newer than what the request in flight may bring. */
const edited = new Set<string>();

/** Server: the stored edits every page of this render shows (the prerender reads them once). */
export function setServerSiteContent(rows: readonly SiteContentRow[]): void {
  rendered = fromRows(rows);
  snapshot = rendered;
}

function emit(next: SiteContent) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/**
 * Loads the current rows once per page load (for admins' editors): the page may be older than the latest
 * edit. A failure only logs; the page's content stays.
 */
export function loadSiteContent(): void {
  if (status !== 'idle' || typeof window === 'undefined') return;
  status = 'loading';
  fetch(`${supabaseUrl}/rest/v1/site_content?select=key,value,image_path`, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, Accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`site_content answered ${response.status}`);
      const rows = (await response.json()) as SiteContentRow[];
      const next = new Map(fromRows(rows));
      // An edit made on this page while the request was on its way is newer than the stored row.
      for (const key of edited) {
        const entry = snapshot.get(key);
        if (entry) next.set(key, entry);
        else next.delete(key);
      }
      status = 'loaded';
      emit(next);
    })
    .catch((error: unknown) => {
      status = 'idle';
      console.info('Stored page content could not be loaded; showing the page as rendered.', error);
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
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
// The prerender and the hydrating render show what the page was rendered with, so hydration matches the HTML.
const getServerSnapshot = () => rendered;

/** Every stored edit: those the page was rendered with, then any saved or loaded since. */
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
