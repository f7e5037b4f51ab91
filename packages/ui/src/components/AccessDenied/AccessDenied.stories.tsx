import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccessDenied } from './AccessDenied';

const meta = {
  title: 'Sections/AccessDenied',
  component: AccessDenied,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccessDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText(/Admin access is required/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

export const CustomMessage: Story = {
  args: { message: 'Only administrators can manage users and bookings.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only administrators can manage users and bookings.')).toBeVisible();
  },
};
