/**
 * The CSS of a prerendered page, in two parts (scripts/lib/pageDocument.ts): what its HTML inlines, the rules of
 * its style sheets that can apply to the HTML it is served with; and the rest, which the page puts back into
 * that same style sheet, each rule at its place, after its first paint and before any script runs
 * (src/loading/boot/loadScripts.ts).
 *
 * Why: on a phone, HTML that fits the first round trip of a new connection (about 14 KB compressed: TCP's
 * initial congestion window) paints a round trip sooner, and the page's style sheets whole are a third of the
 * home page's HTML. Why at its place: the cascade stays exactly as built (a rule put back after all the others
 * could win over one it preceded, on an element rendered later). Why rule by rule: the browser restyles only
 * the elements a changed rule can match, and these match none yet; the same sheets appended whole would
 * restyle every element of the page (measured: 12-33 ms on this machine's Chromium, against about 1 ms).
 *
 * Which rules can apply: the design system's classes are vanilla-extract's hashed names, and only JavaScript
 * adds a class the server did not render. So a selector one of whose classes no element of the served HTML
 * carries cannot match before the page's scripts run. The test errs on the side of keeping: only the classes of
 * a selector's own compounds count (not those inside `:not()`, `:is()` or `:has()`), and pseudo-classes,
 * attributes and element names are ignored, so a rule for a hover, a focus or an open state of an element that
 * is there stays. Font faces, keyframes, rules without a class and `@media` and `@supports` rules (see `place`)
 * stay.
 */
import { type Rule, transform } from 'lightningcss';

/** Every class named in a `class` attribute of `html` (elements, SVG, `<template>` and `<noscript>` alike). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Vite 8's default build target ('baseline-widely-available'), so that the CSS is printed for the same browsers. */
const targets = {
  chrome: 111 << 16,
  edge: 111 << 16,
  firefox: 114 << 16,
  safari: (16 << 16) | (4 << 8),
  ios_saf: (16 << 16) | (4 << 8),
};

export interface SplitCss {
  /** The rules the served HTML can use, for its `<style>`. */
  inline: string;
  /**
   * The others, when there are any: the text of each rule put back, in order, and the index each goes to. The
   * page's script inserts them one by one (`insertRule`), so a phone parses each rule once and never a whole sheet
   * in one task.
   */
  late?: { rules: string[]; at: number[] };
}

const keyOf = (rule: { value: { loc: { source_index: number; line: number; column: number } } }) =>
  `${rule.value.loc.source_index}:${rule.value.loc.line}:${rule.value.loc.column}`;

/**
 * The top-level rules of the page's whole sheet, in order, inline or late; and for each style rule (by where it
 * starts in the source) which of its selectors stay inline. Only top-level style rules are ever late: a rule put
 * back into an `@media` or `@supports` rule, or such a rule put back whole, makes the browser restyle and lay out
 * the whole page (measured: 30-50 ms on the Arabic booking page, against about 1 ms for the style rules).
 */
function place(rules: readonly Rule[], classes: ReadonlySet<string> | 'all') {
  const late: boolean[] = [];
  const inlineSelectors = new Map<string, Set<number>>();
  for (const rule of rules) {
    if (rule.type !== 'style') {
      late.push(false);
      continue;
    }
    const inline = new Set<number>();
    rule.value.selectors.forEach((selector, index) => {
      if (selector.every((component) => component.type !== 'class' || classes === 'all' || classes.has(component.name)))
        inline.add(index);
    });
    inlineSelectors.set(keyOf(rule), inline);
    // A rule whose selectors are split becomes two rules in a row: the same cascade.
    if (inline.size > 0) late.push(false);
    if (inline.size < rule.value.selectors.length) late.push(true);
  }
  return { late, inlineSelectors };
}

/** The inline part (`late` false) or the late one of `css`, as placed. */
function part(css: Buffer, inlineSelectors: Map<string, Set<number>>, late: boolean): string {
  return transform({
    filename: 'page.css',
    code: css,
    // The late part is not minified, which could merge rules: the browser must read one rule per place.
    minify: !late,
    targets,
    visitor: {
      Rule(rule) {
        // Anything but a top-level style rule (grouping rules whole, font faces, keyframes): inline.
        const inline = rule.type === 'style' ? inlineSelectors.get(keyOf(rule)) : undefined;
        if (rule.type !== 'style' || !inline) return late ? [] : undefined;
        const selectors = rule.value.selectors.filter((_, index) => inline.has(index) !== late);
        if (selectors.length === rule.value.selectors.length) return undefined;
        return selectors.length === 0 ? [] : { ...rule, value: { ...rule.value, selectors } };
      },
    },
  }).code.toString();
}

/** The top-level rules of `css`, parsed. */
function topLevelRules(css: Buffer): Rule[] {
  let rules: Rule[] = [];
  transform({
    filename: 'page.css',
    code: css,
    visitor: {
      StyleSheet(sheet) {
        rules = sheet.rules;
      },
    },
  });
  return rules;
}

/**
 * Why the printed parts do not match the places (undefined when they do): lightningcss's printing is what the
 * split relies on, one top-level rule per rule inline, and the late part a `}` alone on a line after each rule.
 */
export function splitProblem(inline: string, late: string[], inlineCount: number, lateCount: number) {
  const count = (part: string) => topLevelRules(Buffer.from(part)).length;
  if (count(inline) !== inlineCount)
    return `the inline CSS printed as ${count(inline)} top-level rules where ${inlineCount} were placed`;
  if (late.length !== lateCount)
    return `the late CSS split at lines holding a lone '}' into ${late.length} rules where ${lateCount} were placed`;
  const merged = late.find((rule) => count(rule) !== 1);
  if (merged !== undefined) return `a late rule did not print as one rule: ${merged.slice(0, 80)}`;
  return undefined;
}

/**
 * `css` split for a page whose HTML carries `classes` (see above); `'all'` for a page that draws more than its HTML
 * before its scripts run (the cleaner's day, src/loading/boot/drawKeptDay.ts): every rule inline.
 */
export function splitCss(css: string, classes: ReadonlySet<string> | 'all'): SplitCss {
  const code = Buffer.from(css);
  const { late: placed, inlineSelectors } = place(topLevelRules(code), classes);
  const at = placed.flatMap((late, index) => (late ? [index] : []));
  const inline = part(code, inlineSelectors, false);
  if (at.length === 0) return { inline };
  const late = part(code, inlineSelectors, true);
  // The late part is printed unminified, each top-level style rule ending with a `}` alone on its line (the
  // blocks nested in a rule are indented; a string cannot hold a line break).
  const rules = late
    .split(/^\}$/m)
    .map((rule) => rule.trim())
    .filter(Boolean)
    .map((rule) => `${rule}}`);
  // The places count rules: check that printing kept one rule per rule (minifying may merge rules that became
  // neighbours) and that the late text split into one rule per place. Otherwise the late rules would go to the
  // wrong places (or the page would have to inline all of its CSS, over its first round trip): fail the build.
  const problem = splitProblem(inline, rules, placed.length - at.length, at.length);
  if (problem) throw new Error(`usedCss: ${problem}; re-check scripts/lib/usedCss.ts against lightningcss's output`);
  return { inline, late: { rules, at } };
}
