import { expectNoAxeViolations } from './support/axe';
import { expect, gotoHydrated, test } from './support/fixtures';
import { allRoutes, unknownPath } from './support/routes';

/** A phone and a desktop: the layouts the design system targets. */
const widths = [390, 1280] as const;

// One test per page: a phone first, then the same page at desktop width (the layout changes with the width, so
// axe runs again; loading and hydrating the page once for both saves a few seconds a page on two busy cores).
// A whole-page axe run takes seconds there, so each test gets a minute.
test.describe('accessibility (axe, all rules)', () => {
  for (const path of [...allRoutes.map((route) => route.path), unknownPath]) {
    test(`${path} has no axe violations at ${widths.join(' and ')}px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: widths[0], height: 900 });
      await gotoHydrated(page, path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        // Settled: a page that sends the visitor elsewhere (/admin without a session → /auth) has arrived.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoAxeViolations(page, `axe at ${width}px`);
      }
    });
  }
});
