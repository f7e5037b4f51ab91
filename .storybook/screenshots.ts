import type { Preview } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** Widths at which layout and section components are captured (tag `responsive`). */
export const screenshotViewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

type ViewportName = keyof typeof screenshotViewports;

/**
 * Visual regression for stories tagged `screenshot`, only when stories run under Vitest (this module is
 * loaded by vitest.setup.ts, never by the Storybook UI). Stories tagged `responsive` are captured at a
 * phone and a desktop width, the others at desktop width. Baselines live in `__screenshots__` beside the
 * stories; `npm run test:stories:update` rewrites them.
 */
export const screenshotAnnotations: Preview = {
  afterEach: async ({ tags, canvasElement, id }) => {
    if (!tags.includes('screenshot')) return;
    const names: ViewportName[] = tags.includes('responsive') ? ['phone', 'desktop'] : ['desktop'];
    await document.fonts.ready;
    for (const name of names) {
      const { width, height } = screenshotViewports[name];
      await page.viewport(width, height);
      // Tall stories: grow the viewport so the whole canvas is captured, not only its first screen.
      const fullHeight = Math.ceil(canvasElement.getBoundingClientRect().height) + 32;
      if (fullHeight > height) await page.viewport(width, fullHeight);
      await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(`${id}-${name}`);
    }
    await page.viewport(screenshotViewports.desktop.width, screenshotViewports.desktop.height);
  },
};
