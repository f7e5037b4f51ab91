import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid, Stack } from '../Layout/Layout';
import { arReview } from '../private/arabicStoryTexts';
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

/** Where the text starts on screen (not where its box starts). */
function textLeft(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().left;
}

/**
 * Inside a centred layout, as in the home page's carousel: the card keeps its own start alignment, so the
 * client's name and the line under it begin at the same place.
 */
export const InACentredLayout: Story = {
  tags: ['screenshot'],
  args: storyTestimonials[1],
  decorators: [
    (Story) => (
      <Stack align="center" style={{ maxInlineSize: 640 }}>
        <div style={{ inlineSize: '100%' }}>
          <Story />
        </div>
      </Stack>
    ),
  ],
  play: async ({ canvas }) => {
    const name = canvas.getByText('Ahmed Al Mansouri');
    const detail = canvas.getByText('Restaurant owner, JLT');
    await expect(textLeft(name)).toBe(textLeft(detail));
    const quote = canvas.getByRole('figure').querySelector('blockquote p') as HTMLElement;
    await expect(textLeft(quote)).toBe(textLeft(canvas.getByRole('figure').querySelector('blockquote') as HTMLElement));
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

/**
 * A customer's review in Arabic on an English page (`quoteLang`): the quote is read as Arabic and runs right to
 * left, the rest of the card stays as the page.
 */
export const ReviewInAnotherLanguage: Story = {
  decorators: narrow,
  args: {
    quote: arReview.comment,
    name: 'Mariam',
    detail: 'Mirdif',
    rating: 5,
    quoteLang: 'ar',
  },
  play: async ({ canvas }) => {
    const quote = canvas.getByText(arReview.comment);
    await expect(quote).toHaveAttribute('lang', 'ar');
    await expect(getComputedStyle(quote).direction).toBe('rtl');
    await expect(getComputedStyle(canvas.getByText('Mariam')).direction).toBe('ltr');
  },
};
