// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures are style sources that hold template literals
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPhysicalStyles } from './physicalProperties';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

function cssTsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssTsFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

describe('styles use logical properties only (right-to-left ready)', () => {
  const files = [...cssTsFiles(join(repo, 'packages/ui/src')), ...cssTsFiles(join(repo, 'apps/site/src'))];

  it('finds the style files of the design system and the site', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => file.includes('apps/site/src'))).toBe(true);
  });

  it('no *.css.ts in packages/ui or apps/site/src names a left or right side', () => {
    const findings = files.flatMap((file) =>
      findPhysicalStyles(readFileSync(file, 'utf8')).map(
        ({ line, what }) => `${relative(repo, file)}:${line}: ${what}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});

describe('findPhysicalStyles', () => {
  const found = (source: string) => findPhysicalStyles(source).map(({ line, what }) => `${line}: ${what}`);

  it('flags physical properties', () => {
    expect(
      found(
        [
          "export const a = style({ marginLeft: 4, paddingRight: '1rem' });",
          'export const b = style({ position: "absolute", left: 0, right: vars.space.small });',
          "export const c = style({ borderLeft: '1px solid', borderRightWidth: 2, borderTopLeftRadius: 4 });",
          "export const d = style({ scrollMarginLeft: 8, 'margin-right': 0 });",
        ].join('\n'),
      ),
    ).toEqual([
      "1: property 'marginLeft'",
      "1: property 'paddingRight'",
      "2: property 'left'",
      "2: property 'right'",
      "3: property 'borderLeft'",
      "3: property 'borderRightWidth'",
      "3: property 'borderTopLeftRadius'",
      "4: property 'scrollMarginLeft'",
      "4: 'right' in 'margin-right'",
    ]);
  });

  it('flags left and right values and selectors', () => {
    expect(
      found(
        [
          "style({ textAlign: 'left' });",
          "style({ float: 'right', backgroundPosition: 'left top' });",
          'style({ background: `linear-gradient(to right, ${vars.color.a}, ${vars.color.b})` });',
          "globalStyle(`${root} td`, { textAlign: 'right' });",
        ].join('\n'),
      ),
    ).toEqual([
      "1: 'left' in 'left'",
      "2: 'right' in 'right'",
      "2: 'left' in 'left top'",
      "3: 'right' in 'linear-gradient(to right, $, $)'",
      "4: 'right' in 'right'",
    ]);
  });

  it('flags four-value shorthands whose left and right differ, not symmetric ones', () => {
    expect(
      found(
        [
          "style({ padding: '0 1rem 0 0' });",
          "style({ margin: '0 auto', padding: '1rem 2rem 1rem 2rem', inset: '0 auto 0 0' });",
          "style({ borderRadius: '8px 0 0 8px' });",
          'style({ borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0` });',
        ].join('\n'),
      ),
    ).toEqual([
      "1: padding '0 1rem 0 0' sets left and right apart",
      "2: inset '0 auto 0 0' sets left and right apart",
      "3: borderRadius '8px 0 0 8px' sets left and right apart",
    ]);
  });

  it('flags a horizontal translation unless the file gives it a right-to-left variant', () => {
    expect(found("style({ transform: 'translateX(-50%)' });")).toEqual([
      "1: 'translateX(…' in 'translateX(-50%)' without a right-to-left variant",
    ]);
    expect(
      found("style({ transform: 'translate(0, -50%)', translate: 'none' }); style({ y: 'translateY(2px)' });"),
    ).toEqual([]);
    expect(
      found(
        "style({ transform: 'translateX(-100%)', selectors: { '[dir=\"rtl\"] &': { transform: 'translateX(100%)' } } });",
      ),
    ).toEqual([]);
  });

  it('reads comments as comments and logical styles as fine', () => {
    expect(
      found(
        [
          '// Left and right: the margin-left of the old design; textAlign: left is gone.',
          '/* marginLeft: 0, right: 0,',
          "   float: 'left' */",
          "export const ok = style({ marginInlineStart: 4, insetInlineEnd: 0, textAlign: 'start', float: 'inline-end',",
          "  borderStartEndRadius: 4, paddingInline: '1rem 2rem', selectors: { '[dir=\"rtl\"] &': { transform: 'scaleX(-1)' } } });",
          "const url = 'https://example.com/a//b'; style({ insetInlineStart: 0 }); // right: 0",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
