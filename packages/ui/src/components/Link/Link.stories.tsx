import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { buttonSizes, buttonTones } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { ArrowRightIcon, WhatsAppIcon } from '../Icon/icons';
import { storyContact } from '../private/companyStoryData';
import { Text } from '../Text/Text';
import { ButtonLink, Link } from './Link';
import { type LinkComponent, UiProvider } from './LinkProvider';

/** Stands in for the router's link: marks the links it renders and records where they lead. */
const navigate = fn();
const AppLink: LinkComponent = ({ href, onClick, ...props }) => (
  <a
    href={href}
    data-app-link=""
    {...props}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
      navigate(href);
    }}
  />
);

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/book-now', children: 'Book a cleaning' },
  decorators: [
    (Story) => (
      <UiProvider linkComponent={AppLink}>
        <Story />
      </UiProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paths inside the site go through the app's link component (the router's, on the site). */
export const Internal: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Book a cleaning' });
    await expect(link).toHaveAttribute('data-app-link');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/book-now');
  },
};

/** Other sites open in a new tab, safely, and say so to screen readers. */
export const External: Story = {
  args: { href: 'https://www.google.com/maps', children: 'Find us on Google Maps' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Find us on Google Maps (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('data-app-link');
  },
};

/** Phone and e-mail links leave the site but open the phone or mail app, not a tab. */
export const PhoneAndEmail: Story = {
  render: () => (
    <Text>
      Call <Link href={storyContact.tel}>{storyContact.phone}</Link> or write to{' '}
      <Link href={`mailto:${storyContact.email}`}>{storyContact.email}</Link>.
    </Text>
  ),
  play: async ({ canvas }) => {
    for (const name of [storyContact.phone, storyContact.email]) {
      const link = canvas.getByRole('link', { name });
      await expect(link).not.toHaveAttribute('target');
      await expect(link).not.toHaveAttribute('data-app-link');
    }
  },
};

/** A text link inside running text, and on its own. */
export const TextLinks: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 640 }}>
      <Text>
        Read our <Link href="/services">service details</Link> or{' '}
        <Link href="https://www.google.com/maps">find us on the map</Link> before you{' '}
        <Link href="/book-now">book online</Link>.
      </Text>
      <Link href="/testimonials">Read all testimonials</Link>
    </div>
  ),
};

/** Links that look like buttons: every tone at every size, with and without an icon. */
export const ButtonLinks: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {buttonTones.map((tone) => (
            <ButtonLink key={tone} href="/book-now" tone={tone} size={size}>
              {tone} {size}
            </ButtonLink>
          ))}
        </div>
      ))}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <ButtonLink href="/services" icon={<Icon icon={ArrowRightIcon} size="small" />}>
          Our Services
        </ButtonLink>
        <ButtonLink
          href="https://wa.me/971501234567"
          tone="whatsapp"
          size="large"
          icon={<Icon icon={WhatsAppIcon} size="medium" />}
        >
          Quick WhatsApp Quote
        </ButtonLink>
        <ButtonLink href="/contact" tone="secondary" fullWidth>
          Contact Us
        </ButtonLink>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const whatsapp = canvas.getByRole('link', { name: 'Quick WhatsApp Quote (opens in a new tab)' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Our Services' })).toHaveAttribute('data-app-link');
  },
};
