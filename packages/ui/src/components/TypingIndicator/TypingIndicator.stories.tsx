import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TypingIndicator } from './TypingIndicator';

const meta = {
  title: 'Composites/TypingIndicator',
  component: TypingIndicator,
} satisfies Meta<typeof TypingIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Assistant is typing')).toBeInTheDocument();
    // The three dots are hidden from assistive technology; only the label is read.
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

export const ReducedMotion: Story = {
  name: 'Static under reduced motion',
  play: async ({ canvasElement }) => {
    // The browser tests run with prefers-reduced-motion: reduce; in Storybook the dots animate unless the
    // viewer's system asks for less motion.
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const dots = canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    await expect(dots).toHaveLength(3);
    for (const dot of dots) {
      await expect(getComputedStyle(dot).animationName === 'none').toBe(reduced);
    }
  },
};

export const Appearance: Story = {
  tags: ['screenshot'],
  args: { label: 'Assistant is typing' },
};
