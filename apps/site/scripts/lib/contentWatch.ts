/**
 * Keeps the served pages in step with `site_content` (a stored edit is in the HTML the server sends) and with
 * the approved reviews (the home page and /testimonials show them).
 * The local server (scripts/serve.ts) asks the data API for the table's rows once a second (one small request,
 * public read); when they differ from those the pages were rendered with (dist/.vite/site-content.json), it
 * renders the pages that show the changed keys again and forgets its cached copies of them. A static host does
 * the same with a rebuild (README: a database webhook calls the host's deploy hook).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathsShowingKeys } from '../../src/features/content/contentKeys';
import { fetchPublishedReviews, fetchReviewSummary } from '../../src/features/reviews/reviewsData';
import {
  changedKeys,
  createSiteRenderer,
  fetchSiteContent,
  notFoundPaths,
  outputFile,
  pathsShowingReviews,
  readRenderedContent,
  readReviews,
  renderedContentFile,
  type SiteRenderer,
} from './renderSite';

export interface ContentWatchOptions {
  distDir: string;
  /** The built server entry (node_modules/.ssr/entry-server.js). */
  ssrEntry: string;
  supabaseUrl: string;
  anonKey: string;
  /** How often to look (ms). */
  intervalMs?: number;
  /** Called with the files written again, so that a server drops what it cached of them. */
  onRendered: (files: string[]) => void;
  log?: (message: string) => void;
}

export function watchSiteContent({
  distDir,
  ssrEntry,
  supabaseUrl,
  anonKey,
  intervalMs = 1000,
  onRendered,
  log = (message) => console.log(message),
}: ContentWatchOptions): { close(): void } {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  let renderer: Promise<SiteRenderer> | undefined;
  let busy = false;
  let lastError = '';

  /** The renderer, made once the first change comes (the build may finish after the server started). */
  function siteRenderer(): Promise<SiteRenderer> {
    renderer ??= createSiteRenderer({ distDir, ssrEntry });
    return renderer;
  }

  async function look() {
    // Nothing to compare with until a build has rendered the pages.
    if (busy || !existsSync(renderedContentFile(distDir)) || !existsSync(manifestFile)) return;
    busy = true;
    try {
      const rendered = readRenderedContent(distDir);
      const [stored, summary] = await Promise.all([
        fetchSiteContent(supabaseUrl, anonKey),
        fetchReviewSummary(supabaseUrl, anonKey, AbortSignal.timeout(10_000)),
      ]);
      const keys = changedKeys(rendered, stored);
      // One small row a second; the reviews themselves only when it moved (an approval, a rejection).
      const shown = readReviews(distDir);
      const reviews =
        JSON.stringify(summary) === JSON.stringify(shown.summary)
          ? shown
          : await fetchPublishedReviews(supabaseUrl, anonKey, AbortSignal.timeout(10_000));
      const reviewsChanged = JSON.stringify(reviews) !== JSON.stringify(shown);
      lastError = '';
      if (keys.length === 0 && !reviewsChanged) return;
      const site = await siteRenderer();
      // An approval or a rejection changes the pages that show reviews (with the current edits).
      if (reviewsChanged) site.recordReviews(reviews);
      const paths = [
        ...new Set([
          ...(keys.length > 0 ? pathsShowingKeys(keys, [...site.paths, ...notFoundPaths]) : []),
          ...(reviewsChanged ? pathsShowingReviews.filter((path) => site.paths.includes(path)) : []),
        ]),
      ];
      for (const path of paths) await site.renderPage(path, stored);
      site.recordContent(stored);
      onRendered(paths.map((path) => outputFile(distDir, path)));
      const why = [
        keys.length > 0 ? `an edit of ${keys.join(', ')}` : '',
        reviewsChanged ? 'a change of the reviews' : '',
      ]
        .filter(Boolean)
        .join(' and ');
      log(`Pages rendered again after ${why}: ${paths.join(' ')}`);
    } catch (error) {
      // Say it once, not every second (the backend may be restarting).
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastError) log(`Could not bring the pages up to date with site_content: ${message}`);
      lastError = message;
    } finally {
      busy = false;
    }
  }

  const timer = setInterval(() => void look(), intervalMs);
  timer.unref();
  return { close: () => clearInterval(timer) };
}
