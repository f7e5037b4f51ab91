import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BuildingIcon, SparklesIcon, UtensilsIcon } from '../Icon/icons';
import { Grid } from '../Layout/Layout';
import { ServiceTeaserCard } from './ServiceTeaserCard';

const meta = {
  title: 'Sections/ServiceTeaserCard',
  component: ServiceTeaserCard,
  args: {
    title: 'Cleaning Services in Dubai',
    description: 'Homes, villas and offices cleaned to a hotel standard, on your schedule.',
    href: '/cleaning-services-dubai',
    icon: <SparklesIcon />,
    badge: 'Dubai',
  },
} satisfies Meta<typeof ServiceTeaserCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ maxInlineSize: 360 }}>
      <Story />
    </div>
  ),
];

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  decorators: narrow,
  play: async ({ canvas, userEvent }) => {
    // One link per card, named by the title; 'Learn More' is only a visual cue.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Cleaning Services in Dubai');
    await expect(links[0]).toHaveAttribute('href', '/cleaning-services-dubai');
    await expect(canvas.getByRole('article')).toHaveTextContent('Learn More');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

export const ThreeTeasers: Story = {
  tags: ['screenshot'],
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 1100 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <Grid as="ul" columns={3}>
      <li>
        <ServiceTeaserCard
          title="Cleaning Services in Dubai"
          description="Homes, villas and offices cleaned to a hotel standard, on your schedule."
          href="/cleaning-services-dubai"
          icon={<SparklesIcon />}
          badge="Dubai"
        />
      </li>
      <li>
        <ServiceTeaserCard
          title="Grease Trap Cleaning in Dubai"
          description="Scheduled grease trap pumping and cleaning that keeps restaurants compliant and odour-free."
          href="/grease-trap-cleaning-dubai"
          icon={<UtensilsIcon />}
          badge="Dubai"
        />
      </li>
      <li>
        <ServiceTeaserCard
          title="Commercial Kitchen Cleaning"
          description="Hoods, ducts, ovens and floors degreased overnight, so your kitchen opens on time."
          href="/commercial-kitchen-cleaning"
          icon={<BuildingIcon />}
          badge="UAE"
        />
      </li>
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
