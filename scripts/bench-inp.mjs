// `npm run bench:inp`: installs what it needs (dependencies, a Chromium) like `npm test`, then runs the
// interaction benchmark of apps/site (scripts/inp.ts); arguments are passed on (`-- --runs 7`).
import { ensureChromium, installDependencies, pnpm } from './setup.mjs';

installDependencies();
const chromium = ensureChromium();
pnpm(['--filter', '@sparkle/site', 'run', 'bench:inp', ...process.argv.slice(2)], {
  env: { CHROMIUM_PATH: chromium },
});
