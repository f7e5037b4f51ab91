import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LandingCta } from './LandingCta';

const meta = {
  title: 'Sections/Landing/LandingCta',
  component: LandingCta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingCta>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ready to Get Started?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book Your Service' })).toHaveAttribute('href', '/book-now');
    await expect(canvas.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact');
  },
};
