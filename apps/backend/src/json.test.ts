import { describe, expect, it } from 'vitest';
import { jsonTextProblem } from './json.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonTextProblem', () => {
  it('lets ordinary JSON through, escaped backslashes and pairs of surrogates included', () => {
    for (const ok of [
      '{"a":[1,{"b":"c"}]}',
      JSON.stringify({ text: 'a \\u0000 b', emoji: '😀', escaped: '\ud83d\ude00' }),
      '"\\ud83d\\ude00"',
      '"[[[[ in a string {{{{"',
      nested(100),
    ]) {
      expect(jsonTextProblem(ok), ok).toBeUndefined();
    }
  });

  it('refuses NUL, escaped or raw, in strings and keys', () => {
    expect(jsonTextProblem('{"a":"x\\u0000"}')).toMatch(/NUL/);
    expect(jsonTextProblem('{"\\u0000":1}')).toMatch(/NUL/);
    expect(jsonTextProblem('"a\u0000b"')).toMatch(/NUL/);
  });

  it('refuses unpaired surrogates, escaped or raw', () => {
    for (const bad of [
      '"\\udc00"',
      '"\\ud800"',
      '"\\ud800x"',
      '"\\ud800\\u0041"',
      '"\\ud800\\ud800"',
      '"\udc00"',
      '"a\ud800"',
    ]) {
      expect(jsonTextProblem(bad), bad).toMatch(/surrogate/);
    }
  });

  it('refuses nesting deeper than the limit without recursing', () => {
    expect(jsonTextProblem(nested(101))).toBe('JSON is nested more than 100 levels deep');
    expect(jsonTextProblem(nested(1_000_000))).toMatch(/nested/);
    expect(jsonTextProblem('{"a":{"b":1}}', 1)).toMatch(/nested more than 1 levels/);
  });
});
