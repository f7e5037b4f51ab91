import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForLaidOut } from './fixtures';

/**
 * Runs axe (all rules) on the page, or only inside `include` (a CSS selector) when the rest of the page was
 * already checked in the same state, and fails with one readable line per violation.
 */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  // Only the violations are reported, so only they get axe's unique selectors (the slow part of its report on
  // a long page); every rule still runs on every element.
  // Legacy mode: axe runs in the page (and its frames, through axe's own messaging) and reports from there. The
  // default mode opens a blank page for every run to assemble cross-origin frames' results, which took 2-3 of the
  // 3-6 seconds of each run on two cores (measured on /, /about and /contact, same violations). The only frames
  // on our pages are the map embeds, another origin's content that is not ours to check.
  // Until the sections below the first are laid out, axe would read their text's contrast against whatever is
  // painted where it would be.
  await waitForLaidOut(page);
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n')}`,
  );
  expect(summary, label).toEqual([]);
}
