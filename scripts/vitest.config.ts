import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the test scripts
import { vitestReporters } from './test-report.mjs';

// Unit tests of the repository's own scripts (scripts/*.test.ts), in Node: `npm run test:scripts`.
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    reporters: vitestReporters('scripts'),
  },
});
