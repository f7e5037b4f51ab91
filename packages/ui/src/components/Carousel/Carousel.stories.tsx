import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { arCarousel } from '../private/arabicStoryTexts';
import { Rating } from '../Rating/Rating';
import { Text } from '../Text/Text';
import { Carousel } from './Carousel';

interface Testimonial {
  id: string;
  name: string;
  quote: string;
  rating: number;
}

const testimonials: Testimonial[] = [
  {
    id: 'sarah',
    name: 'Sarah Al Mansouri',
    quote: 'The team left our Marina apartment spotless. Punctual, friendly and very thorough.',
    rating: 5,
  },
  {
    id: 'ahmed',
    name: 'Ahmed Khan',
    quote: 'Our office in Business Bay has never looked better. We now book them every week.',
    rating: 5,
  },
  {
    id: 'maria',
    name: 'Maria Lopez',
    quote:
      'The move-out deep clean got us our full deposit back. They even cleaned inside the oven and behind the fridge.',
    rating: 4,
  },
];

function TestimonialSlide({ item, ratingLabel }: { item: Testimonial; ratingLabel?: string }) {
  return (
    <Card as="article" elevation="raised" padding="large">
      <Rating value={item.rating} label={ratingLabel} />
      <blockquote style={{ margin: 0 }}>
        <Text size="large">“{item.quote}”</Text>
      </blockquote>
      <Text weight="semibold">{item.name}</Text>
    </Card>
  );
}

const renderTestimonial = (item: unknown) => <TestimonialSlide item={item as Testimonial} />;

const meta = {
  title: 'Composites/Carousel',
  component: Carousel,
  args: {
    items: testimonials,
    renderItem: renderTestimonial,
    getItemKey: (item: unknown) => (item as Testimonial).id,
    label: 'Testimonials',
    previousLabel: 'Previous testimonial',
    nextLabel: 'Next testimonial',
    onIndexChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640, marginInline: 'auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

// Visibility is checked with waitFor: under reduced motion the global 0.01ms transition still lets a slide's
// inherited visibility settle one frame after the switch.

/** The visible slide's group (the only one not hidden). */
const shownSlide = (canvas: ReturnType<typeof within>) => canvas.getByRole('group', { name: /of 3/ });

export const Testimonials: Story = {
  name: 'Arrows wrap around both ways',
  play: async ({ canvas, userEvent, args }) => {
    const carousel = canvas.getByRole('region', { name: 'Testimonials' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const status = carousel.querySelector('[aria-live="polite"]');
    await expect(status).toHaveTextContent('Slide 1 of 3');
    await expect(shownSlide(canvas)).toHaveAccessibleName('1 of 3');
    await waitFor(() => expect(canvas.getByText(/Marina apartment/)).toBeVisible());
    // Hidden slides are out of sight and out of the accessibility tree.
    await waitFor(() => expect(canvas.getByText(/Business Bay/)).not.toBeVisible());

    const next = canvas.getByRole('button', { name: 'Next testimonial' });
    const previous = canvas.getByRole('button', { name: 'Previous testimonial' });
    await userEvent.click(next);
    await expect(status).toHaveTextContent('Slide 2 of 3');
    await waitFor(() => expect(canvas.getByText(/Business Bay/)).toBeVisible());
    await userEvent.click(next);
    await expect(status).toHaveTextContent('Slide 3 of 3');
    // Past the last slide: back to the first.
    await userEvent.click(next);
    await expect(status).toHaveTextContent('Slide 1 of 3');
    await waitFor(() => expect(canvas.getByText(/Marina apartment/)).toBeVisible());
    // Before the first slide: on to the last.
    await userEvent.click(previous);
    await expect(status).toHaveTextContent('Slide 3 of 3');
    await waitFor(() => expect(canvas.getByText(/move-out deep clean/)).toBeVisible());
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab reaches the buttons, arrow keys change slides',
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('region', { name: 'Testimonials' }).querySelector('[aria-live]');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous testimonial' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next testimonial' })).toHaveFocus();
    // Arrow keys work wherever focus is inside the carousel, and wrap around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Slide 2 of 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(status).toHaveTextContent('Slide 3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Slide 1 of 3');
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent('Slide 3 of 3');
    await userEvent.keyboard('{Home}');
    await expect(status).toHaveTextContent('Slide 1 of 3');
    // On the dots, focus follows the current slide.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveFocus();
    await expect(status).toHaveTextContent('Slide 2 of 3');
  },
};

export const Dots: Story = {
  name: 'Dots jump to a slide',
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('region', { name: 'Testimonials' }).querySelector('[aria-live]');
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(status).toHaveTextContent('Slide 3 of 3');
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(canvas.getByText(/move-out deep clean/)).toBeVisible());
    await expect(args.onIndexChange).toHaveBeenCalledWith(2);
  },
};

export const Controlled: Story = {
  name: 'Controlled index',
  args: { index: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() => expect(canvas.getByText(/Business Bay/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Next testimonial' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(2);
    // The owner has not moved `index`, so the slide stays.
    const status = canvas.getByRole('region', { name: 'Testimonials' }).querySelector('[aria-live]');
    await expect(status).toHaveTextContent('Slide 2 of 3');
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  },
};

function ControlledHarness(args: ComponentProps<typeof Carousel>) {
  const [index, setIndex] = useState(2);
  return (
    <Carousel
      {...args}
      index={index}
      onIndexChange={(next) => {
        args.onIndexChange?.(next);
        setIndex(next);
      }}
    />
  );
}

export const ControlledByOwner: Story = {
  name: 'Controlled by its owner',
  render: (args) => <ControlledHarness {...args} />,
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('region', { name: 'Testimonials' }).querySelector('[aria-live]');
    await expect(status).toHaveTextContent('Slide 3 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next testimonial' }));
    await expect(status).toHaveTextContent('Slide 1 of 3');
  },
};

