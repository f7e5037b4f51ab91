import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../Layout/Layout';
import { storyPackages } from '../private/sectionsStoryData';
import { PackageCard } from './PackageCard';

const meta = {
  title: 'Sections/PackageCard',
  component: PackageCard,
  args: storyPackages[1],
} satisfies Meta<typeof PackageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ maxInlineSize: 360, paddingBlockStart: 16 }}>
      <Story />
    </div>
  ),
];

export const Popular: Story = {
  tags: ['screenshot', 'responsive'],
  decorators: narrow,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Deep Clean' });
    await expect(within(card).getByText('Most Popular')).toBeVisible();
    await expect(card).toHaveTextContent('AED 300');
    await expect(within(card).getByRole('link', { name: 'Choose Plan' })).toHaveAttribute('href', '/book-now');
    await expect(within(card).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Regular: Story = {
  decorators: narrow,
  args: { ...storyPackages[0], popular: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Basic Clean' })).toHaveTextContent('AED 150');
    await expect(canvas.queryByText('Most Popular')).toBeNull();
  },
};

export const ThreePlans: Story = {
  tags: ['screenshot'],
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 1100, paddingBlockStart: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <Grid as="ul" columns={3}>
      {storyPackages.map((plan) => (
        <li key={plan.name}>
          <PackageCard {...plan} />
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    // The marker is on the popular plan only.
    await expect(canvas.getAllByText('Most Popular')).toHaveLength(1);
    await expect(within(canvas.getByRole('article', { name: 'Deep Clean' })).getByText('Most Popular')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Basic Clean' })).queryByText('Most Popular')).toBeNull();
    await expect(within(canvas.getByRole('article', { name: 'Premium Clean' })).queryByText('Most Popular')).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Premium Clean' })).toHaveTextContent('AED 450');
    await expect(canvas.getAllByRole('link', { name: 'Choose Plan' })).toHaveLength(3);
  },
};
