import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Professional Cleaning Services in Dubai' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingLevels },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Professional Cleaning Services');
  },
};

/**
 * The outline level and the visual size are separate: a card title is an h3 in the page's outline but may need
 * to look smaller, an h2 inside a card may look like an h3.
 */
export const SizeDiffersFromLevel: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={2}>An h2 at its own size</Heading>
      <Heading level={2} size={3}>
        An h2 that looks like an h3
      </Heading>
      <Heading level={3}>An h3 at its own size</Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const fontSize = (name: string) => getComputedStyle(canvas.getByRole('heading', { name })).fontSize;
    const resized = canvas.getByRole('heading', { name: 'An h2 that looks like an h3' });
    await expect(resized.tagName).toBe('H2');
    await expect(fontSize('An h2 that looks like an h3')).toBe(fontSize('An h3 at its own size'));
    await expect(fontSize('An h2 that looks like an h3')).not.toBe(fontSize('An h2 at its own size'));
  },
};

/** Levels, alignments and the tones for light and dark surfaces. */
export const Appearance: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxInlineSize: 960 }}>
      <div style={{ display: 'grid', gap: 12 }}>
        {headingLevels.map((level) => (
          <Heading key={level} level={level}>
            Level {level}: Sparkling homes across Dubai
          </Heading>
        ))}
      </div>
      <div style={{ display: 'grid', gap: 12 }}>
        <Heading level={3} align="start" tone="brand">
          Start, brand tone
        </Heading>
        <Heading level={3} align="center" tone="secondary">
          Centre, secondary tone
        </Heading>
        <Heading level={3} align="end" tone="critical">
          End, critical tone
        </Heading>
      </div>
      <div style={{ display: 'grid', gap: 12, padding: 24, borderRadius: 16, background: vars.color.background.brand }}>
        <Heading level={2} tone="inverse">
          Inverse tone on a dark surface
        </Heading>
        <Heading level={3} tone="inverseSecondary">
          Inverse secondary tone on a dark surface
        </Heading>
      </div>
    </div>
  ),
};
