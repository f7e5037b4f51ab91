import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../../theme/tokens';
import { Icon, type IconGlyph, iconSizes } from './Icon';
import * as icons from './icons';

const glyphs = Object.entries(icons) as [string, IconGlyph][];

const meta = {
  title: 'Foundations/Icons',
  component: Icon,
  args: { icon: icons.SparklesIcon, size: 'large' },
  argTypes: {
    icon: { control: 'select', options: glyphs.map(([name]) => name), mapping: Object.fromEntries(glyphs) },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
} as const;

/** Every icon of the set, with the name it is exported under. */
export const Gallery: Story = {
  tags: ['screenshot'],
  render: () => (
    <ul style={list}>
      {glyphs.map(([name, glyph]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon icon={glyph} size="large" />
          <span>{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('WhatsApp')).toBeVisible();
    // Icons are decorative: hidden from assistive technology.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** The icon scale (`vars.size.icon`), smallest to largest. */
export const Sizes: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <ul style={{ ...list, gap: 24, gridTemplateColumns: 'none', gridAutoFlow: 'column', justifyContent: 'start' }}>
      {iconSizes.map((size) => (
        <li
          key={size}
          data-size={size}
          style={{ display: 'grid', justifyItems: 'center', alignContent: 'end', gap: 8 }}
        >
          <Icon icon={args.icon} size={size} />
          <span>{size}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Each step renders at its token's size, whatever width and height attributes the glyph carries.
    const rootFontSize = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    for (const size of iconSizes) {
      const svg = canvasElement.querySelector(`[data-size="${size}"] svg`) as SVGSVGElement;
      const expected = Number.parseFloat(tokens.size.icon[size]) * rootFontSize;
      await expect(svg.getBoundingClientRect().width).toBe(expected);
      await expect(svg.getBoundingClientRect().height).toBe(expected);
    }
  },
};
