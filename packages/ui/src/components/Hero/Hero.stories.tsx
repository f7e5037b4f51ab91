import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { WhatsAppIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { arHero } from '../private/arabicStoryTexts';
import { placeholderPhoto } from '../private/storyImages';
import { Hero } from './Hero';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Trusted by 5000+ clients in Dubai',
    title: 'Professional Cleaning Services in Dubai',
    subtitle:
      'Homes, offices, restaurants and commercial kitchens cleaned by trained, insured teams with eco-friendly products.',
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Professional Cleaning Services in Dubai' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Professional Cleaning Services in Dubai' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a Cleaning' })).toHaveAttribute('href', '/book-now');
    // No photo: our own illustration, decorative.
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('svg[viewBox="0 0 480 400"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

const onWhatsApp = fn();

export const ServicesWithActions: Story = {
  args: {
    eyebrow: undefined,
    title: 'Our Cleaning Services',
    subtitle: 'From weekly home cleaning to grease trap maintenance, one trusted team for every space.',
    actions: (
      <>
        <ButtonLink href="/book-now" size="large">
          Book Online
        </ButtonLink>
        <Button tone="whatsapp" size="large" icon={<Icon icon={WhatsAppIcon} size="medium" />} onClick={onWhatsApp}>
          Quick WhatsApp Quote
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', '/book-now');
    await expect(canvas.queryByRole('link', { name: 'Book a Cleaning' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Quick WhatsApp Quote' }));
    await expect(onWhatsApp).toHaveBeenCalledOnce();
  },
};

export const WithImage: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    image: {
      src: placeholderPhoto('Living room after a deep clean'),
      alt: 'A bright living room after a deep clean',
      width: 1200,
      height: 900,
    },
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'A bright living room after a deep clean' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '900');
  },
};

/** Arabic, right to left: the text at the right, the illustration at the left. */
export const ArabicHome: Story = {
  name: 'Arabic, right to left',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: { ...arHero, ctaHref: '/ar/book-now' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: arHero.title });
    await expect(getComputedStyle(title).direction).toBe('rtl');
    await expect(canvas.getByRole('link', { name: arHero.ctaLabel })).toHaveAttribute('href', '/ar/book-now');
  },
};
