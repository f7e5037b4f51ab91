import { expectNoAxeViolations } from './support/axe';
import { expect, gotoHydrated, test } from './support/fixtures';
import { allRoutes, unknownPath } from './support/routes';

/** A phone and a desktop: the layouts the design system targets. */
const widths = [390, 1280] as const;

// One test per page and width: a whole-page axe run takes seconds on two busy cores, and a test that looped
// over both widths came close to its time limit in a full run.
test.describe('accessibility (axe, all rules)', () => {
  for (const path of [...allRoutes.map((route) => route.path), unknownPath]) {
    for (const width of widths) {
      test(`${path} has no axe violations at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        // Settled: a page that sends the visitor elsewhere (/admin without a session → /auth) has arrived.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoAxeViolations(page, `axe at ${width}px`);
      });
    }
  }
});
