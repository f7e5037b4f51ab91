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

export const NoTestimonials: Story = {
  args: { testimonials: [] },
  play: async ({ canvasElement }) => {
    // Optional section: nothing at all without testimonials.
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
