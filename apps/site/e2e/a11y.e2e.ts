import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, test } from './support/fixtures';
import { allRoutes, unknownPath } from './support/routes';

/** A phone and a desktop: the layouts the design system targets. */
const widths = [390, 1280] as const;

test.describe('accessibility (axe, all rules)', () => {
  for (const path of [...allRoutes.map((route) => route.path), unknownPath]) {
    test(`${path} has no axe violations at ${widths.join(' and ')}px`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
              .map((node) => `    ${node.target.join(' ')}`)
              .join('\n')}`,
        );
        expect(summary, `axe at ${width}px`).toEqual([]);
      }
    });
  }
});
