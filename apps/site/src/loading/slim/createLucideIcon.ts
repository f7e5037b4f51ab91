import { createElement, type ReactNode, type Ref } from 'react';

/**
 * lucide-react's `createLucideIcon` as the site's build uses it (vite.config.ts puts it in place of the package's
 * own): the same SVG, attribute for attribute, from the same icon data, for the props @sparkle/ui's icons are given
 * (a class, ARIA and other attributes, children), without the package's general machinery (its context provider,
 * its name conversions, sizes, colours and stroke widths set by props: ours come from CSS). The header's icons are
 * on every page's first load; this keeps them to a few hundred bytes. createLucideIcon.test.ts renders icons with
 * both and fails on any difference.
 */
interface IconData {
  name?: string;
  node: [string, Record<string, unknown>][];
  aliases?: unknown[];
}

interface LucideProps {
  className?: string;
  children?: ReactNode;
  ref?: Ref<SVGSVGElement>;
  [attribute: string]: unknown;
}

const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (prop) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null,
  );

export default function createLucideIcon(icon: IconData) {
  const iconClasses = [
    'lucide',
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? [])
      .filter((alias) => typeof alias === 'string' && alias.trim() !== '')
      .map((a) => `lucide-${a}`),
  ];
  // A factory like lucide's own: each icon module calls it once, at its top level.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon module, never while rendering
  return function LucideIcon({ className, children, ...rest }: LucideProps) {
    // lucide's class list, without repeats.
    const classes = [...new Set([...iconClasses, ...(className?.split(/\s+/) ?? [])].filter(Boolean))].join(' ');
    const attributes = {
      xmlns: 'http://www.w3.org/2000/svg',
      width: 24,
      height: 24,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: classes,
      ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    };
    return createElement('svg', attributes, [
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      ...(Array.isArray(children) ? children : [children]),
    ]);
  };
}
