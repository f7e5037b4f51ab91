/**
 * The build's last step (docs/decisions.md, How pages load): renders every route of the app to dist/<path>/index.html
 * with its content and the stored inline edits, head tags, inlined CSS, script loader and the router state the client
 * hydrates from (scripts/lib/renderSite.ts), then writes dist/404.html, dist/sitemap.xml and dist/robots.txt.
 * Runs after `vite build` (client with its manifest, then the server entry src/entry-server.tsx).
 *
 * The stored edits (`site_content`), the price list (`price_options`, `price_extras`) and the customers' approved
 * reviews (`published_reviews`, `review_summary`) are read from the Supabase project the site is built for
 * (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY). When it cannot be reached the pages are built with the default texts,
 * the seeded prices and no reviews, and the build says so.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPriceList, type PriceList } from '@sparkle/company/booking';
import { siteDir } from '../e2e/support/env';
import type { SiteContentRow } from '../src/features/content/siteContent';
import { fetchPublishedReviews, noReviews, type PublishedReviews } from '../src/features/reviews/reviewsData';
import { localeOfPath, locales, localizedPath, unlocalizedPath } from '../src/i18n/locale';
import { publicEnv } from './lib/publicEnv';
import { createSiteRenderer, fetchPriceList, fetchSiteContent, notFoundPaths } from './lib/renderSite';

const distDir = join(siteDir, 'dist');
const ssrEntry = join(siteDir, 'node_modules', '.ssr', 'entry-server.js');
const env = publicEnv('production');
const siteUrl = env.VITE_SITE_URL;

/**
 * Every indexed page, each with its versions in every language (hreflang in the sitemap too, as
 * Google reads it beside the pages' own alternate links).
 */
function sitemap(paths: string[]): string {
  const urls = paths
    .map((path) => {
      const alternates = locales
        .map((locale) => localizedPath(unlocalizedPath(path), locale))
        .filter((alternate) => paths.includes(alternate))
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${localeOfPath(alternate)}" href="${siteUrl}${alternate}"/>`,
        )
        .join('');
      return `  <url><loc>${siteUrl}${path}</loc>${alternates}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

function robots(disallowed: string[]): string {
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

async function storedContent(): Promise<SiteContentRow[]> {
  try {
    return await fetchSiteContent(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY);
  } catch (error) {
    console.warn(
      `Prerender: the stored page edits could not be read from ${env.VITE_SUPABASE_URL} (${error instanceof Error ? error.message : error}); the pages show the default texts.`,
    );
    return [];
  }
}

async function storedPriceList(): Promise<PriceList> {
  try {
    return await fetchPriceList(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY);
  } catch (error) {
    console.warn(
      `Prerender: the stored price list could not be read from ${env.VITE_SUPABASE_URL} (${error instanceof Error ? error.message : error}); the pages show the seeded prices.`,
    );
    return defaultPriceList;
  }
}

async function storedReviews(): Promise<PublishedReviews> {
  try {
    return await fetchPublishedReviews(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, AbortSignal.timeout(10_000));
  } catch (error) {
    console.warn(
      `Prerender: the approved reviews could not be read from ${env.VITE_SUPABASE_URL} (${error instanceof Error ? error.message : error}); the pages show the fixed testimonials only.`,
    );
    return noReviews;
  }
}

async function main() {
  const started = Date.now();
  const renderer = await createSiteRenderer({ distDir, ssrEntry });
  const [content, priceList, reviews] = await Promise.all([storedContent(), storedPriceList(), storedReviews()]);
  renderer.recordPriceList(priceList);
  renderer.recordReviews(reviews);
  const indexed: string[] = [];
  const noindexed: string[] = [];
  for (const path of renderer.paths) {
    const { noindex } = await renderer.renderPage(path, content);
    (noindex ? noindexed : indexed).push(path);
  }
  for (const shell of renderer.shells) await renderer.renderPage(shell, content);
  renderer.recordShells();
  for (const path of notFoundPaths) await renderer.renderPage(path, content);
  renderer.recordContent(content);
  writeFileSync(join(distDir, 'sitemap.xml'), sitemap(indexed));
  // A shell's paths ('/booking/$token' → '/booking/') are private links: kept out as a whole.
  const shellPrefixes = renderer.shells.map((shell) => shell.slice(0, shell.indexOf('$')));
  writeFileSync(join(distDir, 'robots.txt'), robots([...noindexed, ...shellPrefixes]));

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${indexed.length + noindexed.length} pages, ${renderer.shells.length} shell(s) and the 404 pages in ${seconds}s:`,
  );
  console.log(`  indexed:    ${indexed.join(' ')}`);
  console.log(`  noindex:    ${noindexed.join(' ')}`);
  console.log(`  shells:     ${renderer.shells.join(' ')}`);
  console.log(`  stored edits shown: ${content.length}`);
  console.log(`  approved reviews shown: ${reviews.reviews.length} of ${reviews.summary.count}`);
}

await main();
