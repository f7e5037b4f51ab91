import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRuntimeFn } from './createRuntimeFn';

// The package's own runtime, as @sparkle/ui depends on it (the site builds its recipes with ./createRuntimeFn).
const fromUi = createRequire(new URL('../../../../../packages/ui/package.json', import.meta.url));
const original = (await import(pathToFileURL(fromUi.resolve('@vanilla-extract/recipes/createRuntimeFn')).href)) as {
  createRuntimeFn: typeof createRuntimeFn;
};

// A recipe as vanilla-extract compiles it (e.g. packages/ui Button.css.ts): booleans, numbers, compounds.
const config = {
  defaultClassName: 'base base-extra',
  variantClassNames: {
    tone: { primary: 't-p', secondary: 't-s', ghost: 't-g t-g2' },
    size: { small: 's-s', standard: 's-m', large: 's-l' },
    fullWidth: { true: 'fw-t', false: 'fw-f' },
    level: { 1: 'l-1', 2: 'l-2' },
  },
  defaultVariants: { tone: 'primary', size: 'standard', fullWidth: false, level: 2 },
  compoundVariants: [
    [{ tone: 'ghost', size: 'small' }, 'c-gs'],
    [{ fullWidth: true }, 'c-fw'],
  ] as [Record<string, string | boolean>, string][],
};

const selections = [
  undefined,
  {},
  { tone: 'ghost', size: 'small' },
  { tone: 'secondary', fullWidth: true },
  { level: 1, size: undefined },
  { tone: null, fullWidth: false },
  { tone: 'unknown' },
];

describe('createRuntimeFn (the site build’s own)', () => {
  const ours = createRuntimeFn(config);
  const theirs = original.createRuntimeFn(config);
  for (const [index, selection] of selections.entries()) {
    it(`gives the original's class names (selection #${index})`, () => {
      // biome-ignore lint/suspicious/noExplicitAny: selections outside the recipe's types on purpose
      expect(ours(selection as any)).toBe(theirs(selection as any));
    });
  }
  it('lists the same variants and class names', () => {
    expect(ours.variants()).toEqual(theirs.variants());
    expect(ours.classNames.base).toBe(theirs.classNames.base);
    expect(ours.classNames.variants).toEqual(theirs.classNames.variants);
  });
  it('throws on a variant it does not know, as the original does', () => {
    // biome-ignore lint/suspicious/noExplicitAny: an unknown variant on purpose
    expect(() => theirs({ shape: 'round' } as any)).toThrow();
    // biome-ignore lint/suspicious/noExplicitAny: an unknown variant on purpose
    expect(() => ours({ shape: 'round' } as any)).toThrow();
  });
});
