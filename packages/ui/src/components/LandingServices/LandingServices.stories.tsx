import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLandingGreaseTrap } from '../private/sectionsStoryData';
import { LandingServices } from './LandingServices';

const meta = {
  title: 'Sections/Landing/LandingServices',
  component: LandingServices,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Grease Trap Services',
    subtitle: 'Everything your kitchen needs to stay compliant.',
    services: storyLandingGreaseTrap.services,
  },
} satisfies Meta<typeof LandingServices>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Grease Trap Services' });
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('Grease trap pumping and disposal');
  },
};
