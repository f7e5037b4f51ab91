/**
 * `npm run bench:lighthouse`: how fast the public pages load on a phone, read beside a static reference page
 * measured in the same run (docs/loading.md). A benchmark that prints figures, not a test.
 *
 * 1. Starts a fresh in-memory backend (the pages' data) and builds the site against it, as `npm start` does;
 *    stores a booking through `request_booking` for a manage link to measure.
 * 2. Serves dist/ and the reference pages (bench/perf-reference: the same kind
 *    of content, no JavaScript, system fonts) with the same static server.
 * 3. Runs Lighthouse 12.8 (default mobile emulation, simulated throttling) `--runs` times (3) on every public
 *    route, that booking's `/booking/<token>` and `/ar/booking/<token>`, the cleaner's day `/crew` and `/ar/crew`,
 *    and the reference pages, round by round so that a noisy moment hits every page alike, each run in a fresh
 *    Chromium (Debian's, as the tests use).
 *    The cleaner's day is measured as a cleaner opens it: signed in, with the day kept on the phone. A cleaner of a
 *    team with two jobs tomorrow is made as the office makes one (lib/benchCrew.ts); before each run a browser on a
 *    new profile signs them in through the page's own form and opens the page once, so that the session and the
 *    day are in its storage (and the page's service worker registered); the HTTP cache is then emptied (the page's
 *    code comes over the network again, as for every other page) and Lighthouse runs on that profile without
 *    resetting its storage.
 * 4. Prints the median of each figure per page, LCP and Speed Index as ratios to the reference's, and whether
 *    the page meets the performance bar (docs/benchmarks.md); writes every report (JSON and HTML) to
 *    bench-results/lighthouse/<time>/.
 *
 * Options: `--runs N`, `--only /path,/other` (pages to measure, as printed: `/booking/<token>` for the manage page;
 * the references always run; `--only /crew,/ar/crew` for the cleaner's day alone), `--skip-build` (reuse dist/ from
 * an earlier run of this script), `--without-crew-worker` (the cleaner's day with its service worker unregistered
 * after the first visit, for comparison), `--trace` (keeps each run's performance trace beside its report,
 * `<page>-<run>.trace.json`, for reading what a page's main thread did before its first paint), `--out DIR`. The site is served on a fixed port (4590, backend 54590; `--port`,
 * `--backend-port`) so that a reused build's canonical URLs still name the server it is measured on.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '@sparkle/backend';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with the other browser tools
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { siteDir } from '../e2e/support/env';
import { publicRoutes } from '../e2e/support/routes';
import { storeBenchBooking } from './lib/benchBooking';
import { type BenchCleaner, seedBenchCleaner } from './lib/benchCrew';
import { startStaticServer } from './serve';

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  requests: number;
  jsBytes: number;
  /**
   * Lighthouse's measure of the machine's CPU during the run (`environment.benchmarkIndex`, higher is faster):
   * simulated throttling multiplies what the CPU took by 4, so a slow moment of a shared machine shows up as
   * Total Blocking Time. Printed beside each page so that figures from a busy moment can be told apart.
   */
  benchmarkIndex: number;
}

interface Target {
  label: string;
  url: string;
  /** The reference page this one is read against. */
  reference?: string;
  /** Measured signed in as this cleaner, with the page opened once before (its day kept on the phone). */
  cleaner?: BenchCleaner;
  /**
   * A private page, `noindex` on purpose (a manage link, the cleaner's day): Lighthouse's SEO score counts that against
   * it, and no header or robots.txt rule avoids it. Its SEO is printed apart, not as a miss of the bar.
   */
  private?: boolean;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const runs = Number(option('runs') ?? 3);
const sitePort = Number(option('port') ?? 4590);
const backendPort = Number(option('backend-port') ?? sitePort + 50_000);
const only = option('only')?.split(',');
const skipBuild = process.argv.includes('--skip-build');
const withoutCrewWorker = process.argv.includes('--without-crew-worker');
const keepTraces = process.argv.includes('--trace');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = option('out') ?? join(siteDir, 'bench-results', 'lighthouse', stamp);
const referenceDir = join(siteDir, 'bench', 'perf-reference');
const distDir = join(siteDir, 'dist');

/** The performance bar, per page (docs/benchmarks.md). */
const bar = {
  performance: 98,
  lcpRatio: 1.25,
  tbt: 100,
  cls: 0.01,
  siRatio: 1.5,
};

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: siteDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// biome-ignore lint/suspicious/noExplicitAny: Lighthouse's result type is large; only these fields are read
function figuresOf(lhr: any): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests: { resourceType?: string; transferSize?: number }[] =
    lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    requests: requests.length,
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * A new Chromium profile in which `cleaner` signed in through the crew page's form (on the English page: the same
 * session serves both languages) and opened `url` once, its jobs on screen and kept in local storage; its HTTP cache
 * emptied. Returns the profile's directory.
 */
