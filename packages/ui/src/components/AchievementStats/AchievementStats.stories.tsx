import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section } from '../Layout/Layout';
import { storyAchievements } from '../private/sectionsStoryData';
import { AchievementStats } from './AchievementStats';

const meta = {
  title: 'Sections/AchievementStats',
  component: AchievementStats,
  parameters: { layout: 'fullscreen' },
  args: { items: storyAchievements },
  render: (args) => (
    <Section id="achievements" title="Our Achievements" tone={args.tone === 'inverse' ? 'brand' : 'standard'}>
      <AchievementStats {...args} />
    </Section>
  ),
} satisfies Meta<typeof AchievementStats>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, canvasElement }) => {
    for (const value of ['5000+', '15,000+', '8+', '50+']) await expect(canvas.getByText(value)).toBeVisible();
    // Each figure is announced with its label: the label is the term, the figure its definition.
    const terms = [...canvasElement.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(['Happy clients', 'Cleanings completed', 'Years of experience', 'Trained staff']);
    await expect(canvasElement.querySelector('dt')?.nextElementSibling).toHaveTextContent('5000+');
  },
};

export const OnBrand: Story = {
  tags: ['screenshot', 'responsive'],
  args: { tone: 'inverse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15,000+')).toBeVisible();
  },
};
