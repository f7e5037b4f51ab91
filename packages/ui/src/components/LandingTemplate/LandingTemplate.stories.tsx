import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContact } from '../private/companyStoryData';
import {
  storyFooter,
  storyLandingGeneral,
  storyLandingGreaseTrap,
  storyMapDoc,
  storyPhone,
} from '../private/sectionsStoryData';
import { withStoryLinks } from '../private/storyLinks';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { SkipLink } from '../SkipLink/SkipLink';
import { LandingTemplate } from './LandingTemplate';

/** The template inside the site layout, as a visitor sees a landing page. */
const meta = {
  title: 'Sections/LandingTemplate',
  component: LandingTemplate,
  decorators: [withStoryLinks],
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Dubai',
    ...storyLandingGreaseTrap,
    servicesTitle: 'Grease Trap Services',
    phone: storyPhone,
    map: {
      title: 'Map of SparkleClean Dubai in Business Bay',
      srcDoc: storyMapDoc,
      mapsHref: 'https://www.google.com/maps/search/?api=1&query=Business+Bay+Dubai',
    },
  },
  render: (args) => (
    <>
      <SkipLink />
      <SiteHeader currentPath="/grease-trap-cleaning-dubai" session={null} />
      <main id="main" tabIndex={-1}>
        <LandingTemplate {...args} />
      </main>
      <SiteFooter {...storyFooter} />
    </>
  ),
} satisfies Meta<typeof LandingTemplate>;
export default meta;
type Story = StoryObj<typeof meta>;

// No screenshot tag: captures cover one viewport, so a whole page would come out cut off.
export const GreaseTrapDubai: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Grease Trap Cleaning in Dubai' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Book Free Inspection' })).toHaveAttribute('href', '/book-now');
    await expect(main.getByRole('link', { name: `Call ${storyContact.phone}` })).toHaveAttribute(
      'href',
      storyContact.tel,
    );
    // Every section of the template is there, each a region labelled by its heading.
    for (const name of [
      'Grease Trap Services',
      'Why Choose Us',
      'Areas We Serve',
      'What Our Clients Say',
      'Find Us',
      'Ready to Get Started?',
    ]) {
      await expect(main.getByRole('region', { name })).toBeVisible();
    }
    await expect(main.getByTitle('Map of SparkleClean Dubai in Business Bay')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Book Your Service' })).toHaveAttribute('href', '/book-now');
    await expect(main.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact');
  },
};

export const CleaningServicesDubaiWithoutOptionals: Story = {
  args: { ...storyLandingGeneral, servicesTitle: undefined, testimonials: undefined, map: undefined },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(
      main.getByRole('heading', { level: 1, name: 'Professional Cleaning Services in Dubai' }),
    ).toBeVisible();
    await expect(main.getByRole('region', { name: 'Our Services' })).toBeVisible();
    // Testimonials and map are optional in the landing config.
    await expect(main.queryByRole('region', { name: 'What Our Clients Say' })).toBeNull();
    await expect(main.queryByRole('region', { name: 'Find Us' })).toBeNull();
    await expect(main.getByRole('link', { name: 'Book Your Service' })).toBeVisible();
  },
};

export const CommercialKitchenUae: Story = {
  args: {
    eyebrow: 'UAE',
    title: 'Commercial Kitchen Cleaning in the UAE',
    description:
      'Hood, duct, oven and floor degreasing for restaurants, hotels and central kitchens across the UAE, done overnight so you open on time.',
    servicesTitle: 'Kitchen Cleaning Services',
    services: [
      'Kitchen hood and duct cleaning',
      'Oven, grill and fryer degreasing',
      'Floor and drain deep cleaning',
      'Cold room and fridge sanitization',
      'Grease trap maintenance',
      'Health inspection preparation',
    ],
    areas: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah'],
    testimonials: undefined,
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Commercial Kitchen Cleaning in the UAE' })).toBeVisible();
    await expect(within(main.getByRole('region', { name: 'Areas We Serve' })).getAllByRole('listitem')).toHaveLength(5);
  },
};