async function signedInProfile(url: string, cleaner: BenchCleaner): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-crew-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/crew', url).href);
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    const form = page.locator('form', { has: signIn });
    await form.getByLabel('Email', { exact: true }).fill(cleaner.email);
    await form.getByLabel('Password', { exact: true }).fill(cleaner.password);
    await signIn.click();
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    await page.goto(url);
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    // The day is written to local storage at most 300 ms after it changed.
    await page.waitForFunction(() => /"crew","jobs"/.test(window.localStorage.getItem('sparkle-crew-day') ?? ''));
    await page.waitForTimeout(500);
    if (withoutCrewWorker) {
      // For comparison: the same page without its service worker (and what it kept).
      await page.evaluate(async () => {
        for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
        for (const name of await caches.keys()) await caches.delete(name);
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await context.close();
  }
}

async function measure(url: string, file: string, cleaner?: BenchCleaner): Promise<Figures> {
  const userDataDir = cleaner ? await signedInProfile(url, cleaner) : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
    ...(userDataDir ? { userDataDir } : {}),
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Signed in: the session and the kept day are the point (the HTTP cache was emptied before).
        disableStorageReset: Boolean(userDataDir),
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const [json, html] = result.report as string[];
    writeFileSync(`${file}.json`, json!);
    if (keepTraces) writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
    writeFileSync(`${file}.html`, html!);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  }
}

const format = {
  ms: (value: number) => Math.round(value).toLocaleString('en-US'),
  kb: (value: number) => `${(value / 1024).toFixed(1)} KB`,
  ratio: (value: number) => `${value.toFixed(2)}×`,
};

const benchAdmin = { email: 'admin@bench.test', password: 'bench-admin-password' };
const crewPaths = ['/crew', '/ar/crew'];

/** The slowest single run's Speed Index of all pages, against the home reference's median: no run may pass the bar. */
function worstRuns(targets: Target[], results: Map<string, Figures[]>, home: Figures): string {
  const worst = targets
    .filter((target) => target.reference)
    .map((target) => ({
      label: target.label,
      si: Math.max(...results.get(target.label)!.map((run) => run.si)) / home.si,
    }))
    .sort((a, b) => b.si - a.si);
  const over = worst.filter((page) => page.si > bar.siRatio);
  const top = worst[0];
  if (!top) return '';
  return over.length
    ? `Single runs with SI over ${bar.siRatio}× ref: ${over.map((page) => `${page.label} ${format.ratio(page.si)}`).join(', ')}`
    : `No single run's SI over ${bar.siRatio}× ref (the slowest: ${top.label}, ${format.ratio(top.si)})`;
}

