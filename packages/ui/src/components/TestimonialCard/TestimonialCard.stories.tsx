import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../Layout/Layout';
import { storyTestimonials } from '../private/sectionsStoryData';
import { TestimonialCard } from './TestimonialCard';

const meta = {
  title: 'Sections/TestimonialCard',
  component: TestimonialCard,
  args: storyTestimonials[0],
} satisfies Meta<typeof TestimonialCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ maxInlineSize: 380 }}>
      <Story />
    </div>
  ),
];

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  decorators: narrow,
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure');
    await expect(figure.querySelector('blockquote')).toHaveTextContent(/^The team was on time/);
    await expect(figure.querySelector('figcaption')).toHaveTextContent('Sarah Johnson');
    await expect(within(figure).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Dubai Marina');
  },
};

export const FourStars: Story = {
  decorators: narrow,
  args: storyTestimonials[2],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};

export const GridOfThree: Story = {
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
      {storyTestimonials.map(({ id, ...t }) => (
        <li key={id}>
          <TestimonialCard {...t} />
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
  },
};
