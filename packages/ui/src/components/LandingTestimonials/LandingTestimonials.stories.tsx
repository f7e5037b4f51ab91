import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLandingGreaseTrap } from '../private/sectionsStoryData';
import { LandingTestimonials } from './LandingTestimonials';

const meta = {
  title: 'Sections/Landing/LandingTestimonials',
  component: LandingTestimonials,
  parameters: { layout: 'fullscreen' },
  args: { testimonials: storyLandingGreaseTrap.testimonials },
} satisfies Meta<typeof LandingTestimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'What Our Clients Say' });
    const figures = within(section).getAllByRole('figure');
    await expect(figures).toHaveLength(2);
    await expect(within(figures[0]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(figures[0]!).toHaveTextContent('Chef Marco Rossi');
    await expect(figures[0]!.querySelector('blockquote')).toHaveTextContent(/^They come every month/);
  },
};

/** The grease trap page has a single testimonial: one centred card, no empty column beside it. */
export const OneTestimonial: Story = {
  tags: ['screenshot', 'responsive'],
  args: { testimonials: storyLandingGreaseTrap.testimonials.slice(0, 1) },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'What Our Clients Say' });
    const figure = within(section).getByRole('figure');
    await expect(figure).toHaveTextContent('Chef Marco Rossi');
    // Centred under the section's heading, at a reading width rather than half of a grid.
    const card = figure.getBoundingClientRect();
    const heading = within(section).getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(Math.abs(card.left + card.width / 2 - (heading.left + heading.width / 2))).toBeLessThanOrEqual(1);
    await expect(card.width).toBeLessThanOrEqual(44 * 16);
  },
};

export const NoTestimonials: Story = {
  args: { testimonials: [] },
  play: async ({ canvasElement }) => {
    // Optional section: nothing at all without testimonials.
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
