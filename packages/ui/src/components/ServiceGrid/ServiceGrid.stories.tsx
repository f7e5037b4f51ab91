import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomPlanCard } from '../CustomPlanCard/CustomPlanCard';
import { storyServices } from '../private/sectionsStoryData';
import { ServiceCard } from '../ServiceCard/ServiceCard';
import { ServiceGrid } from './ServiceGrid';

const meta = {
  title: 'Sections/ServiceGrid',
  component: ServiceGrid,
  parameters: { layout: 'fullscreen' },
  args: { 'aria-label': 'Our services', children: null },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <ServiceGrid {...args}>
        {storyServices.map((service) => (
          <ServiceCard key={service.id} title={service.title} description={service.description} icon={service.icon} />
        ))}
        <CustomPlanCard />
      </ServiceGrid>
    </div>
  ),
} satisfies Meta<typeof ServiceGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeServices: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our services' });
    // Five services plus the custom plan, each its own list item.
    await expect(
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list),
    ).toHaveLength(6);
    const booking = canvas.getAllByRole('link', { name: 'Book This Service' });
    await expect(booking).toHaveLength(5);
    for (const link of booking) await expect(link).toHaveAttribute('href', '/book-now');
    for (const title of [
      'Residential Cleaning',
      'Office Cleaning',
      'Deep Cleaning',
      'Move-In/Out Cleaning',
      'Carpet & Upholstery Cleaning',
    ]) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

/** One row, so the capture fits the screenshot viewport: two services and the custom plan tile. */
export const Row: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ padding: 16 }}>
      <ServiceGrid {...args}>
        {storyServices.slice(0, 2).map((service) => (
          <ServiceCard key={service.id} title={service.title} description={service.description} icon={service.icon} />
        ))}
        <CustomPlanCard />
      </ServiceGrid>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our services' });
    await expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI']);
  },
};
