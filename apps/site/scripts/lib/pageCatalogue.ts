/**
 * An Arabic page's own files of the catalogue (src/locales/ar.ts), instead of every area's catalogue:
 * - its part: the Arabic of the messages its first load's code uses, in one file the page preloads with its modules;
 * - its rest: the messages of the code it may load later without a navigation (its islands, static sections, lazy
 *   parts: Vite's `dynamicImports` walked from the page's modules, other routes' chunks and the catalogues aside),
 *   and of the tables of texts (src/locales/arTables.ts) when that code reads them. The part names it; the page
 *   loads it with that code (`withTexts`, src/i18n/i18n.ts).
 * A page reached by a client-side navigation gets the whole catalogue first (src/routes/__root.tsx).
 *
 * The messages a file uses are the descriptors the Lingui macros leave in the built code (`{id:…,message:…}`,
 * vite-plugins/linguiMacros.ts keeps the English beside each id), so a part holds exactly what the page's code can
 * ask for; `missingMessages` checks the files written against the built code, and the build fails on a gap.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Messages } from '@lingui/core';
import { pageCatalogueMeta } from '../../src/locales/pageCatalogueMeta';
import { readViteManifest, staticClosure, type ViteManifest } from './viteManifest';

/** The modules that read the language's tables (`localeTables()`, src/i18n/i18n.ts): a page with one may load them. */
export const tableReaders = ['src/features/booking/communityNames.ts', 'src/i18n/machineMessages.ts'];
const tablesKey = 'src/locales/arTables.ts';

const isRouteChunk = (key: string) => /^src\/routes\/.+\?tsr-split=/.test(key);

/**
 * The JS files ('assets/x.js') a page whose first load is `files` ('/assets/x.js') may evaluate without a
 * navigation: those files and everything they import, statically or dynamically, but another route's chunks (a
 * route chunk not among `files`) and the catalogues (src/locales/), which the page's files replace.
 */
export function reachableFiles(manifest: ViteManifest, files: readonly string[]): string[] {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const first = new Set(files.map((url) => url.replace(/^\//, '')));
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || key.startsWith('src/locales/')) return;
    if (isRouteChunk(key) && !first.has(chunk.file)) return;
    seen.add(key);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const file of first) {
    const key = keyOf.get(file);
    if (key) visit(key);
  }
  return [...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
}

/**
 * `reachableFiles` of the build in `distDir`, with the tables' code ('src/locales/arTables.ts' and its imports) when
 * one of them reads the tables.
 */
export function laterFiles(distDir: string, files: readonly string[]): string[] {
  return withTables(distDir, reachableFiles(readViteManifest(distDir), files));
}

/** `files` ('assets/x.js'), with the tables' code when one of them reads the tables. */
export function withTables(distDir: string, files: readonly string[]): string[] {
  const manifest = readViteManifest(distDir);
  const chunkModules = JSON.parse(readFileSync(join(distDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const readsTables = (file: string) =>
    (chunkModules[file] ?? []).some((module) => tableReaders.includes(module.replace(/^apps\/site\//, '')));
  const tables = manifest[tablesKey] ? staticClosure(manifest, [tablesKey]).js : [];
  return files.some(readsTables) ? [...files, ...tables.filter((file) => !files.includes(file))] : [...files];
}

/** The message ids a built chunk's code holds: the macros' descriptors, `{id:"…",message:…}`. */
export function messageIdsIn(code: string): string[] {
  return [...code.matchAll(/\bid:\s*(["'`])([^"'`]+)\1,\s*message:/g)].map((match) => match[2] ?? '');
}

/** The messages a written file of the catalogue holds. */
function heldMessages(distDir: string, url: string): Messages {
  const literal = /JSON\.parse\('((?:[^'\\]|\\.)*)'\)/.exec(readFileSync(join(distDir, url), 'utf8'))?.[1];
  if (literal === undefined) throw new Error(`${url} holds no messages`);
  return JSON.parse(literal.replace(/\\([\\'])/g, '$1')) as Messages;
}

/**
 * The ids of `messages` (a whole catalogue) that the built `files` ('assets/x.js') use but the catalogue files
 * `urls` ('/assets/ar-x.js') lack together: each would show in English on an Arabic page. Empty when complete.
 */
export function missingMessages(
  distDir: string,
  files: readonly string[],
  urls: readonly string[],
  messages: Messages,
): string[] {
  const held = new Set(urls.flatMap((url) => Object.keys(heldMessages(distDir, url))));
  const used = new Set(files.flatMap((file) => messageIdsIn(readFileSync(join(distDir, file), 'utf8'))));
  return [...used].filter((id) => id in messages && !held.has(id)).sort();
}

/**
 * Cuts and writes pages' files of the catalogue of `locale`, whose whole compiled messages are `messages` (as the
 * server entry loads them, so each text is exactly what the areas' chunks hold).
 */
export function pageCatalogues(distDir: string, locale: string, messages: Messages) {
  const idsIn = new Map<string, string[]>();
  const used = (files: readonly string[]) =>
    new Set(
      files.flatMap((file) => {
        let ids = idsIn.get(file);
        if (!ids) {
          ids = messageIdsIn(readFileSync(join(distDir, file), 'utf8')).filter((id) => id in messages);
          idsIn.set(file, ids);
        }
        return ids;
      }),
    );
  const written = new Set<string>();
  /** Writes `body` to a file named by its content (pages with the same messages share it); returns its URL. */
  const write = (body: string) => {
    const url = `/assets/${locale}-${createHash('sha256').update(body).digest('base64url').slice(0, 10)}.js`;
    if (!written.has(url)) {
      writeFileSync(join(distDir, url), body);
      written.add(url);
    }
    return url;
  };
  const module = (ids: Iterable<string>) => {
    const part: Messages = {};
    for (const id of [...ids].sort()) part[id] = messages[id] as Messages[string];
    // JSON in a single-quoted string: no `\"` before every quote (a part is small, below the size servers compress).
    const json = JSON.stringify(part).replace(/[\\']/g, (character) => `\\${character}`);
    return `export const messages=JSON.parse('${json}');\n`;
  };
  return {
    /**
     * Writes the files for a page whose first load is the modules `urls` ('/assets/x.js'); returns the part's URL
     * (the page preloads it; it names the rest), the rest's, the JS files ('assets/x.js') each covers, and the tables'
     * files to preload with the part when the page's first render reads them (the part exports the tables then).
     */
    write(urls: readonly string[]) {
      const served = urls.map((url) => url.replace(/^\//, '')).filter((file) => file.endsWith('.js'));
      // A page whose first render reads the tables (a booking's page) has them in its first load.
      const first = withTables(distDir, served);
      const tables = first.filter((file) => !served.includes(file));
      const later = laterFiles(distDir, urls);
      const partIds = used(first);
      const restIds = [...used(later)].filter((id) => !partIds.has(id));
      const rest = write(module(restIds));
      const restImport = `export const rest=()=>import(${JSON.stringify(`./${rest.slice('/assets/'.length)}`)});\n`;
      const tablesExport = tables[0] ? `export{arabicTables}from${JSON.stringify(`./${basename(tables[0])}`)};\n` : '';
      const part = write(`${module(partIds)}${restImport}${tablesExport}`);
      return { part, rest, first, later, preload: tables.map((file) => `/${file}`) };
    },
  };
}

/** The tag that names a page's part of the catalogue for src/locales/ar.ts, for the page's `<head>`. */
export const pageCatalogueTag = (url: string) => `<meta name="${pageCatalogueMeta}" content="${url}">`;
