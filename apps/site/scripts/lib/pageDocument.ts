/**
 * How a prerendered page loads (docs/loading.md): the HTML React renders, finished for a phone.
 *
 * - The CSS the served HTML needs is inlined in one <style> in its head: no stylesheet request stands between
 *   the HTML and the first paint. It is the page's style sheets without the rules that cannot apply before a
 *   script runs (scripts/lib/usedCss.ts), which keeps the HTML within the first round trip of a connection;
 *   src/loading/boot/loadScripts.ts puts those back into it, each at its place, after the first paint and before any
 *   script runs. The <style> names the sheets it holds (`data-sheets`): the chunks' style sheet loader
 *   (src/loading/slim/styleSheets.ts) reads it and does not fetch those files again. Not one disabled
 *   `<link rel="stylesheet">` per sheet: Chromium 150 fetches those, as if they blocked the first paint. Pages
 *   reached later by client-side navigation get their own CSS through that loader.
 * - No script or module preload in the HTML. src/loading/boot/loadScripts.ts, inlined at the end of the body, fetches
 *   the entry and the page's modules at low priority once the page has painted (or at the first interaction).
 * - src/loading/boot/captureEarlyEvents.ts, inlined first in the head, keeps presses and submissions made before
 *   hydration for src/loading/earlyEvents.ts to replay.
 * - A page that shows a booking named by its URL (a manage link) asks the Data API for it from its head
 *   (src/loading/boot/fetchManagedBooking.ts), so the answer does not wait for the scripts.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  dataApiKeyAttribute,
  dataApiUrlAttribute,
  deferFrameAttribute,
  inlinedSheetsAttribute,
  type ModulePlan,
  modulesPlaceholder,
  pageStyleId,
  sectionAttribute,
} from '../../src/loading/protocol';
import type { BootScripts } from './bootScripts';
import { classesOf, splitCss } from './usedCss';
import { staticClosure, type ViteManifest } from './viteManifest';

/** The built files behind a page. URLs are root-relative ('/assets/x.css'). */
export interface PageFiles {
  /** Stylesheets in cascade order: the entry's, then each matched route's. */
  css: string[];
  /** Every module the page loads at first: the entry's static imports and the page's route chunks. */
  modules: string[];
  /**
   * The entry and its static imports in evaluation order (each after the modules it imports), the entry last:
   * the loader evaluates them one per task.
   */
  sequence: string[];
}

/**
 * A static section's or an island's module (src/loading/staticSection.tsx, src/loading/island.tsx): its CSS is inlined
 * where it is shown.
 */
const isStaticSection = (key: string) => /\.(section|island)\.tsx?$/.test(key);

/**
 * The CSS of the static sections the chunks `keys` (and their static imports) may show: the sections are
 * dynamic imports, not part of the initial JavaScript, but they are rendered into the page, so their CSS is.
 */
function sectionCss(manifest: ViteManifest, keys: readonly string[]): string[] {
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (chunkKeys: readonly string[]) => {
    for (const key of staticKeys(manifest, chunkKeys)) {
      for (const imported of manifest[key]?.dynamicImports ?? []) {
        if (!isStaticSection(imported) || seen.has(imported)) continue;
        seen.add(imported);
        for (const file of staticClosure(manifest, [imported]).css) if (!css.includes(file)) css.push(file);
        visit([imported]);
      }
    }
  };
  visit(keys);
  return css;
}

/** The manifest keys of `keys` and everything they import statically. */
function staticKeys(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** A chunk and its static imports, each after what it imports (a post-order walk), as JS files. */
function evaluationOrder(manifest: ViteManifest, key: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of manifest[current]?.imports ?? []) visit(imported);
    const file = manifest[current]?.file;
    if (file?.endsWith('.js')) order.push(file);
  };
  visit(key);
  return order;
}

/** The files each route id needs, from Vite's manifest: the entry's closure and each route chunk's. */
export function filesByRoute(manifest: ViteManifest, routeChunks: Map<string, string[]>) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('main.tsx'));
  const warmKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('warm.ts'));
  if (!entryKey || !warmKey) throw new Error('The Vite manifest has no entry: run `vite build` first.');
  const entry = staticClosure(manifest, [entryKey]);
  const sequence = [...new Set([...evaluationOrder(manifest, warmKey), ...evaluationOrder(manifest, entryKey)])];
  const entryCss = [...entry.css, ...sectionCss(manifest, [entryKey]).filter((file) => !entry.css.includes(file))];
  const routes = new Map<string, { css: string[]; js: string[] }>();
  for (const [routeId, keys] of routeChunks) {
    const chunk = staticClosure(manifest, keys);
    routes.set(routeId, {
      css: [...chunk.css, ...sectionCss(manifest, keys)].filter((file) => !entryCss.includes(file)),
      js: chunk.js.filter((file) => !entry.js.includes(file)),
    });
  }
  // Each language's catalogue module but English's (src/locales/ar.ts, with Lingui's runtime): loaded by the entry
  // before it hydrates, so named with the page's modules (src/i18n/activateLocale.ts). Not the areas it imports
  // on demand: a page loads its own part of them (scripts/lib/pageCatalogue.ts, added by renderSite.ts).
  const catalogueJs = (locale: string) => {
    const key = `src/locales/${locale}.ts`;
    return manifest[key] ? staticClosure(manifest, [key]).js.filter((file) => !entry.js.includes(file)) : [];
  };
  /** The files of a page whose matched routes are `routeIds` (root first), in its language. */
  return (routeIds: readonly string[], locale = 'en'): PageFiles => {
    const css = [...entryCss];
    const modules = [...new Set([...sequence, ...entry.js, ...catalogueJs(locale)])];
    for (const routeId of routeIds) {
      const route = routes.get(routeId);
      if (!route) continue;
      for (const file of route.css) if (!css.includes(file)) css.push(file);
      for (const file of route.js) if (!modules.includes(file)) modules.push(file);
    }
    const url = (file: string) => `/${file}`;
    return { css: css.map(url), modules: modules.map(url), sequence: sequence.map(url) };
  };
}

