import { describe, expect, test, vi } from 'vitest';
import { splitCss } from './usedCss';

// lightningcss printing its unminified output otherwise than today: every rule on one line, so that no line holds a
// lone '}' for the split to cut the late rules at.
vi.mock('lightningcss', async (importOriginal) => {
  const original = await importOriginal<typeof import('lightningcss')>();
  return {
    ...original,
    transform: ((options: Parameters<typeof original.transform>[0]) => {
      const result = original.transform(options);
      if (options.minify) return result;
      return { ...result, code: Buffer.from(result.code.toString().replace(/\n\s*/g, ' ')) };
    }) as typeof original.transform,
  };
});

describe('splitCss when the CSS printer changes', () => {
  test('fails the build, naming what it looked for, rather than send the late rules to wrong places', () => {
    const classes = new Set(['card']);
    expect(() => splitCss('.card{padding:1rem}.drawer{color:red}.toast{margin:0}', classes)).toThrow(
      /usedCss: the late CSS split at lines holding a lone '\}' into 1 rules where 2 were placed/,
    );
  });
});
