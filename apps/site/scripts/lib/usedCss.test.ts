import { transform } from 'lightningcss';
import { describe, expect, test } from 'vitest';
import { classesOf, splitCss } from './usedCss';

/** A style sheet as the browser's CSSOM sees it: top-level rules, grouping rules with theirs. */
interface Node {
  text: string;
  rules?: Node[];
}

/** `css` as a tree of rules: each rule's parsed form without its place in the source (the cascade depends on order). */
function tree(css: string): Node[] {
  const withoutLoc = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (key, inner: unknown) => (key === 'loc' ? undefined : inner)));
  const nodes: Node[] = [];
  transform({
    filename: 'test.css',
    code: Buffer.from(css),
    visitor: {
      StyleSheet(sheet) {
        const of = (rules: typeof sheet.rules): Node[] =>
          rules.map((rule) =>
            rule.type === 'media' || rule.type === 'supports'
              ? { text: JSON.stringify(withoutLoc({ ...rule.value, rules: [] })), rules: of(rule.value.rules) }
              : { text: JSON.stringify(withoutLoc(rule)) },
          );
        nodes.push(...of(sheet.rules));
      },
    },
  });
  return nodes;
}

/** What src/loading/boot/loadScripts.ts does with the late rules, on the same tree. */
function putBack(target: Node[], rules: Node[], places: number[]) {
  places.forEach((place, index) => {
    target.splice(place, 0, rules[index]!);
  });
}

describe('splitCss: the rules a page inlines, and the rest put back at their places', () => {
  const classes = classesOf(
    '<main class="card  title"><svg class="icon"></svg><template><p class="later"></p></template></main>',
  );
  const css =
    ':root{--gap:1rem}.card{padding:1rem}.card:hover,.drawer{color:red}.drawer .title{margin:0}' +
    '.card:not(.open){display:block}@media (min-width:768px){.drawer{display:none}.card{padding:2rem}}' +
    '@media (forced-colors:active){.toast{border:1px solid}}.title{color:blue}' +
    '@font-face{font-family:Inter;src:url(/a.woff2)}@keyframes spin{to{rotate:1turn}}';

  test('reads every class of the served HTML, in templates too', () => {
    expect([...classes].sort()).toEqual(['card', 'icon', 'later', 'title']);
  });

  test('inlines what can apply to the served HTML, leaves out selectors naming a class it does not carry', () => {
    // @media rules stay whole: putting a rule back into one (or one back whole) restyles the whole page.
    expect(splitCss(css, classes).inline).toBe(
      ':root{--gap:1rem}.card{padding:1rem}.card:hover{color:red}.card:not(.open){display:block}' +
        '@media (width>=768px){.drawer{display:none}.card{padding:2rem}}@media (forced-colors:active){.toast{border:1px solid}}' +
        '.title{color:#00f}@font-face{font-family:Inter;src:url(/a.woff2)}@keyframes spin{to{rotate:1turn}}',
    );
  });

  test('the rules put back at their places give the whole sheet in its order', () => {
    const { inline, late } = splitCss(css, classes);
    expect(late).toBeDefined();
    const sheet = tree(inline);
    // One rule per text, inserted one by one as the page's script does.
    const rules = late!.rules.map((rule) => {
      const nodes = tree(rule);
      expect(nodes).toHaveLength(1);
      return nodes[0]!;
    });
    putBack(sheet, rules, late!.at);
    // The split rule `.card:hover,.drawer` comes back as two rules in a row, which cascade the same.
    const whole = tree(css.replace('.card:hover,.drawer{color:red}', '.card:hover{color:red}.drawer{color:red}'));
    expect(sheet).toEqual(whole);
  });

  test('leaves nothing out of a sheet whose classes are all there', () => {
    expect(splitCss('.card{padding:1rem}.title:focus-visible{outline:2px solid}', classes)).toEqual({
      inline: '.card{padding:1rem}.title:focus-visible{outline:2px solid}',
    });
  });
});
