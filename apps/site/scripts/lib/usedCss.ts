/**
 * The CSS of a prerendered page, in two parts (scripts/lib/pageDocument.ts): what its HTML inlines, the rules of
 * its style sheets that can apply to the HTML it is served with; and the rest, which the page puts back into
 * that same style sheet, each rule at its place, after its first paint and before any script runs
 * (src/boot/loadScripts.js).
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
 * is there stays. Font faces, keyframes and rules without a class stay.
 */
import { type Rule, type StyleSheet, transform } from 'lightningcss';

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

/**
 * Where late rules go, one entry per top-level rule of the late CSS: a rule to insert at that index of the
 * inline sheet, or `[index, entries]`, a grouping rule (`@media`, `@supports`) the inline sheet has at that index,
 * with late rules of its own to insert into it.
 */
export type LatePlace = number | [number, LatePlace[]];

export interface SplitCss {
  /** The rules the served HTML can use, for its `<style>`. */
  inline: string;
  /** The others, when there are any: the CSS of the rules put back, in order, and where each goes. */
  late?: { css: string; at: LatePlace[] };
}

type Grouping = Extract<Rule, { type: 'media' | 'supports' }>;
const isGrouping = (rule: Rule): rule is Grouping => rule.type === 'media' || rule.type === 'supports';

/** A rule of the page's whole sheet, in order: inline, or put back later (`late`). */
interface Placed {
  late: boolean;
  children?: Placed[];
}

/** What happens to each rule of the sheet, by where it starts in the source. */
type Decisions = Map<string, { kind: 'style'; inline: Set<number> } | { kind: 'group'; late: boolean }>;

const keyOf = (rule: { value: { loc: { source_index: number; line: number; column: number } } }) =>
  `${rule.value.loc.source_index}:${rule.value.loc.line}:${rule.value.loc.column}`;

function place(rules: readonly Rule[], classes: ReadonlySet<string>, decisions: Decisions): Placed[] {
  const placed: Placed[] = [];
  for (const rule of rules) {
    if (rule.type === 'style') {
      const inline = new Set<number>();
      rule.value.selectors.forEach((selector, index) => {
        if (selector.every((component) => component.type !== 'class' || classes.has(component.name))) inline.add(index);
      });
      decisions.set(keyOf(rule), { kind: 'style', inline });
      // A rule whose selectors are split becomes two rules in a row: the same cascade.
      if (inline.size > 0) placed.push({ late: false });
      if (inline.size < rule.value.selectors.length) placed.push({ late: true });
    } else if (isGrouping(rule)) {
      const children = place(rule.value.rules, classes, decisions);
      const late = children.every((child) => child.late);
      decisions.set(keyOf(rule), { kind: 'group', late });
      placed.push(late ? { late } : { late, children });
    } else {
      placed.push({ late: false });
    }
  }
  return placed;
}

function latePlaces(placed: readonly Placed[]): LatePlace[] {
  return placed.flatMap((item, index): LatePlace[] => {
    if (item.late) return [index];
    if (item.children?.some(hasLate)) return [[index, latePlaces(item.children)]];
    return [];
  });
}
const hasLate = (item: Placed): boolean => item.late || (item.children?.some(hasLate) ?? false);

/** The inline part (`late` false) or the late one of `css`, as decided. */
function part(css: Buffer, decisions: Decisions, late: boolean): string {
  return transform({
    filename: 'page.css',
    code: css,
    // The late part is not minified, which could merge rules: the browser must read one rule per place.
    minify: !late,
    targets,
    visitor: {
      Rule(rule) {
        if (rule.type === 'style') {
          const decision = decisions.get(keyOf(rule));
          if (decision?.kind !== 'style') return undefined;
          const selectors = rule.value.selectors.filter((_, index) => decision.inline.has(index) !== late);
          if (selectors.length === rule.value.selectors.length) return undefined;
          return selectors.length === 0 ? [] : { ...rule, value: { ...rule.value, selectors } };
        }
        if (isGrouping(rule)) {
          const decision = decisions.get(keyOf(rule));
          // A grouping rule all of whose rules are late goes whole; otherwise its rules are sorted one by one.
          return decision?.kind === 'group' && decision.late && !late ? [] : undefined;
        }
        // Font faces, keyframes and the like: inline.
        return late ? [] : undefined;
      },
    },
  })
    .code.toString()
    .replace(/@(media|supports)[^{}]*\{\s*\}/g, '');
}

/** How many rules each level of `css` holds. */
function shape(css: string): unknown[] {
  let rules: Rule[] = [];
  transform({
    filename: 'page.css',
    code: Buffer.from(css),
    visitor: {
      StyleSheet(sheet) {
        rules = sheet.rules;
      },
    },
  });
  const of = (list: readonly Rule[]): unknown[] => list.map((rule) => (isGrouping(rule) ? of(rule.value.rules) : 0));
  return of(rules);
}

/** The shape the inline part must have, from the placed rules. */
function inlineShape(placed: readonly Placed[]): unknown[] {
  return placed.filter((item) => !item.late).map((item) => (item.children ? inlineShape(item.children) : 0));
}

/** `css` split for a page whose HTML carries `classes` (see above). */
export function splitCss(css: string, classes: ReadonlySet<string>): SplitCss {
  const code = Buffer.from(css);
  let rules: Rule[] = [];
  transform({
    filename: 'page.css',
    code,
    visitor: {
      StyleSheet(sheet) {
        rules = sheet.rules;
      },
    },
  });
  const decisions: Decisions = new Map();
  const placed = place(rules, classes, decisions);
  const at = latePlaces(placed);
  const inline = part(code, decisions, false);
  if (at.length === 0) return { inline };
  const late = part(code, decisions, true);
  // The places count rules: check that printing kept one rule per rule (minifying may merge rules that became
  // neighbours). Otherwise the page inlines all of its CSS.
  if (JSON.stringify(shape(inline)) !== JSON.stringify(inlineShape(placed)) || !sameShape(shape(late), at)) {
    return { inline: part(code, new Map(), false) };
  }
  return { inline, late: { css: late, at } };
}

/** Whether the late CSS's rules line up with their places: one top-level rule per place, groups with theirs. */
function sameShape(shapeOfLate: readonly unknown[], at: readonly LatePlace[]): boolean {
  return (
    shapeOfLate.length === at.length &&
    at.every((place, index) => {
      const item = shapeOfLate[index];
      // A whole rule may itself be a grouping rule (an @media all of whose rules are late).
      if (typeof place === 'number') return true;
      return Array.isArray(item) && sameShape(item, place[1]);
    })
  );
}
