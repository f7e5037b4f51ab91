// Publishes the Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; otherwise says it skipped.
import { log, pnpm } from './setup.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set (local visual regression runs in npm test).');
  process.exit(0);
}
pnpm(['exec', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook']);
