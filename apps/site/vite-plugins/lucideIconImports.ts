import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const statement = /\b(import|export)\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\3;?/g;
/** Any import or re-export from the barrel, to find the forms `statement` does not rewrite. */
const anyStatement = /\b(?:import|export)\s+((?:type\s+)?(?:\{[^}]*\}|[\w$*\s,{}]+?))\s*from\s*(['"])lucide-react\2/g;

/**
 * The barrel imports of `code` that the rewrite does not understand (a default or namespace import, `export *`):
 * each would bring every icon back. Type-only imports are erased and fine.
 */
export function unrewrittenLucideImports(code: string): string[] {
  return [...code.matchAll(anyStatement)]
    .filter(([, clause = '']) => !clause.startsWith('type ') && !/^\{[^}]*\}$/.test(clause))
    .map(([whole]) => whole);
}

/** lucide's own file naming: 'Building2' → 'building-2', 'LoaderCircle' → 'loader-circle'. */
function fileName(component: string): string {
  return component
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}

/**
 * Rewrites `import { Award as AwardIcon } from 'lucide-react'` (and `export { … } from`) into one import per
 * icon file ('lucide-react/icons/award'), as Next.js's optimizePackageImports does. The barrel re-exports
 * some 2,000 icon modules that every build would otherwise parse and pass through each plugin, only to drop
 * them again; the output is the same. A name without an icon file of its own stays on the barrel.
 */
export function lucideIconImports(): Plugin {
  let iconsDir: string | undefined;
  let rewrittenFiles = 0;
  let importingFiles = 0;
  return {
    name: 'sparkle:lucide-icon-imports',
    // In dev the dependency optimizer already serves the barrel as one pre-bundled file.
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { code: 'lucide-react' },
      async handler(code, id) {
        if (id.includes('/node_modules/')) return null;
        const unrewritten = unrewrittenLucideImports(code);
        if (unrewritten.length > 0)
          this.error(
            `lucideIconImports: ${id} imports lucide-react in a form the per-icon rewrite does not handle (${unrewritten.join('; ')}); name the icons: import { Award } from 'lucide-react'`,
          );
        if (!statement.test(code)) return null;
        statement.lastIndex = 0;
        importingFiles += 1;
        // The server build keeps lucide-react external (a package of its own, imported whole by Node): nothing to
        // rewrite there. The client build must find the icons' folder.
        const client = this.environment.config.consumer === 'client';
        if (!iconsDir) {
          const barrel = await this.resolve('lucide-react', id);
          if (!barrel) {
            if (client) this.error(`lucideIconImports: 'lucide-react' does not resolve from ${id}`);
            return null;
          }
          iconsDir = join(dirname(barrel.id.replace(/\?.*$/, '')), 'icons');
          if (client && !existsSync(iconsDir))
            this.error(`lucideIconImports: lucide-react has no icons folder at ${iconsDir}: its layout changed`);
        }
        const dir = iconsDir;
        const rewritten = code.replace(statement, (whole, keyword: string, list: string) => {
          const specifiers = list
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean);
          const perIcon: string[] = [];
          const rest: string[] = [];
          for (const specifier of specifiers) {
            const [name = '', alias = name] = specifier.split(/\s+as\s+/).map((part) => part.trim());
            const file = fileName(name);
            if (/^[A-Z]\w*$/.test(name) && existsSync(join(dir, `${file}.mjs`))) {
              perIcon.push(
                keyword === 'export'
                  ? `export { default as ${alias} } from 'lucide-react/icons/${file}';`
                  : `import ${alias} from 'lucide-react/icons/${file}';`,
              );
            } else {
              rest.push(specifier);
            }
          }
          if (perIcon.length === 0) return whole;
          const remaining = rest.length ? `${keyword} { ${rest.join(', ')} } from 'lucide-react';` : '';
          return [...perIcon, remaining].join('\n');
        });
        if (rewritten === code) return null;
        rewrittenFiles += 1;
        return { code: rewritten, map: null };
      },
    },
    buildEnd() {
      // Files import icons, and not one of them was rewritten: lucide's file naming (or its folder) changed.
      if (this.environment.config.consumer === 'client' && importingFiles > 0 && rewrittenFiles === 0)
        this.error(
          `lucideIconImports: ${importingFiles} files import icons from 'lucide-react' and none had an icon file in ${iconsDir} (lucide-react/icons/<name>.mjs): the barrel and its 2,000 icons are back in the build`,
        );
    },
  };
}
