// React's version is written out in each package.json instead of coming from the pnpm catalog (pnpm-workspace.yaml
// says why): this keeps the copies one version.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** The catalog's entries, `name: "version"` lines under `catalog:` in pnpm-workspace.yaml. */
function catalog(): Record<string, string> {
  const text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const section = text.split(/^catalog:\n/m)[1]?.split(/^\S/m)[0] ?? '';
  return Object.fromEntries(
    [...section.matchAll(/^ {2}"?([^":\s]+)"?: "([^"]+)"$/gm)].map(([, name, version]) => [name, version]),
  );
}

const manifests = [
  'package.json',
  'apps/site/package.json',
  'packages/ui/package.json',
  'supabase/functions/_messages/package.json',
].map((file) => ({
  file,
  json: JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, Record<string, string>>,
}));

describe('React in the workspace', () => {
  it('is one version wherever a package depends on it, and the design system accepts it as a peer', () => {
    const versions = new Set<string>();
    for (const { json } of manifests) {
      for (const field of ['dependencies', 'devDependencies']) {
        for (const name of ['react', 'react-dom']) if (json[field]?.[name]) versions.add(json[field][name]);
      }
    }
    expect(versions.size).toBe(1);
    const [version] = [...versions];
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const ui = manifests.find((manifest) => manifest.file === 'packages/ui/package.json')!.json;
    expect(ui.peerDependencies).toEqual({ react: `^${version}`, 'react-dom': `^${version}` });
    expect(catalog()['react-is']).toBe(version);
  });

  it('is not in the catalog, where Biome would not see its version', () => {
    const entries = catalog();
    expect(entries).toHaveProperty('vitest');
    expect(entries).not.toHaveProperty('react');
    expect(entries).not.toHaveProperty('react-dom');
  });
});
