import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './createLucideIcon';

// lucide-react as @sparkle/ui depends on it (the site builds its icons with ./createLucideIcon instead).
const fromUi = createRequire(new URL('../../../../../packages/ui/package.json', import.meta.url));
const lucide = (await import(pathToFileURL(fromUi.resolve('lucide-react')).href)) as {
  createLucideIcon: (data: object) => ComponentType<Record<string, unknown>>;
};

// What @sparkle/ui's icons are given (no size, colour or stroke width: CSS sets those), rendered both ways.
// Icon data as lucide's icon modules hold it (lucide-react/dist/esm/icons/*.mjs): one with an alias.
const icons = [
  {
    name: 'house',
    size: 24,
    node: [
      ['path', { d: 'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8', key: '5wwlr5' }],
      [
        'path',
        {
          d: 'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
          key: 'r6nss1',
        },
      ],
    ],
    aliases: ['home'],
  },
  {
    name: 'menu',
    size: 24,
    node: [
      ['path', { d: 'M4 5h16', key: '1tepv9' }],
      ['path', { d: 'M4 12h16', key: '1lakjw' }],
      ['path', { d: 'M4 19h16', key: '1djgab' }],
    ],
  },
];

const props: Record<string, unknown>[] = [
  {},
  // What @sparkle/ui's Icon passes.
  { 'aria-hidden': 'true', focusable: 'false', className: '_1m1ej6h2 extra' },
  { className: 'lucide own own' },
  { role: 'img', 'aria-label': 'Home' },
  { title: null, 'data-x': 'y' },
  { children: createElement('title', { key: 'title' }, 'Menu') },
];

describe('createLucideIcon (the site build’s own)', () => {
  for (const icon of icons) {
    for (const [index, given] of props.entries()) {
      it(`renders ${icon.name} exactly as lucide-react does (props #${index})`, () => {
        const Lucide = lucide.createLucideIcon(icon);
        const Slim = createLucideIcon(icon as unknown as Parameters<typeof createLucideIcon>[0]);
        expect(renderToStaticMarkup(createElement(Slim, given))).toBe(
          renderToStaticMarkup(createElement(Lucide, given)),
        );
      });
    }
  }
});
