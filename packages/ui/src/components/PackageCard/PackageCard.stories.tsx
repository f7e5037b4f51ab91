import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid, Section } from '../Layout/Layout';
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
    <div style={{ maxInlineSize: 360 }}>
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
    await expect(within(card).getAllByRole('listitem')).toHaveLength(4);
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

/**
 * The three plans as the services page shows them, at a desktop and a phone width. The 'Most Popular' marker
 * must show whole: it sits inside its card, which (like anything around it) may clip what overflows.
 */
export const PlansOnTheServicesPage: Story = {
  tags: ['screenshot', 'responsive'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Section id="packages" title="Our Packages" subtitle="Transparent prices in AED, before 5% VAT.">
      <Grid as="ul" columns={3}>
        {storyPackages.map((plan) => (
          <li key={plan.name}>
            <PackageCard {...plan} />
          </li>
        ))}
      </Grid>
    </Section>
  ),
  play: async ({ canvas }) => {
    // The marker is on the popular plan only.
    await expect(canvas.getAllByText('Most Popular')).toHaveLength(1);
    const deepClean = canvas.getByRole('article', { name: 'Deep Clean' });
    const marker = within(deepClean).getByText('Most Popular');
    await expect(marker).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Basic Clean' })).queryByText('Most Popular')).toBeNull();
    await expect(within(canvas.getByRole('article', { name: 'Premium Clean' })).queryByText('Most Popular')).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Premium Clean' })).toHaveTextContent('AED 450');
    await expect(canvas.getAllByRole('link', { name: 'Choose Plan' })).toHaveLength(3);

    // Whole, not clipped: inside the card's box, and what the page shows at its four extremes (a pill: the
    // ends of its middle line, the middle of its top and bottom edges).
    const card = deepClean.getBoundingClientRect();
    const box = marker.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(card.top);
    await expect(box.left).toBeGreaterThanOrEqual(card.left);
    await expect(box.right).toBeLessThanOrEqual(card.right);
    const middleX = box.left + box.width / 2;
    const middleY = box.top + box.height / 2;
    for (const [x, y] of [
      [box.left + box.height / 2, middleY],
      [box.right - box.height / 2, middleY],
      [middleX, box.top + 1],
      [middleX, box.bottom - 1],
    ] as const) {
      await expect(marker.contains(document.elementFromPoint(x, y))).toBe(true);
    }
  },
};
