import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { WhatsAppIcon } from '../Icon/icons';
import { CtaBand } from './CtaBand';

const meta = {
  title: 'Sections/CtaBand',
  component: CtaBand,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Ready for a Spotless Space?',
    subtitle: 'Book online in two minutes or talk to us about a custom plan.',
    primaryAction: { label: 'Book Now', href: '/book-now' },
    secondaryAction: { label: 'Contact Us', href: '/contact' },
  },
} satisfies Meta<typeof CtaBand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Ready for a Spotless Space?' })).toBeVisible();
    const book = canvas.getByRole('link', { name: 'Book Now' });
    await expect(book).toHaveAttribute('href', '/book-now');
    const contact = canvas.getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('href', '/contact');
    // The outline action is light on the dark band.
    await expect(getComputedStyle(contact).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(contact).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    // Keyboard focus on the dark band uses the light focus ring (yellow300).
    await userEvent.tab();
    await expect(book).toHaveFocus();
    await expect(getComputedStyle(book).outlineColor).toBe('rgb(255, 210, 122)');
  },
};

const onWhatsApp = fn();

export const InverseWithWhatsApp: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    tone: 'inverse',
    title: 'Get Your Free Quote Today',
    subtitle: 'Tell us about your space and we will reply within 24 hours.',
    actions: (
      <Button tone="whatsapp" size="large" icon={<Icon icon={WhatsAppIcon} size="medium" />} onClick={onWhatsApp}>
        WhatsApp Us
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'WhatsApp Us' }));
    await expect(onWhatsApp).toHaveBeenCalledOnce();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const TitleOnly: Story = {
  args: { subtitle: undefined, secondaryAction: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ready for a Spotless Space?' })).toBeVisible();
  },
};
