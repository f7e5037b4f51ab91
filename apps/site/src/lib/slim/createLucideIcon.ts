import { createElement, type ReactNode, type Ref } from 'react';

/**
 * lucide-react's `createLucideIcon` as the site's build uses it (vite.config.ts puts it in place of the package's
 * own): the same SVG, attribute for attribute, from the same icon data, without the package's general machinery
 * (its context provider, its name conversions, its icon-node builder for other frameworks). The header's icons
 * are on every page's first load; this keeps them to a few hundred bytes. createLucideIcon.test.ts renders
 * icons with both and fails on any difference.
 */
interface IconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  node: [string, Record<string, unknown>][];
  aliases?: unknown[];
}

interface LucideProps {
  color?: string;
  size?: number | string;
  width?: number | string;
  height?: number | string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  className?: string;
  children?: ReactNode;
  ref?: Ref<SVGSVGElement>;
  [attribute: string]: unknown;
}

function mergeClasses(...classes: (string | undefined)[]): string {
  const tokens = new Set<string>();
  for (const names of classes) for (const token of names?.split(/\s+/) ?? []) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (prop) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null,
  );

export default function createLucideIcon(icon: IconData) {
  const viewBoxWidth = icon.size ?? icon.width ?? 24;
  const viewBoxHeight = icon.size ?? icon.height ?? 24;
  const aliases = icon.aliases?.filter((alias): alias is string => typeof alias === 'string' && alias.trim() !== '');
  const iconClasses = [
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(aliases ?? []).map((alias) => `lucide-${alias}`),
  ];
  // A factory like lucide's own: each icon module calls it once, at its top level.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon module, never while rendering
  return function LucideIcon({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    children,
    ...rest
  }: LucideProps) {
    const svgWidth = width ?? size ?? 24;
    const attributes = {
      xmlns: 'http://www.w3.org/2000/svg',
      width: svgWidth,
      height: height ?? size ?? 24,
      viewBox: `0 0 ${viewBoxWidth} ${viewBoxHeight}`,
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: absoluteStrokeWidth
        ? (Number(strokeWidth ?? 2) * viewBoxWidth) / Number(svgWidth)
        : (strokeWidth ?? 2),
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: mergeClasses('lucide', ...iconClasses, className),
      ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    };
    return createElement('svg', attributes, [
      ...icon.node.map(([tag, attrs]) =>
        createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attrs } : attrs),
      ),
      ...(Array.isArray(children) ? children : [children]),
    ]);
  };
}
