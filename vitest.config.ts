import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the test scripts
import { chromiumArgs, findTestChromium } from './scripts/chromium.mjs';
// @ts-expect-error plain ESM helper shared with the test scripts
import { vitestReporters } from './scripts/test-report.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story in .storybook/main.ts runs as a browser test in Chromium: render (smoke), play, axe, and
// for stories tagged `screenshot`, a comparison with the baseline committed beside the stories.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    reporters: vitestReporters('stories'),
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // The story files share one page instead of a fresh one each: 4 min 25 s instead of 7 min (measured
          // 2026-11-27, quiet). So a story must not lean on a fresh page: it waits for what its component does in a
          // later frame (a moved focus, a closed popover) and leaves nothing behind (docs/testing.md).
          isolate: false,
          // In `npm test` (TEST_RETRIES=1) a story that fails runs once more; the console marks one that passed only
          // on the retry.
          retry: Number(process.env.TEST_RETRIES ?? 0),
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
              // The window is larger than any test viewport so the test iframe is never scaled down (Vitest fits
              // the iframe into the window): screenshots stay 1:1 and tall stories are captured whole, up to a
              // whole site page at phone width (the home page is about 7,700 px tall at 390 px).
              contextOptions: {
                viewport: { width: 1920, height: 10000 },
                reducedMotion: 'reduce',
                deviceScaleFactor: 1,
                locale: 'en-US',
                timezoneId: 'Asia/Dubai',
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
              },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
