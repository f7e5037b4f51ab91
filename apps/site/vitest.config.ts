import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the test scripts
import { vitestReporters } from '../../scripts/test-report.mjs';
import { linguiMacros } from './vite-plugins/linguiMacros.ts';

// Unit tests of the site's own logic (src/**/*.test.ts), of its build scripts (scripts/**/*.test.ts) and of its Vite plugins (vite-plugins/**/*.test.ts); the pages themselves are tested end to end (e2e/).
export default defineConfig({
  // lingui(): the Arabic catalogue's .po files, compiled as in the build (src/i18n tests load it).
  plugins: [linguiMacros(), lingui()],
  test: {
    name: 'site',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
    reporters: vitestReporters('site'),
    // A test that activates Arabic first compiles its catalogues (the .po files, through the Lingui plugin): seconds of
    // CPU, 5.2 s once at load 20 against Vitest's default limit of 5 s. The limit is for a test that hangs.
    testTimeout: 20_000,
  },
});
