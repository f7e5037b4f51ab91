// `npm test`: every check the project has, from a fresh clone. Exits non-zero on any failure.
import { ensureChromium, installDependencies, log, pnpm } from './setup.mjs';

installDependencies();
const chromium = ensureChromium();
const env = { CHROMIUM_PATH: chromium };

log('Typecheck and lint');
pnpm(['exec', 'turbo', 'run', 'typecheck', 'lint', '--output-logs=errors-only'], { env });

// Browser and server tests one at a time: the machines have two cores and these suites are heavy.
log('Unit, contract, story and end-to-end tests');
pnpm(['exec', 'turbo', 'run', 'test', 'test:stories', 'test:e2e', '--concurrency=1', '--output-logs=full'], { env });

log('All tests passed');
