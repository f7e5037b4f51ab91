import { describe, expect, test } from 'vitest';
import { moveStyleSheets, type StyleSheetChunk } from './chunkStyleSheets.ts';

/** Vite's output for an entry that imports a lazily loaded page with a style sheet, and that page. */
function viteOutput(): StyleSheetChunk[] {
  return [
    {
      fileName: 'assets/main-a.js',
      isEntry: true,
      imports: [],
      code:
        'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/Page-b.js","assets/Xy.css","assets/Shared-c.js"])))=>i.map(i=>d[i]);' +
        'import("./Page-b.js").then(()=>__vitePreload(()=>import("./Page-b.js"),__vite__mapDeps([0,1,2])));',
      viteMetadata: { importedCss: new Set(['assets/Main.css']) },
    },
    {
      fileName: 'assets/Page-b.js',
      isEntry: false,
      imports: [],
      code: 'export default 1;',
      viteMetadata: { importedCss: new Set(['assets/Xy.css']) },
    },
  ];
}

const lookUp = (chunks: StyleSheetChunk[]) => (fileName: string) => chunks.find((chunk) => chunk.fileName === fileName);

describe('chunkStyleSheets', () => {
  test("takes the CSS out of Vite's lists and has the lazy chunk attach its own", () => {
    const chunks = viteOutput();
    moveStyleSheets(chunks, lookUp(chunks));
    const [entry, page] = chunks;
    expect(entry?.code).toContain('m.f=["assets/Page-b.js","assets/Shared-c.js"]');
    expect(entry?.code).toContain('__vite__mapDeps([0,1])');
    expect(entry?.code).not.toContain('Main.css');
    expect(page?.code).toBe('await window.__sparkleStyleSheets(["assets/Xy.css"]);export default 1;');
  });

  test("fails when Vite's lists are not there to rewrite, naming what it looked for", () => {
    const chunks = viteOutput();
    // Say Vite named the dependencies some other way: the lazy chunk still has CSS, but no list holds it.
    chunks[0]!.code = 'import("./Page-b.js").then(()=>__vitePreload(()=>import("./Page-b.js"),__deps__([0,1,2])));';
    expect(() => moveStyleSheets(chunks, lookUp(chunks))).toThrow(/__vite__mapDeps/);
  });

  test('fails when a chunk calls __vite__mapDeps without the list it rewrites', () => {
    const chunks = viteOutput();
    chunks[0]!.code = chunks[0]!.code.replace('m.f=[', 'm.files=[');
    expect(() => moveStyleSheets(chunks, lookUp(chunks))).toThrow(/main-a\.js calls __vite__mapDeps/);
  });
});
