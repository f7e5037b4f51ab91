/**
 * An Arabic page's own part of the catalogue (src/locales/ar.ts): the Arabic of the messages written in the modules
 * its first load evaluates, in one file the page preloads with those modules, instead of every area's catalogue.
 * A message belongs to a module when the catalogue names that file among its origins (lingui.config.ts keeps
 * origins); a module's chunk is in `dist/.vite/chunk-modules.json`. What the page shows later (static sections and
 * islands going live, lazy parts, other pages) comes with its own code, and its texts with the whole catalogue then.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { siteDir } from '../../e2e/support/env';
import { pageCatalogueMeta } from '../../src/locales/pageCatalogueMeta';

/** Each message id of a language's catalogues with the source files it is written in ('src/features/…'). */
function originsById(locale: string): Map<string, string[]> {
  const dir = join(siteDir, 'src', 'locales', locale);
  const po = formatter({ origins: true, lineNumbers: false });
  const origins = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const catalog = po.parse(readFileSync(join(dir, file), 'utf8'), {} as never) as Record<
      string,
      { origin?: [string, number?][] }
    >;
    for (const [id, entry] of Object.entries(catalog)) {
      origins.set(id, [...(origins.get(id) ?? []), ...(entry.origin ?? []).map(([path]) => path)]);
    }
  }
  return origins;
}

/**
 * Cuts and writes pages' parts of the catalogue of `locale`, whose whole compiled messages are `messages` (as the
 * server entry loads them, so each text is exactly what the areas' chunks hold).
 */
export function pageCatalogues(distDir: string, locale: string, messages: Messages) {
  const origins = originsById(locale);
  const chunkModules = JSON.parse(readFileSync(join(distDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const written = new Map<string, string>();
  return {
    /** Writes the part for a page whose first load is the modules `urls` ('/assets/x.js'); returns its URL. */
    write(urls: readonly string[]): string {
      const sources = new Set(
        urls.flatMap((url) =>
          (chunkModules[url.replace(/^\//, '')] ?? []).map((module) =>
            module.replace(/^apps\/site\//, '').replace(/\?.*$/, ''),
          ),
        ),
      );
      const part: Messages = {};
      for (const id of Object.keys(messages).sort()) {
        if (origins.get(id)?.some((origin) => sources.has(origin))) part[id] = messages[id] as Messages[string];
      }
      const body = `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(part))});\n`;
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 10);
      const url = `/assets/${locale}-${hash}.js`;
      if (!written.has(url)) {
        writeFileSync(join(distDir, url), body);
        written.set(url, body);
      }
      return url;
    },
  };
}

/** The tag that names a page's part of the catalogue for src/locales/ar.ts, for the page's `<head>`. */
export const pageCatalogueTag = (url: string) => `<meta name="${pageCatalogueMeta}" content="${url}">`;
