// The ten slowest tests of an `npm test` run, across every suite: each runner writes a JSON report into
// .test-results/ (Vitest's json reporter, Playwright's json reporter) and `npm test` prints the summary at the
// end, passed or failed, so that a test creeping towards its time limit is seen before it fails.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const testResultsDir = join(root, '.test-results');

/** Vitest reporters for a suite: the usual console output, plus `.test-results/<name>.json`. */
export function vitestReporters(name) {
  return ['default', ['json', { outputFile: join(testResultsDir, `${name}.json`) }]];
}

/** Where a Playwright run writes its JSON report. */
export function playwrightReportFile(name) {
  return join(testResultsDir, `${name}.json`);
}

export function clearTestResults() {
  rmSync(testResultsDir, { recursive: true, force: true });
  mkdirSync(testResultsDir, { recursive: true });
}

function vitestTests(report, suite) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      suite,
      name: `${relative(root, file.name)} › ${[...(test.ancestorTitles ?? []), test.title].join(' › ')}`,
      ms: test.duration ?? 0,
      status: test.status,
    })),
  );
}

function playwrightTests(report, suite) {
  const tests = [];
  const walk = (node, titles) => {
    for (const child of node.suites ?? []) walk(child, child.title ? [...titles, child.title] : titles);
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        tests.push({
          suite: `${suite} [${test.projectName}]`,
          name: `${spec.file}:${spec.line} › ${[...titles.slice(1), spec.title].join(' › ')}`,
          ms: results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
          status: results.at(-1)?.status ?? 'skipped',
          // Failed, then passed on the retry (playwright.config.ts `retries`).
          flaky: test.status === 'flaky',
        });
      }
    }
  };
  for (const suiteNode of report.suites ?? []) walk(suiteNode, [suiteNode.title]);
  return tests;
}

/** Every test of this run's reports, with its duration in milliseconds. */
export function collectTests() {
  if (!existsSync(testResultsDir)) return [];
  return readdirSync(testResultsDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const suite = file.replace(/\.json$/, '');
      let report;
      try {
        report = JSON.parse(readFileSync(join(testResultsDir, file), 'utf8'));
      } catch {
        return [];
      }
      return report.config?.projects || report.suites ? playwrightTests(report, suite) : vitestTests(report, suite);
    });
}

export function printSlowest(count = 10) {
  const tests = collectTests();
  if (tests.length === 0) return;
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
  const skipped = tests.filter((test) => test.status === 'skipped' || test.status === 'pending').length;
  const lines = slowest.map(
    (test) => `  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.suite.padEnd(24)} ${test.name}`,
  );
  process.stdout.write(`\nThe ${slowest.length} slowest of ${tests.length} tests (${skipped} skipped or not run):\n`);
  process.stdout.write(`${lines.join('\n')}\n`);
  const flaky = tests.filter((test) => test.flaky);
  if (flaky.length > 0) {
    process.stdout.write(`\n${flaky.length} flaky test(s): failed once, passed on the retry (fix them):\n`);
    process.stdout.write(`${flaky.map((test) => `  ${test.suite.padEnd(24)} ${test.name}`).join('\n')}\n`);
  }
}