export const OneItem: Story = {
  name: 'One item: no arrows, no dots',
  args: { items: testimonials.slice(0, 1) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/Marina apartment/)).toBeVisible());
    await expect(canvas.queryByRole('region', { name: 'Testimonials' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoItems: Story = {
  name: 'No items: nothing',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const Nodes: Story = {
  name: 'Items as nodes',
  args: {
    label: 'Service photos',
    renderItem: undefined,
    getItemKey: undefined,
    previousLabel: undefined,
    nextLabel: undefined,
    items: ['Residential', 'Office', 'Kitchen', 'Carpet'].map((name) => (
      <Card key={name} tone="subtle" padding="large">
        <Text size="xlarge" weight="bold" align="center">
          {name}
        </Text>
      </Card>
    )),
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('Residential')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(canvas.getByText('Carpet')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');
  },
};

export const ReducedMotion: Story = {
  name: 'Switches without fading under reduced motion',
  play: async ({ canvas, canvasElement }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const slide = within(canvasElement).getAllByRole('group', { hidden: true })[0] as HTMLElement;
    await expect(getComputedStyle(slide).transitionProperty === 'none' || !reduced).toBe(true);
    await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeVisible();
  },
};

export const Appearance: Story = {
  tags: ['screenshot', 'responsive'],
  args: { defaultIndex: 2 },
};

/** A swipe: a finger put down on the slide and lifted `dx` pixels further along. */
function swipe(element: Element, dx: number) {
  const { left, top, width, height } = element.getBoundingClientRect();
  const x = left + width / 2;
  const y = top + height / 2;
  const init = { bubbles: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientY: y };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x }));
  element.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx }));
}

export const Swipe: Story = {
  name: 'Swipe: to the left for the next slide',
  play: async ({ canvas }) => {
    const status = canvas.getByRole('region', { name: 'Testimonials' }).querySelector('[aria-live]');
    swipe(shownSlide(canvas), -120);
    await waitFor(() => expect(status).toHaveTextContent('Slide 2 of 3'));
    swipe(shownSlide(canvas), 120);
    await waitFor(() => expect(status).toHaveTextContent('Slide 1 of 3'));
    // Wraps like the arrows; a short move is not a swipe.
    swipe(shownSlide(canvas), 120);
    await waitFor(() => expect(status).toHaveTextContent('Slide 3 of 3'));
    swipe(shownSlide(canvas), -20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(status).toHaveTextContent('Slide 3 of 3');
  },
};

const arabicArgs = {
  items: arCarousel.testimonials,
  renderItem: (item: unknown) => (
    <TestimonialSlide item={item as Testimonial} ratingLabel={arCarousel.rating((item as Testimonial).rating)} />
  ),
  label: arCarousel.label,
  previousLabel: arCarousel.previousLabel,
  nextLabel: arCarousel.nextLabel,
  goToLabel: arCarousel.goToLabel,
  announcement: arCarousel.announcement,
  slideLabel: arCarousel.slideLabel,
};

/**
 * Arabic, right to left: the next slide comes from the left. 'Next' sits on the left with its chevron pointing
 * left, the first dot is on the right, ArrowLeft and a swipe to the right go forward, and both ways wrap.
 */
export const RightToLeft: Story = {
  name: 'Right to left: Next, arrow keys and swipes go the Arabic way',
  globals: { locale: 'ar' },
  args: arabicArgs,
  play: async ({ canvas, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'آراء العملاء' });
    await expect(getComputedStyle(carousel).direction).toBe('rtl');
    const status = carousel.querySelector('[aria-live]');
    const next = canvas.getByRole('button', { name: 'الرأي التالي' });
    const previous = canvas.getByRole('button', { name: 'الرأي السابق' });
    // Next is on the left, Previous on the right, and their chevrons are mirrored to point outwards.
    await expect(next.getBoundingClientRect().right).toBeLessThan(previous.getBoundingClientRect().left);
    const first = canvas.getByRole('button', { name: 'الانتقال إلى الرأي 1' });
    const last = canvas.getByRole('button', { name: 'الانتقال إلى الرأي 3' });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(last.getBoundingClientRect().left);
    for (const button of [next, previous]) {
      await expect(getComputedStyle(button.querySelector('svg') as SVGElement).transform).toBe(
        'matrix(-1, 0, 0, 1, 0, 0)',
      );
    }

    await userEvent.click(next);
    await expect(status).toHaveTextContent('الرأي 2 من 3');
    await waitFor(() => expect(canvas.getByText(/الخليج التجاري/)).toBeVisible());
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(status).toHaveTextContent('الرأي 3 من 3');
    // The keys follow the layout: ArrowLeft is forward (and wraps from the last slide to the first).
    await userEvent.keyboard('{ArrowLeft}');
    await expect(status).toHaveTextContent('الرأي 1 من 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('الرأي 3 من 3');
    // So do swipes: pulling the slide to the right brings in the next one from the left.
    swipe(canvas.getByRole('group', { name: '3 من 3' }), 120);
    await waitFor(() => expect(status).toHaveTextContent('الرأي 1 من 3'));
    swipe(canvas.getByRole('group', { name: '1 من 3' }), -120);
    await waitFor(() => expect(status).toHaveTextContent('الرأي 3 من 3'));
  },
};

export const RightToLeftAppearance: Story = {
  name: 'Right to left: appearance',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: { ...arabicArgs, defaultIndex: 2 },
};
