import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildingIcon, UtensilsIcon } from '../Icon/icons';
import { Grid } from '../Layout/Layout';
import { ComingSoonPlaceholder } from './ComingSoonPlaceholder';

const meta = {
  title: 'Sections/ComingSoonPlaceholder',
  component: ComingSoonPlaceholder,
  args: { label: 'Residential Deep Clean' },
} satisfies Meta<typeof ComingSoonPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('article');
    await expect(within(tile).getByRole('heading', { name: 'Residential Deep Clean' })).toBeVisible();
    await expect(within(tile).getByText('Coming Soon')).toBeVisible();
  },
};

export const BeforeAfterGallery: Story = {
  tags: ['screenshot'],
  render: () => (
    <Grid as="ul" columns={3} aria-label="Before & After Gallery">
      <li>
        <ComingSoonPlaceholder label="Residential Deep Clean" description="Before and after photos on the way." />
      </li>
      <li>
        <ComingSoonPlaceholder
          label="Office Cleaning"
          icon={<BuildingIcon />}
          description="Before and after photos on the way."
        />
      </li>
      <li>
        <ComingSoonPlaceholder
          label="Restaurant Kitchen"
          icon={<UtensilsIcon />}
          description="Before and after photos on the way."
        />
      </li>
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Coming Soon')).toHaveLength(3);
    for (const label of ['Residential Deep Clean', 'Office Cleaning', 'Restaurant Kitchen']) {
      await expect(canvas.getByRole('heading', { name: label })).toBeVisible();
    }
  },
};
