import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLandingGreaseTrap } from '../private/sectionsStoryData';
import { LandingAreas } from './LandingAreas';

const meta = {
  title: 'Sections/Landing/LandingAreas',
  component: LandingAreas,
  parameters: { layout: 'fullscreen' },
  args: { areas: storyLandingGreaseTrap.areas, subtitle: 'Same-week visits anywhere in Dubai.' },
} satisfies Meta<typeof LandingAreas>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Areas We Serve' });
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(items[0]).toHaveTextContent('Business Bay');
  },
};
