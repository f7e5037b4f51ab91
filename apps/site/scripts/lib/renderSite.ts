/**
 * Renders the site's pages into dist/ (docs/decisions.md, How pages load): what the build's prerender does once, and
 * what the local server (scripts/serve.ts) does again for the pages an edit of `site_content` touches.
 *
 * Each page: the route's HTML from the server entry (src/entry-server.tsx, built by `vite build` into
 * node_modules/.ssr/) with the stored inline edits, finished for loading (scripts/lib/pageDocument.ts).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Messages } from '@lingui/core';
import type { PriceList } from '@sparkle/company/booking';
import { defaultPriceList } from '@sparkle/company/booking';
import type { RenderedPage, RenderPage } from '../../src/entry-server';
import type { SiteContentRow } from '../../src/features/content/siteContent';
import { noReviews, type PublishedReviews } from '../../src/features/reviews/reviewsData';
import { bootScripts } from './bootScripts';
import { missingMessages, pageCatalogues, pageCatalogueTag } from './pageCatalogue';
import { filesByRoute, finishPageDocument } from './pageDocument';
import { readViteManifest, routeChunks } from './viteManifest';

/** A path that no route matches: rendering it gives the 404 page. */
const notFoundProbe = '/__prerender-not-found__';

/** Where the rows of `site_content` the pages in dist/ were rendered with are kept. */
export function renderedContentFile(distDir: string): string {
  return join(distDir, '.vite', 'site-content.json');
}

export interface SiteRenderer {
  /** Every route without parameters ('/', '/about', …, '/auth'). */
  paths: string[];
  /** Every route with a parameter, as its pattern ('/booking/$token'): one shell page each. */
  shells: string[];
  /** Renders one page into dist/ (`/404` → dist/404.html); returns whether it is kept out of search engines. */
  renderPage(path: string, content: readonly SiteContentRow[]): Promise<{ noindex: boolean }>;
  /** Records which shell pages dist/ has, for the server. */
  recordShells(): void;
  /** Records the price list the pages in dist/ show, for later renders of the same build. */
  recordPriceList(list: PriceList): void;
  /** Records the approved reviews the pages in dist/ show, and renders with them from now on. */
  recordReviews(reviews: PublishedReviews): void;
  /** Records the content the pages in dist/ now show. */
  recordContent(content: readonly SiteContentRow[]): void;
}

/**
 * Writes a file whole or not at all (a temporary file renamed over it): the local server renders pages again
 * while it serves them, and a request must never read a file half written.
 */
