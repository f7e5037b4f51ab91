/**
 * `bench:bundle`: builds the site, then prints for every prerendered page the JavaScript and CSS of its
 * initial load (what its HTML names in module scripts, module preloads and stylesheet links, plus their
 * static imports in the Vite manifest), raw and gzipped (level 9, as a CDN serves precompressed files).
 * Checks the budget for / and that supabase-js, the chat panel, the date picker and the admin code stay out
 * of every public page's initial load.
 *
 *   tsx scripts/bundle-report.ts            build, then report
 *   tsx scripts/bundle-report.ts --no-build report on the existing dist/
 *   tsx scripts/bundle-report.ts --check    exit 1 when the budget or a lazy-loading rule is broken
 *   tsx scripts/bundle-report.ts --json     print the figures as JSON
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { initialLoads, lazyViolations } from './lib/initialLoad';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(siteDir, 'dist');
const args = new Set(process.argv.slice(2));

/** Budget for the home page's initial JavaScript, gzipped. */
const homeJsBudget = 80 * 1024;

if (!args.has('--no-build')) {
  const pnpm = ['--yes', 'pnpm@10.34.8', 'run', 'build'];
  const result = spawnSync('npx', pnpm, { cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error('bench:bundle: the build failed');
    process.exit(result.status ?? 1);
  }
}

interface Size {
  raw: number;
  gzip: number;
}

const sizes = new Map<string, Size>();
function sizeOf(file: string): Size {
  let size = sizes.get(file);
  if (!size) {
    const body = readFileSync(join(distDir, file));
    size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

function total(files: string[]): Size {
  return files.map(sizeOf).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = initialLoads(distDir).map((load) => ({
  route: load.route,
  js: total(load.js),
  css: total(load.css),
  files: load.js.length + load.css.length,
  lazyViolations: lazyViolations(distDir, load),
}));

const home = rows.find((row) => row.route === '/');
if (!home) throw new Error('dist/index.html is missing');
const budgetMet = home.js.gzip <= homeJsBudget;
const lazyOk = rows.every((row) => row.lazyViolations.length === 0);

if (args.has('--json')) {
  console.log(JSON.stringify({ routes: rows, budget: { route: '/', jsGzip: homeJsBudget, met: budgetMet } }, null, 2));
} else {
  const header = ['route', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'files'];
  const table = rows.map((row) => [
    row.route,
    kb(row.js.raw),
    kb(row.js.gzip),
    kb(row.css.raw),
    kb(row.css.gzip),
    String(row.files),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log('\nInitial load per page (HTML-named files + static imports; gzip -9)\n');
  console.log(line(header));
  for (const cells of table) console.log(line(cells));
  console.log(
    `\nBudget: / loads ${kb(home.js.gzip)} of gzipped JS; budget ${kb(homeJsBudget)}: ${
      budgetMet ? 'met' : `NOT met (${kb(home.js.gzip - homeJsBudget)} over)`
    }`,
  );
  for (const row of rows) {
    for (const violation of row.lazyViolations) {
      console.log(`Lazy loading: ${row.route} loads ${violation.label} up front: ${violation.modules.join(', ')}`);
    }
  }
  if (lazyOk)
    console.log('Lazy loading: no page loads supabase-js, the chat panel, the date picker or admin code up front');
}

if (args.has('--check') && (!budgetMet || !lazyOk)) process.exit(1);
