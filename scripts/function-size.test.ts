import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script, run by node in `npm run lint`
import { findLongFunctions, isMeasured } from './function-size.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'function-size.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'function-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A source file on disk; returns its path. */
function source(name: string, text: string) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** `lines` lines of statements, as a function body's filler. */
const filler = (lines: number) => Array.from({ length: lines }, (_, i) => `  total += ${i};`).join('\n');

/** A function declaration spanning exactly `lines` lines, from `function` to its closing brace. */
const declaration = (name: string, lines: number) => `function ${name}() {\n${filler(lines - 2)}\n}\n`;

type Found = { file: string; name: string; line: number; length: number };

describe('function-size', () => {
  it('fails a function of 151 lines and passes one of 150, each by name, line and length', () => {
    const file = source('sizes.ts', `let total = 0;\n${declaration('fits', 150)}${declaration('tooLong', 151)}`);
    const found: Found[] = findLongFunctions([file], { cwd: dir });
    expect(found).toEqual([{ file, name: 'tooLong', line: 152, length: 151 }]);
  });

  it('measures arrow functions, methods and React components as well as declarations', () => {
    const file = source(
      'kinds.tsx',
      [
        `export const Arrow = () => {\n${filler(150)}\n};`,
        `class Store {\n  save() {\n${filler(150)}\n  }\n}`,
        `export const Card = forwardRef(function Card(props, ref) {\n${filler(150)}\n  return <div ref={ref} />;\n});`,
      ].join('\n'),
    );
    const names = findLongFunctions([file], { cwd: dir }).map((found: Found) => found.name);
    expect(names).toEqual(['Arrow', 'save', 'Card']);
  });

  it('leaves a statechart config out, but measures each function written inside it', () => {
    const config = Array.from({ length: 200 }, (_, i) => `    s${i}: {},`).join('\n');
    const file = source(
      'machine.ts',
      [
        'export function createThingMachine() {',
        '  return setup({}).createMachine({',
        '    states: {',
        config,
        '    },',
        `    entry: () => {\n${filler(151)}\n    },`,
        '  });',
        '}',
      ].join('\n'),
    );
    expect(findLongFunctions([file], { cwd: dir })).toEqual([{ file, name: 'entry', line: 205, length: 153 }]);
  });

  it('skips tests, stories, end-to-end specs, type declarations and generated files', () => {
    expect(isMeasured('apps/backend/src/server.ts')).toBe(true);
    expect(isMeasured('packages/ui/src/components/Button/Button.tsx')).toBe(true);
    expect(isMeasured('scripts/start.mjs')).toBe(true);
    for (const skipped of [
      'apps/backend/test/realtime.test.ts',
      'packages/ui/src/components/Button/Button.stories.tsx',
      'apps/site/e2e/booking.e2e.ts',
      'apps/site/src/lib/database.types.ts',
      'apps/site/src/routeTree.gen.ts',
      'apps/site/src/locales/ar.ts',
      'apps/site/src/vite-env.d.ts',
      'node_modules/typescript/lib/tsc.js',
      'apps/site/dist/assets/index.js',
    ]) {
      expect(isMeasured(skipped), skipped).toBe(false);
    }
  });

  it('as a command, exits non-zero naming file:line and the length, and zero when every function fits', () => {
    const long = source('long.ts', `let total = 0;\n${declaration('tooLong', 151)}`);
    const short = source('short.ts', `let total = 0;\n${declaration('fits', 150)}`);
    const failing = spawnSync(process.execPath, [script, long], { encoding: 'utf8' });
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain(`long.ts:2  tooLong  151 lines (at most 150)`);
    const passing = spawnSync(process.execPath, [script, short], { encoding: 'utf8' });
    expect(passing.stderr).toBe('');
    expect(passing.status).toBe(0);
  });
});
