import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { placeholderPhoto } from '../private/storyImages';
import { Text } from '../Text/Text';
import { Card, cardTones } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { children: null },
  argTypes: { tone: { control: 'inline-radio', options: cardTones } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

function CardContent({ title, id, inverse = false }: { title: string; id?: string; inverse?: boolean }) {
  return (
    <>
      <Heading level={3} id={id} tone={inverse ? 'inverse' : 'standard'}>
        {title}
      </Heading>
      <Text tone={inverse ? 'inverseSecondary' : 'secondary'}>
        Kitchens, bathrooms and living areas cleaned top to bottom by a trained team.
      </Text>
    </>
  );
}

/** A self-contained item is an `article` named by its heading. */
export const Article: Story = {
  args: {
    as: 'article',
    'aria-labelledby': 'deep-clean-title',
    children: <CardContent title="Deep Clean" id="deep-clean-title" />,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Deep Clean' });
    await expect(card).toHaveTextContent('Kitchens, bathrooms and living areas');
  },
};

/** Every tone, flat and raised. The brand tone carries light text. */
export const Tones: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {cardTones.flatMap((tone) =>
        (['flat', 'raised'] as const).map((elevation) => (
          <Card key={`${tone}-${elevation}`} tone={tone} elevation={elevation}>
            <CardContent title={`${tone}, ${elevation}`} inverse={tone === 'brand'} />
          </Card>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const card = (name: string) => getComputedStyle(canvas.getByRole('heading', { name }).parentElement as HTMLElement);
    // The brand card is a dark surface whose own text colour is light, for anything inside that sets none.
    await expect(card('brand, flat').color).toBe('rgb(255, 255, 255)');
    await expect(card('brand, flat').backgroundColor).not.toBe(card('standard, flat').backgroundColor);
    await expect(card('standard, raised').boxShadow).not.toBe('none');
    await expect(card('standard, flat').boxShadow).toBe('none');
  },
};

/** `none` for media that runs to the edges: the card's rounded corners clip the photo. */
export const Padding: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'start' }}>
      <Card padding="none" elevation="raised">
        <img src={placeholderPhoto('Photo', 600, 360)} alt="" width={600} height={360} />
        <div style={{ padding: '0 1.5rem 1.5rem' }}>
          <CardContent title="none" />
        </div>
      </Card>
      <Card padding="medium" elevation="raised">
        <CardContent title="medium" />
      </Card>
      <Card padding="large" elevation="raised">
        <CardContent title="large" />
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const padding = (name: string) =>
      Number.parseFloat(getComputedStyle(canvas.getByRole('heading', { name }).parentElement as HTMLElement).padding);
    await expect(padding('medium')).toBeLessThan(padding('large'));
  },
};
