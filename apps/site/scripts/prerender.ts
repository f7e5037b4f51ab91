/**
 * The build's last step (DECISIONS §3.5): renders every route of the app to dist/<path>/index.html with its
 * content, head tags, CSS links and the router state the client hydrates from, then writes dist/404.html,
 * dist/sitemap.xml and dist/robots.txt. Runs after `vite build` (client, with its manifest) and
 * `vite build --ssr` (src/entry-server.tsx).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PageAssets, RenderedPage, RenderPage } from '../src/entry-server';
import { readViteManifest, routeChunks, staticClosure } from './lib/viteManifest';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(siteDir, 'dist');
const ssrEntry = join(siteDir, 'node_modules', '.ssr', 'entry-server.js');
const siteUrl = (process.env.VITE_SITE_URL || 'http://localhost:4173').replace(/\/+$/, '');

/** A path that no route matches: rendering it gives the 404 page. */
const notFoundProbe = '/__prerender-not-found__';

function pageAssets(): PageAssets {
  const manifest = readViteManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry: run `vite build` first.');
  const entry = staticClosure(manifest, [entryKey]);
  const [entryFile, ...entryImports] = entry.js;
  const url = (file: string) => `/${file}`;
  const assets: PageAssets = {
    scripts: [url(entryFile!)],
    css: entry.css.map(url),
    preloads: entryImports.map(url),
    routes: {},
  };
  for (const [routeId, keys] of routeChunks(manifest)) {
    const chunk = staticClosure(manifest, keys);
    assets.routes[routeId] = {
      css: chunk.css.filter((file) => !entry.css.includes(file)).map(url),
      preloads: chunk.js.filter((file) => !entry.js.includes(file)).map(url),
    };
  }
  return assets;
}

function outputFile(path: string): string {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, path.replace(/^\//, ''), 'index.html');
}

function isNoindex(html: string): boolean {
  return /<meta name="robots" content="noindex/.test(html);
}

function sitemap(paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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

async function main() {
  const started = Date.now();
  const assets = pageAssets();
  const { renderPage, staticPaths } = (await import(pathToFileURL(ssrEntry).href)) as {
    renderPage: RenderPage;
    staticPaths: () => string[];
  };

  const indexed: string[] = [];
  const noindexed: string[] = [];
  const render = async (path: string, expectedStatus: number): Promise<RenderedPage> => {
    const page = await renderPage({ url: path, assets });
    if (page.redirect) throw new Error(`Prerender: ${path} redirected to ${page.redirect}`);
    if (page.status !== expectedStatus) throw new Error(`Prerender: ${path} answered ${page.status}`);
    if (!/<title>[^<]+<\/title>/.test(page.html)) throw new Error(`Prerender: ${path} has no <title>`);
    return page;
  };

  for (const path of staticPaths()) {
    const page = await render(path, 200);
    const file = outputFile(path);
    rmSync(file, { force: true });
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.html);
    (isNoindex(page.html) ? noindexed : indexed).push(path);
  }
  writeFileSync(join(distDir, '404.html'), (await render(notFoundProbe, 404)).html);
  writeFileSync(join(distDir, 'sitemap.xml'), sitemap(indexed));
  writeFileSync(join(distDir, 'robots.txt'), robots(noindexed));

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Prerendered ${indexed.length + noindexed.length} pages and 404.html in ${seconds}s:`);
  console.log(`  indexed:    ${indexed.join(' ')}`);
  console.log(`  noindex:    ${noindexed.join(' ')}`);
}

await main();
