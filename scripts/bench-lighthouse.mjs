// `npm run bench:lighthouse`: installs what it needs (dependencies, a Chromium) like `npm test`, then runs the
// Lighthouse benchmark of apps/site (scripts/lighthouse.ts); arguments are passed on (`-- --runs 5`).
import { ensureChromium, installDependencies, pnpm } from './setup.mjs';

installDependencies();
const chromium = ensureChromium();
pnpm(['--filter', '@sparkle/site', 'run', 'bench:lighthouse', ...process.argv.slice(2)], {
  env: { CHROMIUM_PATH: chromium },
});
