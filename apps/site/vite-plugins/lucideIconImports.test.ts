import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, test } from 'vitest';
import { lucideIconImports, unrewrittenLucideImports } from './lucideIconImports.ts';

// lucide-react is a dependency of @sparkle/ui, whose icon list is the file the build rewrites.
const fromUi = createRequire(new URL('../../../packages/ui/package.json', import.meta.url));
// The ES module barrel, as the build resolves it (Node's require would give the CommonJS one).
const barrel = join(dirname(fromUi.resolve('lucide-react/package.json')), 'dist', 'esm', 'lucide-react.mjs');

type Hooks = Plugin & {
  transform: { handler: (this: unknown, code: string, id: string) => Promise<{ code: string } | null> };
  buildEnd: (this: unknown) => void;
};

/** Runs the plugin over `files` as the client build would, with lucide-react resolving to `resolved`. */
async function build(files: Record<string, string>, resolved = barrel) {
  const plugin = lucideIconImports() as Hooks;
  const context = {
    environment: { config: { consumer: 'client' } },
    resolve: async () => ({ id: resolved }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const output: Record<string, string> = {};
  for (const [id, code] of Object.entries(files))
    output[id] = (await plugin.transform.handler.call(context, code, id))?.code ?? code;
  plugin.buildEnd.call(context);
  return output;
}

describe('lucideIconImports', () => {
  test('imports and re-exports each icon from its own file', async () => {
    const output = await build({
      '/ui/icons.ts': "export { Award as AwardIcon, X as CloseIcon } from 'lucide-react';",
      '/ui/Card.tsx': "import { Building2 } from 'lucide-react';\nimport type { LucideProps } from 'lucide-react';",
    });
    expect(output['/ui/icons.ts']).toBe(
      "export { default as AwardIcon } from 'lucide-react/icons/award';\n" +
        "export { default as CloseIcon } from 'lucide-react/icons/x';\n",
    );
    expect(output['/ui/Card.tsx']).toContain("import Building2 from 'lucide-react/icons/building-2';");
  });

  test('fails when the icons are not where the rewrite looks for them', async () => {
    const moved = barrel.replace(/lucide-react\.mjs$/, 'elsewhere/lucide-react.mjs');
    await expect(build({ '/ui/icons.ts': "export { Award } from 'lucide-react';" }, moved)).rejects.toThrow(
      /no icons folder/,
    );
  });

  test('fails when files import icons and none of them could be rewritten, naming the folder it looked in', async () => {
    await expect(build({ '/ui/icons.ts': "export { Awardd, Cloze } from 'lucide-react';" })).rejects.toThrow(
      /none had an icon file in .*icons/,
    );
  });

  test('fails on a barrel import it cannot rewrite, and leaves type-only imports alone', async () => {
    expect(unrewrittenLucideImports("import * as Icons from 'lucide-react';")).toHaveLength(1);
    expect(unrewrittenLucideImports("import Lucide, { Award } from 'lucide-react';")).toHaveLength(1);
    expect(unrewrittenLucideImports("import type { LucideProps } from 'lucide-react';")).toEqual([]);
    expect(unrewrittenLucideImports("import { Award } from 'lucide-react';")).toEqual([]);
    await expect(build({ '/ui/all.ts': "export * from 'lucide-react';" })).rejects.toThrow(/export \* from/);
  });
});
