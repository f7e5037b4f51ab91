// `npm test`: every check the project has, from a fresh clone. Exits non-zero on any failure.
import { ensureChromium, installDependencies, log, pnpm } from './setup.mjs';
import { clearTestResults, printSlowest } from './test-report.mjs';

installDependencies();
const chromium = ensureChromium();
const env = { CHROMIUM_PATH: chromium };
clearTestResults();

log('Typecheck and lint');
pnpm(['exec', 'turbo', 'run', 'typecheck', 'lint', '--output-logs=errors-only'], { env });

// Browser and server tests one at a time: the machines have two cores and these suites are heavy. --continue:
// one failing suite does not keep the others from running (and from reporting what else is broken).
log('Unit, contract, story and end-to-end tests');
const status = pnpm(
  ['exec', 'turbo', 'run', 'test', 'test:stories', 'test:e2e', '--concurrency=1', '--continue', '--output-logs=full'],
  { env, allowFailure: true },
);

// Which tests take longest, so that one creeping towards its time limit is seen before it fails.
printSlowest(10);
if (status !== 0) {
  log('Some tests failed (see above)');
  process.exit(status);
}
log('All tests passed');
