import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const statement = /\b(import|export)\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\3;?/g;

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
  return {
    name: 'sparkle:lucide-icon-imports',
    // In dev the dependency optimizer already serves the barrel as one pre-bundled file.
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { code: 'lucide-react' },
      async handler(code, id) {
        if (id.includes('/node_modules/') || !statement.test(code)) return null;
        statement.lastIndex = 0;
        if (!iconsDir) {
          const barrel = await this.resolve('lucide-react', id);
          if (!barrel) return null;
          iconsDir = join(dirname(barrel.id.replace(/\?.*$/, '')), 'icons');
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
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
