import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Sections/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Main" style={{ padding: 16 }}>
        <a href="#about">About</a>
      </nav>
      <main id="main" tabIndex={-1} style={{ padding: 16 }}>
        <h1>Professional Cleaning Services in Dubai</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveAttribute('href', '#main');
    // Hidden from sight until focused: clipped to a single pixel.
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
    // Following it is the browser's own fragment navigation (not run here: it would reload the test frame).
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

export const Focused: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    link.focus();
    await expect(link).toHaveFocus();
  },
};
