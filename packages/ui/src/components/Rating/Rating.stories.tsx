import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating } from './Rating';

const meta = {
  title: 'Primitives/Rating',
  component: Rating,
  args: { value: 5 },
  argTypes: { value: { control: { type: 'range', min: 1, max: 5, step: 1 } } },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStars: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  },
};

export const FourStars: Story = {
  args: { value: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};

export const AllValues: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[1, 2, 3, 4, 5].map((v) => (
        <Rating key={v} value={v} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    await expect(canvas.getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
  },
};