/**
 * The late rules of a page (scripts/lib/usedCss.ts), as a JSON list of rule texts in a file named by its content
 * (pages share it).
 */
function lateRules(distDir: string, rules: string[]): string {
  const json = JSON.stringify(rules);
  const url = `/assets/late-${createHash('sha256').update(json).digest('base64url').slice(0, 10)}.json`;
  writeFileSync(join(distDir, url), json);
  return url;
}

const cssCache = new Map<string, string>();
function cssText(distDir: string, url: string): string {
  let text = cssCache.get(url);
  if (text === undefined) {
    text = readFileSync(join(distDir, url), 'utf8').trim();
    cssCache.set(url, text);
  }
  return text;
}

/** Forgets the CSS read so far (a new build). */
export function clearPageDocumentCache() {
  cssCache.clear();
}

/**
 * The sections after a page's first (in `<main>`, or in the wrappers of its static sections and islands) and the
 * footer are left out of the first layout until they near the screen (`content-visibility: auto`, with a
 * remembered size): the first layout of a long page was its longest task on a phone (60-90 ms observed on `/ar`,
 * Arabic text shaped line by line). src/loading/boot/loadScripts.ts lays them out once the page has hydrated, one per
 * idle moment, so that scrolling finds them ready. Written here, with the page's delivery, so that Storybook and
 * tests of the parts render as before.
 */
const laterSections = `#main>section~section,#main>*>section~section,#main>*~*>section,[${sectionAttribute}=site-footer]>footer{content-visibility:auto;contain-intrinsic-size:auto 40rem}`;

function inlineJson(value: unknown): string {
  // Safe inside <script>: no '</script>' or '<!--' can close or open anything.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The script loader with the page's plan in place of its placeholder, which must be there exactly once. */
function withModulePlan(loader: string, modules: ModulePlan): string {
  const parts = loader.split(modulesPlaceholder);
  if (parts.length !== 2)
    throw new Error(
      `pageDocument: the compiled loader (src/loading/boot/loadScripts.ts) names '${modulesPlaceholder}' ${parts.length - 1} times, not once: the page would load no scripts`,
    );
  return parts.join(inlineJson(modules));
}

/** Where a page's HTML may ask the Data API for what its URL names, before its scripts: the project and its anon key. */
export interface DataApi {
  url: string;
  key: string;
}

const attributeValue = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** A manage link's page asks for its booking as its HTML arrives (src/loading/boot/fetchManagedBooking.ts). */
function earlyBookingScript(boot: BootScripts, { url, key }: DataApi): string {
  return `<script ${dataApiUrlAttribute}="${attributeValue(url)}" ${dataApiKeyAttribute}="${attributeValue(key)}">${boot.fetchManagedBooking}</script>`;
}

/** What a page's HTML does before its scripts beyond what every page does (src/entry-server.tsx decides). */
export interface EarlyWork {
  /** A manage link's page: the Data API to ask for its booking. */
  dataApi?: DataApi;
  /**
   * The cleaner's day: draws the day as the phone last drew it (src/loading/boot/drawKeptDay.ts), so its CSS is
   * inlined whole (the drawing's classes are not in the HTML).
   */
  keptDay?: boolean;
}

/**
 * The rendered HTML, with the page's CSS inlined and its scripts loaded the way described above. `boot` is
 * `await bootScripts()` (scripts/lib/bootScripts.ts).
 */
export function finishPageDocument(
  html: string,
  files: PageFiles,
  distDir: string,
  boot: BootScripts,
  { dataApi, keptDay = false }: EarlyWork = {},
): string {
  const headStart = html.indexOf('<head>');
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headStart < 0 || headEnd < 0 || bodyEnd < 0) throw new Error('finishPageDocument: not a whole document');
  const css = files.css.map((url) => cssText(distDir, url)).join('\n');
  const { inline, late } = splitCss(css, keptDay ? 'all' : classesOf(html));
  // Last in the sheet: the late rules' places (`at`) count the rules before them.
  const sheets = files.css.join(' ');
  const style = `<style id="${pageStyleId}" ${inlinedSheetsAttribute}="${attributeValue(sheets)}">${inline}${laterSections}</style>`;
  const capture = `<script>${boot.captureEarlyEvents}</script>${dataApi ? earlyBookingScript(boot, dataApi) : ''}`;
  const modules: ModulePlan = {
    style: pageStyleId,
    late: late ? { href: lateRules(distDir, late.rules), at: late.at } : undefined,
    preload: files.modules,
    sequence: files.sequence,
  };
  const loader = `<script>${withModulePlan(boot.loadScripts, modules)}</script>`;
  // Frames served without their address (MapEmbed `deferred`) start when they come near the screen.
  const frames = html.includes(`${deferFrameAttribute}=`) ? `<script>${boot.deferFrames}</script>` : '';
  const day = keptDay ? `<script>${boot.drawKeptDay}</script>` : '';
  const afterHeadStart = headStart + '<head>'.length;
  return (
    html.slice(0, afterHeadStart) +
    capture +
    html.slice(afterHeadStart, headEnd) +
    style +
    html.slice(headEnd, bodyEnd) +
    frames +
    day +
    loader +
    html.slice(bodyEnd)
  );
}
