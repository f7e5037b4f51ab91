import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the test scripts
import { vitestReporters } from '../../scripts/test-report.mjs';

// Unit tests of the design system's plain logic (src/**/*.test.ts); components are tested through their stories.
export default defineConfig({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: vitestReporters('ui'),
  },
});
