import { defineConfig } from 'vitest/config';
import { linguiMacros } from './vite-plugins/linguiMacros.ts';
// @ts-expect-error plain ESM helper shared with the test scripts
import { vitestReporters } from '../../scripts/test-report.mjs';

// Unit tests of the site's own logic (src/**/*.test.ts); the pages themselves are tested end to end (e2e/).
export default defineConfig({
  plugins: [linguiMacros()],
  test: { name: 'site', environment: 'node', include: ['src/**/*.test.ts'], reporters: vitestReporters('site') },
});
