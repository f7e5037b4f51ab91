import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeroIllustration, heroIllustrationVariants } from './HeroIllustration';

const meta = {
  title: 'Sections/HeroIllustration',
  component: HeroIllustration,
  argTypes: { variant: { control: 'inline-radio', options: heroIllustrationVariants } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeroIllustration>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology, as the hero's heading says what the page is. */
const isDecorative: Story['play'] = async ({ canvasElement }) => {
  const svg = canvasElement.querySelector('svg');
  await expect(svg).toHaveAttribute('aria-hidden', 'true');
  await expect(svg).not.toHaveAttribute('role');
};

/** The home page (and the pages without a scene of their own): a clean house. */
export const Decorative: Story = { tags: ['screenshot'], play: isDecorative };

/** The services page: the cleaning kit. */
export const Services: Story = { tags: ['screenshot'], args: { variant: 'services' }, play: isDecorative };

/** The general Dubai cleaning landing page: the city's homes and towers. */
export const Cleaning: Story = { tags: ['screenshot'], args: { variant: 'cleaning' }, play: isDecorative };

/** The grease trap cleaning landing page: a trap cut open. */
export const GreaseTrap: Story = { tags: ['screenshot'], args: { variant: 'greaseTrap' }, play: isDecorative };

/** The commercial kitchen cleaning landing page: hood, stove and pots. */
export const CommercialKitchen: Story = {
  tags: ['screenshot'],
  args: { variant: 'commercialKitchen' },
  play: isDecorative,
};

export const WithTitle: Story = {
  args: {
    variant: 'greaseTrap',
    title: 'A grease trap cut open: pipes in and out, baffles, and a layer of grease on the water',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'A grease trap cut open: pipes in and out, baffles, and a layer of grease on the water',
      }),
    ).toBeVisible();
  },
};

/** Light enough to inline in every page: each scene's markup stays within a few kilobytes. */
export const Weight: Story = {
  render: () => (
    <div>
      {heroIllustrationVariants.map((variant) => (
        <HeroIllustration key={variant} variant={variant} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scenes = canvasElement.querySelectorAll('svg');
    await expect(scenes).toHaveLength(heroIllustrationVariants.length);
    for (const svg of scenes) {
      await expect(svg.outerHTML.length).toBeLessThan(6 * 1024);
    }
  },
};
