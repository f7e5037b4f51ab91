import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the test scripts
import { vitestReporters } from '../../scripts/test-report.mjs';

export default defineConfig({
  test: {
    name: 'machines',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/testing/phoneMetadata.setup.ts'],
    reporters: vitestReporters('machines'),
  },
});