/** The private pages' SEO, apart from the bar (Target.private). */
function privatePages(targets: Target[], medians: Map<string, Figures>): string {
  const list = targets.filter((target) => target.private);
  if (list.length === 0) return '';
  const seo = list.map((target) => `${target.label} ${medians.get(target.label)!.seo}`).join(', ');
  return `Private pages, noindex on purpose (Lighthouse's SEO score counts it against them): SEO ${seo}`;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const backend = await startBackend({
    port: backendPort,
    // The office that makes the measured cleaner (lib/benchCrew.ts).
    admin: benchAdmin,
    bcryptCost: 4,
    jwtSecret: 'bench-only-secret-not-used-anywhere-else-0123456789',
  });
  const site = await startStaticServer({ root: distDir, port: sitePort });
  const reference = await startStaticServer({ root: referenceDir, port: 0 });
  try {
    if (!skipBuild) {
      console.log('Building the site against a fresh local backend…');
      const env = { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey, VITE_SITE_URL: site.url };
      await run(join(siteDir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], env);
      await run(join(siteDir, 'node_modules', '.bin', 'tsx'), ['scripts/prerender.ts'], env);
    }
    // Every file read and compressed before the first run, as a static host has them (StaticServer.warm).
    await Promise.all([site.warm(), reference.warm()]);
    // The manage link of a booking stored as a visitor stores one (the page every confirmation leads to).
    const token = await storeBenchBooking(backend.url, backend.anonKey);
    // A team that takes jobs changes what every later booking needs: made after the booking above, and only when
    // the cleaner's day is measured.
    const cleaner = crewPaths.some((path) => !only || only.includes(path))
      ? await seedBenchCleaner(backend, benchAdmin)
      : undefined;
    const targets: Target[] = [
      { label: 'reference /', url: `${reference.url}/` },
      { label: 'reference /book-now', url: `${reference.url}/book-now/` },
      // Every public page, the Arabic home and booking pages (the same bar in Arabic), and a booking's
      // manage page in both languages, read against the booking page's reference (a short page with a form).
      ...[...publicRoutes.map((route) => route.path), '/ar', '/ar/book-now', '/booking/<token>', '/ar/booking/<token>']
        .filter((path) => !only || only.includes(path))
        .map((path) => ({
          label: path,
          url: `${site.url}${path.replace('<token>', token)}`,
          reference: /\/(book-now|booking\/)/.test(path) ? 'reference /book-now' : 'reference /',
          private: path.includes('<token>'),
        })),
      // The cleaner's day, signed in with the day kept, read against the home page's reference.
      ...crewPaths
        .filter((path) => !only || only.includes(path))
        .map((path) => ({ label: path, url: `${site.url}${path}`, reference: 'reference /', cleaner, private: true })),
    ];
    const results = new Map<string, Figures[]>(targets.map((target) => [target.label, []]));
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) {
        const file = join(outDir, `${target.label.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${round}`);
        const figures = await measure(target.url, file, target.cleaner);
        results.get(target.label)!.push(figures);
        console.log(
          `  run ${round}/${runs} ${target.label.padEnd(30)} perf ${figures.performance} · LCP ${format.ms(figures.lcp)} ms · TBT ${format.ms(figures.tbt)} ms · SI ${format.ms(figures.si)} ms · CPU index ${Math.round(figures.benchmarkIndex)}`,
        );
      }
    }

    const medians = new Map<string, Figures>();
    for (const [label, list] of results) {
      const keys = Object.keys(list[0]!) as (keyof Figures)[];
      const entries = keys.map((key) => [key, median(list.map((f) => f[key]))] as const);
      medians.set(label, Object.fromEntries(entries) as unknown as Figures);
    }
    const rows: string[][] = [];
    const failures: string[] = [];
    for (const target of targets) {
      const figures = medians.get(target.label)!;
      const ref = target.reference ? medians.get(target.reference)! : undefined;
      // Every page is read against the home reference (the issue's bar); /book-now also against its own.
      const home = medians.get('reference /')!;
      const lcpRatio = figures.lcp / home.lcp;
      const siRatio = figures.si / home.si;
      if (target.reference) {
        const misses = [
          figures.performance < bar.performance && `performance ${figures.performance}`,
          lcpRatio > bar.lcpRatio && `LCP ${format.ratio(lcpRatio)}`,
          figures.tbt > bar.tbt && `TBT ${format.ms(figures.tbt)} ms`,
          figures.cls > bar.cls && `CLS ${figures.cls.toFixed(3)}`,
          siRatio > bar.siRatio && `SI ${format.ratio(siRatio)}`,
          figures.accessibility < 100 && `accessibility ${figures.accessibility}`,
          figures.bestPractices < 100 && `best practices ${figures.bestPractices}`,
          !target.private && figures.seo < 100 && `SEO ${figures.seo}`,
        ].filter(Boolean);
        if (misses.length) failures.push(`${target.label}: ${misses.join(', ')}`);
      }
      rows.push([
        target.label === '/' ? '`/`' : `\`${target.label}\``,
        String(figures.performance),
        format.ms(figures.fcp),
        format.ms(figures.lcp),
        target.reference ? format.ratio(lcpRatio) : '',
        ref && ref !== home ? format.ratio(figures.lcp / ref.lcp) : '',
        format.ms(figures.tbt),
        figures.cls.toFixed(3),
        format.ms(figures.si),
        target.reference ? format.ratio(siRatio) : '',
        String(figures.requests),
        format.kb(figures.jsBytes),
        `${figures.accessibility}/${figures.bestPractices}/${figures.seo}`,
        String(Math.round(figures.benchmarkIndex)),
      ]);
    }
    const header = [
      'page',
      'perf',
      'FCP ms',
      'LCP ms',
      'LCP ÷ ref /',
      'LCP ÷ own ref',
      'TBT ms',
      'CLS',
      'SI ms',
      'SI ÷ ref /',
      'requests',
      'JS transferred',
      'a11y/BP/SEO',
      'CPU index',
    ];
    const table = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
    const summary = [
      `Lighthouse 12.8.2, mobile, simulated throttling; medians of ${runs} runs, ${new Date().toISOString().slice(0, 10)}`,
      '',
      table,
      '',
      failures.length
        ? `Pages below the bar (perf ≥ ${bar.performance}, LCP ≤ ${bar.lcpRatio}× ref, TBT ≤ ${bar.tbt} ms, CLS ≤ ${bar.cls}, SI ≤ ${bar.siRatio}× ref, 100 elsewhere):\n${failures.map((line) => `  - ${line}`).join('\n')}`
        : 'Every page meets the bar.',
      worstRuns(targets, results, medians.get('reference /')!),
      privatePages(targets, medians),
    ]
      .filter(Boolean)
      .join('\n');
    writeFileSync(join(outDir, 'summary.md'), `${summary}\n`);
    writeFileSync(join(outDir, 'medians.json'), `${JSON.stringify(Object.fromEntries(medians), null, 1)}\n`);
    console.log(`\n${summary}\n\nReports: ${outDir}`);
  } finally {
    await reference.close();
    await site.close();
    await backend.close();
  }
}

await main();
// Lighthouse keeps handles (its Sentry client) open; the figures are out, so stop.
process.exit(0);
