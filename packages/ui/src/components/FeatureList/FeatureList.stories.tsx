import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GemIcon, HandshakeIcon, HeartIcon, LeafIcon } from '../Icon/icons';
import { Section } from '../Layout/Layout';
import { storyWhyChoose } from '../private/sectionsStoryData';
import { FeatureList } from './FeatureList';

const meta = {
  title: 'Sections/FeatureList',
  component: FeatureList,
  parameters: { layout: 'fullscreen' },
  args: { items: storyWhyChoose, 'aria-label': 'Why choose us' },
  render: (args) => (
    <Section title="Why Choose SparkleClean" id="why" tone={args.tone === 'inverse' ? 'brand' : 'standard'}>
      <FeatureList {...args} />
    </Section>
  ),
} satisfies Meta<typeof FeatureList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WhyChoose: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Why choose us' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    for (const title of ['Experienced Team', 'Eco-Friendly', 'Insured & Bonded', 'Reliable Service']) {
      await expect(within(list).getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
  },
};

export const ValuesOnBrand: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    'aria-label': 'Our values',
    tone: 'inverse',
    align: 'center',
    columns: 4,
    items: [
      { icon: <GemIcon />, title: 'Quality', text: 'We clean every space as if it were our own home.' },
      { icon: <HandshakeIcon />, title: 'Integrity', text: 'Honest pricing and no surprises.' },
      { icon: <LeafIcon />, title: 'Sustainability', text: 'Eco-friendly products and less waste.' },
      { icon: <HeartIcon />, title: 'Reliability', text: 'On time and consistent, visit after visit.' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our values' });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Quality', 'Integrity', 'Sustainability', 'Reliability']);
  },
};

export const SingleColumn: Story = {
  args: { columns: 1, items: storyWhyChoose.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Why choose us' })).getAllByRole('listitem')).toHaveLength(2);
  },
};
