import { describe, expect, test } from 'vitest';
import { filesNamedByHtml } from './initialLoad';

describe('filesNamedByHtml', () => {
  test("reads the modules the page's loader names", () => {
    const html =
      '<html><head><style id="page-css" data-sheets="/assets/a.css /assets/b.css">a{}</style>' +
      '<link rel="stylesheet" href="/assets/c.css"></head><body>' +
      '<script>((e,t,n)=>{})(window,document,{"style":"page-css","preload":["/assets/r.js"],"sequence":["/assets/main-a.js"]});</script></body></html>';
    expect(filesNamedByHtml(html)).toEqual({
      js: ['assets/main-a.js', 'assets/r.js'],
      css: ['assets/a.css', 'assets/b.css', 'assets/c.css'],
    });
  });

  test('fails on a page without the loader call it reads, rather than find no modules and pass the lazy checks', () => {
    expect(() => filesNamedByHtml('<html><body><script>load({"sequence":[]})</script></body></html>')).toThrow(
      /no script loader call/,
    );
  });
});