function writeAtomically(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** What a shell is rendered with in place of each parameter's value, for the server to fill in. */
export const shellPlaceholder = (name: string) => `__param_${name}__`;

/** A parameter's value the server writes into a shell: letters, digits, '-' and '_' only (tokens, ids). */
const safeParameter = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The shell page that serves a path with a parameter ('/booking/x7…' → dist/booking/$token/index.html) and the
 * parameters' values; undefined when no shell's pattern matches or a value is not a plain token. The server
 * writes the values in place of the placeholders the shell was rendered with, so the page the browser hydrates
 * is the page of its own URL.
 */
export function matchShell(
  shells: readonly string[],
  pathname: string,
): { shell: string; params: Record<string, string> } | undefined {
  for (const shell of shells) {
    const names: string[] = [];
    const pattern = shell.replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replace(/\$([A-Za-z_]\w*)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(pathname);
    if (!match) continue;
    const values = match.slice(1);
    if (!values.every((value) => safeParameter.test(value))) return undefined;
    return { shell, params: Object.fromEntries(names.map((name, i) => [name, values[i] as string])) };
  }
  return undefined;
}

/** The shell's HTML with each placeholder replaced by its parameter's value. */
export function fillShell(html: string, params: Record<string, string>): string {
  let filled = html;
  for (const [name, value] of Object.entries(params)) filled = filled.split(shellPlaceholder(name)).join(value);
  return filled;
}

/** The 404 pages: English, and one per other language ('/ar/404' → dist/ar/404.html). */
export const notFoundPaths = ['/404', '/ar/404'];

export function outputFile(distDir: string, path: string): string {
  if (notFoundPaths.includes(path)) return join(distDir, `${path.replace(/^\//, '')}.html`);
  return path === '/' ? join(distDir, 'index.html') : join(distDir, path.replace(/^\//, ''), 'index.html');
}

export async function createSiteRenderer({ distDir, ssrEntry }: { distDir: string; ssrEntry: string }) {
  // The price list of the build (recorded by the prerender), so that a page rendered again shows the same prices.
  let builtList: PriceList | undefined;
  const priceList = () => {
    builtList ??= readPriceList(distDir);
    return builtList;
  };
  // Likewise the approved reviews the pages show.
  let builtReviews: PublishedReviews | undefined;
  const reviews = () => {
    builtReviews ??= readReviews(distDir);
    return builtReviews;
  };
  const manifest = readViteManifest(distDir);
  const pageFiles = filesByRoute(manifest, routeChunks(manifest));
  const boot = await bootScripts();
  // One instance per process: the entry's chunks import it back by its plain URL, so a copy imported under
  // another URL would have a registry of its own. A new build needs a new process (npm start does that).
  // React's production server renderer, as a deployed server would run it.
  process.env.NODE_ENV ??= 'production';
  const server = (await import(pathToFileURL(ssrEntry).href)) as {
    renderPage: RenderPage;
    staticPaths: () => string[];
    shellPaths: () => string[];
    wholeArabicMessages: () => Promise<Messages>;
  };
  let wholeArabic: Messages | undefined;
  let arabicParts: ReturnType<typeof pageCatalogues> | undefined;

  async function render(path: string, content: readonly SiteContentRow[]): Promise<RenderedPage> {
    const notFound = notFoundPaths.includes(path);
    // A shell ('/booking/$token') is rendered with a placeholder for each parameter, which the server fills in.
    const url = notFound
      ? path.replace(/\/404$/, notFoundProbe)
      : path.replace(/\$([A-Za-z_]\w*)/g, (_, name: string) => shellPlaceholder(name));
    const page = await server.renderPage({ url, content, priceList: priceList(), reviews: reviews() });
    const expected = notFound ? 404 : 200;
    if (page.redirect) throw new Error(`Render: ${path} redirected to ${page.redirect}`);
    if (page.status !== expected) throw new Error(`Render: ${path} answered ${page.status}`);
    if (!/<title>[^<]+<\/title>/.test(page.html)) throw new Error(`Render: ${path} has no <title>`);
    // A part that failed on the server would be left to the browser: a page without it for search engines.
    const failed = /<template data-msg="([^"]*)"/.exec(page.html);
    if (failed) throw new Error(`Render: ${path} could not be rendered on the server: ${failed[1]}`);
    const files = pageFiles(page.routeIds, page.locale);
    if (page.locale !== 'ar') return { ...page, html: finishPageDocument(page.html, files, distDir, boot, page) };
    // An Arabic page loads its own files of the catalogue (src/locales/ar.ts): the part with its modules.
    wholeArabic ??= await server.wholeArabicMessages();
    arabicParts ??= pageCatalogues(distDir, 'ar', wholeArabic);
    const { part, rest, first, later, preload } = arabicParts.write(files.modules);
    // A text the files lacked would show in English on this Arabic page: the build fails instead.
    const missing = [
      ...missingMessages(distDir, first, [part], wholeArabic),
      ...missingMessages(distDir, later, [part, rest], wholeArabic),
    ];
    if (missing.length > 0) throw new Error(`Render: ${path}'s part of the catalogue lacks ${missing.join(', ')}`);
    const html = page.html.replace('</head>', `${pageCatalogueTag(part)}</head>`);
    // Preloaded right after the entry's own modules, before the route's: the loader appends one preload per task, and
    // last in the list they came after the modules that import them had asked for them (a round trip more on a phone).
    const entry = files.modules.filter((url) => files.sequence.includes(url));
    const route = files.modules.filter((url) => !files.sequence.includes(url));
    const modules = [...entry, part, ...preload, ...route];
    return { ...page, html: finishPageDocument(html, { ...files, modules }, distDir, boot, page) };
  }

  const renderer: SiteRenderer = {
    paths: server.staticPaths(),
    shells: server.shellPaths(),
    async renderPage(path, content) {
      const page = await render(path, content);
      writeAtomically(outputFile(distDir, path), page.html);
      return { noindex: /<meta name="robots" content="noindex/.test(page.html) };
    },
    recordPriceList(list) {
      builtList = list;
      writeAtomically(priceListFile(distDir), `${JSON.stringify(list)}\n`);
    },
    recordReviews(list) {
      builtReviews = list;
      writeAtomically(reviewsFile(distDir), `${JSON.stringify(list)}\n`);
    },
    recordShells() {
      writeAtomically(shellsFile(distDir), `${JSON.stringify(renderer.shells)}\n`);
    },
    recordContent(content) {
      writeAtomically(renderedContentFile(distDir), `${JSON.stringify(content)}\n`);
    },
  };
  return renderer;
}

/** Where the price list the pages in dist/ were rendered with is kept. */
export function priceListFile(distDir: string): string {
  return join(distDir, '.vite', 'price-list.json');
}

/** The price list the pages in dist/ were rendered with (the seeded default when unknown). */
export function readPriceList(distDir: string): PriceList {
  try {
    return JSON.parse(readFileSync(priceListFile(distDir), 'utf8')) as PriceList;
  } catch {
    return defaultPriceList;
  }
}

/**
 * The stored price list, from the data API with the public key (the tables are public read, RLS): what the
 * booking form loads too (src/features/booking/bookingApi.ts).
 */
export async function fetchPriceList(supabaseUrl: string, anonKey: string): Promise<PriceList> {
  const get = async (path: string) => {
    const response = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>[];
  };
  const [options, extras] = await Promise.all([
    get('price_options?select=service,code,label,price&order=sort.asc'),
    get('price_extras?select=code,label,price,services&order=sort.asc'),
  ]);
  return {
    options: options.map((row) => ({ ...row, price: Number(row.price) })) as unknown as PriceList['options'],
    extras: extras.map((row) => ({ ...row, price: Number(row.price) })) as unknown as PriceList['extras'],
  };
}

/** Where the approved reviews the pages in dist/ were rendered with are kept. */
export function reviewsFile(distDir: string): string {
  return join(distDir, '.vite', 'reviews.json');
}

/** The approved reviews the pages in dist/ were rendered with (none when unknown). */
export function readReviews(distDir: string): PublishedReviews {
  try {
    return JSON.parse(readFileSync(reviewsFile(distDir), 'utf8')) as PublishedReviews;
  } catch {
    return noReviews;
  }
}

/** The paths that show the approved reviews (the home page and /testimonials, in every language). */
export const pathsShowingReviews = ['/', '/testimonials', '/ar', '/ar/testimonials'];

/** Where the patterns of the shell pages in dist/ are listed (for the server: which paths they serve). */
export function shellsFile(distDir: string): string {
  return join(distDir, '.vite', 'shells.json');
}

/** The patterns of the shell pages in dist/ ('/booking/$token'); empty when none were rendered. */
export function readShells(distDir: string): string[] {
  try {
    return JSON.parse(readFileSync(shellsFile(distDir), 'utf8')) as string[];
  } catch {
    return [];
  }
}

/** The content the pages in dist/ were rendered with (empty when unknown). */
export function readRenderedContent(distDir: string): SiteContentRow[] {
  try {
    return JSON.parse(readFileSync(renderedContentFile(distDir), 'utf8')) as SiteContentRow[];
  } catch {
    return [];
  }
}

/**
 * The stored inline edits, from the data API with the public key (the table is public read, RLS).
 * Sorted by key, so that the same content always compares equal.
 */
export async function fetchSiteContent(supabaseUrl: string, anonKey: string): Promise<SiteContentRow[]> {
  const response = await fetch(`${supabaseUrl}/rest/v1/site_content?select=key,value,image_path&order=key.asc`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`site_content answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as SiteContentRow[];
}

/** The keys whose rows differ between two contents. */
export function changedKeys(before: readonly SiteContentRow[], after: readonly SiteContentRow[]): string[] {
  const text = (rows: readonly SiteContentRow[]) => new Map(rows.map((row) => [row.key, JSON.stringify(row)]));
  const a = text(before);
  const b = text(after);
  return [...new Set([...a.keys(), ...b.keys()])].filter((key) => a.get(key) !== b.get(key)).sort();
}
