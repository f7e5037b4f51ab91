/**
 * `bench:bundle`: builds the site, then prints for every prerendered page the JavaScript and CSS of its
 * initial load (what its HTML names in module scripts, module preloads and stylesheet links, plus their
 * static imports in the Vite manifest), raw and gzipped (level 9, as a CDN serves precompressed files).
 * Checks the budget for / and that supabase-js, the chat panel, the date picker, XState and the admin code stay out
 * of every public page's initial load.
 *
 * The budget for / is the framework floor plus 12 KB gzip (docs/loading.md). The floor is measured in the same
 * run: bench/floor-entry.tsx (a TanStack router with one root route, hydrating the document) built with the
 * same Vite, React plugin and framework chunks (React DOM, the router, vite-plugins/frameworkChunks.ts) into
 * node_modules/.floor/, its entry and static imports gzipped the same way. (As one chunk it is about 0.5 KB
 * smaller: three gzip streams compress less than one. The site splits them so that no task is long.)
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
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { frameworkChunkGroups } from '../vite-plugins/frameworkChunks';
import { brotliOptions } from './lib/brotli';
import { initialLoads, lazyOnly, lazyViolations } from './lib/initialLoad';
import { readViteManifest, staticClosure } from './lib/viteManifest';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(siteDir, 'dist');
const args = new Set(process.argv.slice(2));

/** What our own code may add to the framework floor on the home page's initial JavaScript, gzipped. */
const homeJsAllowance = 12 * 1024;

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

/** Builds bench/floor-entry.tsx with the site's Vite and React plugin and measures its initial JavaScript. */
async function measureFloor(): Promise<Size> {
  const outDir = join(siteDir, 'node_modules', '.floor');
  await build({
    configFile: false,
    root: siteDir,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        input: { floor: join(siteDir, 'bench', 'floor-entry.tsx') },
        // Split as the site's build splits it (React DOM, the router, the entry): the floor is what the framework
        // costs as the site ships it.
        output: { codeSplitting: { groups: frameworkChunkGroups } },
        checks: { bundlerTimings: false },
      },
    },
  });
  const manifest = readViteManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)!;
  const files = staticClosure(manifest, [entryKey]).js;
  return files
    .map((file) => readFileSync(join(outDir, file)))
    .reduce((sum, body) => ({ raw: sum.raw + body.length, gzip: sum.gzip + gzipSync(body, { level: 9 }).length }), {
      raw: 0,
      gzip: 0,
    });
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

/**
 * What a page's HTML may weigh, Brotli-compressed as scripts/serve.ts sends it, to arrive in the first round trip
 * of a new connection: TCP's initial congestion window is 10 segments of 1,460 bytes (14,600), less the
 * response's headers. Lighthouse simulates exactly that; a page over it paints a round trip later.
 */
const firstRoundTrip = 14_000;

function brotliSize(file: string): number {
  const body = readFileSync(file);
  return brotliCompressSync(body, brotliOptions(body.length)).length;
}

const rows = initialLoads(distDir).map((load) => ({
  route: load.route,
  js: total(load.js),
  css: total(load.css),
  files: load.js.length + load.css.length,
  html: { raw: readFileSync(load.html).length, brotli: brotliSize(load.html) },
  lazyViolations: lazyViolations(distDir, load),
}));

const home = rows.find((row) => row.route === '/');
if (!home) throw new Error('dist/index.html is missing');
const floor = await measureFloor();
const homeJsBudget = floor.gzip + homeJsAllowance;
const budgetMet = home.js.gzip <= homeJsBudget;
const lazyOk = rows.every((row) => row.lazyViolations.length === 0);
const heavyHtml = rows.filter((row) => row.html.brotli > firstRoundTrip && row.route !== '/404');

if (args.has('--json')) {
  console.log(
    JSON.stringify(
      { routes: rows, floor, budget: { route: '/', jsGzip: homeJsBudget, met: budgetMet }, firstRoundTrip },
      null,
      2,
    ),
  );
} else {
  const header = ['route', 'HTML raw', 'HTML br', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'files'];
  const table = rows.map((row) => [
    row.route,
    kb(row.html.raw),
    kb(row.html.brotli),
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
  console.log(
    '\nInitial load per page (HTML: the page itself, Brotli 11 as served; JS and CSS: HTML-named files + static imports, gzip -9; CSS: the sheets the HTML inlines and applies after its first paint)\n',
  );
  console.log(line(header));
  for (const cells of table) console.log(line(cells));
  console.log(
    `\nFramework floor (a router with one root route, hydrating; same Vite build setup and framework chunks): ${kb(floor.raw)} raw, ${kb(floor.gzip)} gzip`,
  );
  console.log(
    `Budget: / loads ${kb(home.js.gzip)} of gzipped JS; budget ${kb(homeJsBudget)} (floor + ${kb(homeJsAllowance)}): ${
      budgetMet
        ? `met (${kb(homeJsBudget - home.js.gzip)} to spare)`
        : `NOT met (${kb(home.js.gzip - homeJsBudget)} over)`
    }`,
  );
  console.log(
    heavyHtml.length === 0
      ? `HTML: every page's fits the first round trip (${firstRoundTrip.toLocaleString('en-US')} bytes Brotli)`
      : `HTML: over the first round trip (${firstRoundTrip.toLocaleString('en-US')} bytes Brotli): ${heavyHtml.map((row) => `${row.route} ${row.html.brotli.toLocaleString('en-US')}`).join(', ')}`,
  );
  for (const row of rows) {
    for (const violation of row.lazyViolations) {
      console.log(`Lazy loading: ${row.route} loads ${violation.label} up front: ${violation.modules.join(', ')}`);
    }
  }
  if (lazyOk) console.log(`Lazy loading: no page loads ${lazyOnly.map((group) => group.label).join(', ')} up front`);
}

if (args.has('--check') && (!budgetMet || !lazyOk)) process.exit(1);
