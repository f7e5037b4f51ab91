import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLandingGreaseTrap } from '../private/sectionsStoryData';
import { LandingWhyChoose } from './LandingWhyChoose';

const meta = {
  title: 'Sections/Landing/LandingWhyChoose',
  component: LandingWhyChoose,
  parameters: { layout: 'fullscreen' },
  args: { points: storyLandingGreaseTrap.whyChoosePoints },
} satisfies Meta<typeof LandingWhyChoose>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Why Choose Us' });
    await expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(storyLandingGreaseTrap.whyChoosePoints);
  },
};
