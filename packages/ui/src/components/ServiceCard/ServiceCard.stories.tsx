import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { HomeIcon, PencilIcon, TrashIcon } from '../Icon/icons';
import { placeholderPhoto } from '../private/storyImages';
import { ServiceCard } from './ServiceCard';

const meta = {
  title: 'Sections/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'Residential Cleaning',
    description: 'Regular cleaning for apartments and villas: dusting, vacuuming, mopping, kitchens and bathrooms.',
    icon: <HomeIcon />,
  },
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ maxInlineSize: 360 }}>
      <Story />
    </div>
  ),
];

export const WithIllustration: Story = {
  tags: ['screenshot', 'responsive'],
  decorators: narrow,
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Residential Cleaning' });
    await expect(card).toBeVisible();
    const cta = canvas.getByRole('link', { name: 'Book This Service' });
    await expect(cta).toHaveAttribute('href', '/book-now');
    // The button says which service it books.
    await expect(cta).toHaveAccessibleDescription('Residential Cleaning');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const WithImage: Story = {
  decorators: narrow,
  args: {
    image: {
      src: placeholderPhoto('Residential cleaning', 800, 500),
      alt: 'A cleaner wiping a kitchen counter in a Dubai apartment',
      width: 800,
      height: 500,
    },
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'A cleaner wiping a kitchen counter in a Dubai apartment' });
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

export const WithoutCallToAction: Story = {
  decorators: narrow,
  args: { ctaLabel: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

const onEdit = fn();
const onDelete = fn();

export const WithAdminControls: Story = {
  decorators: narrow,
  args: {
    adminControls: (
      <>
        <Button size="small" tone="secondary" icon={<Icon icon={PencilIcon} size="xsmall" />} onClick={onEdit}>
          Edit
        </Button>
        <Button size="small" tone="critical" icon={<Icon icon={TrashIcon} size="xsmall" />} onClick={onDelete}>
          Delete
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Book This Service' })).toBeVisible();
  },
};

export const Variants: Story = {
  tags: ['screenshot'],
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 1100 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
      <ServiceCard {...args} />
      <ServiceCard
        {...args}
        title="Office Cleaning"
        image={{
          src: placeholderPhoto('Office cleaning', 800, 500),
          alt: 'A tidy open-plan office',
          width: 800,
          height: 500,
        }}
      />
      <ServiceCard
        {...args}
        title="Deep Cleaning"
        adminControls={
          <Button size="small" tone="secondary" icon={<Icon icon={PencilIcon} size="xsmall" />}>
            Edit
          </Button>
        }
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Book This Service' })).toHaveLength(3);
  },
};
