import { describe, expect, test } from 'vitest';
import { slimRuntimeProblems } from './slimRuntimes.ts';

const ours = [
  '/repo/apps/site/src/loading/slim/createLucideIcon.ts',
  '/repo/apps/site/src/loading/slim/createRuntimeFn.ts',
  '/repo/node_modules/.pnpm/lucide-react@1.0.0/node_modules/lucide-react/dist/esm/icons/award.mjs',
];

describe('slimRuntimes', () => {
  test('a build with our three runtimes has no problem', () => {
    expect(slimRuntimeProblems({ moduleIds: ours, dynamicImports: true, helperReplaced: true })).toEqual([]);
  });

  test("fails when Vite's preload helper was never loaded under the id we replace", () => {
    const problems = slimRuntimeProblems({ moduleIds: ours, dynamicImports: true, helperReplaced: false });
    expect(problems).toEqual([expect.stringContaining('vite/preload-helper.js')]);
  });

  test('fails when an original runtime is bundled, naming it', () => {
    const moduleIds = [
      ...ours,
      '/repo/node_modules/.pnpm/lucide-react@1.0.0/node_modules/lucide-react/dist/esm/createLucideIcon.mjs',
      '/repo/node_modules/.pnpm/@vanilla-extract+recipes@0.5.7/node_modules/@vanilla-extract/recipes/dist/createRuntimeFn-a1b2.esm.js',
    ];
    const problems = slimRuntimeProblems({ moduleIds, dynamicImports: true, helperReplaced: true });
    expect(problems).toEqual([expect.stringContaining('createLucideIcon'), expect.stringContaining('createRuntimeFn')]);
  });
});
