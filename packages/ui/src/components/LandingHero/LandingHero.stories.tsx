import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyContact } from '../private/companyStoryData';
import { storyLandingGreaseTrap, storyPhone } from '../private/sectionsStoryData';
import { LandingHero } from './LandingHero';

const meta = {
  title: 'Sections/Landing/LandingHero',
  component: LandingHero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Dubai',
    title: storyLandingGreaseTrap.title,
    description: storyLandingGreaseTrap.description,
    phone: storyPhone,
    illustration: storyLandingGreaseTrap.heroIllustration,
  },
} satisfies Meta<typeof LandingHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grease Trap Cleaning in Dubai' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book Free Inspection' })).toHaveAttribute('href', '/book-now');
    const call = canvas.getByRole('link', { name: `Call ${storyContact.phone}` });
    await expect(call).toHaveAttribute('href', storyContact.tel);
    await expect(call).toHaveTextContent(storyContact.phone);
    // A phone link opens the dialler, not a new tab.
    await expect(call).not.toHaveAttribute('target');
  },
};
