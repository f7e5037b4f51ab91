import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { arBrandName, arFooter } from '../private/arabicStoryTexts';
import { storyContact } from '../private/companyStoryData';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Sections/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'SparkleClean Dubai',
    tagline: 'Spotless homes and workplaces across Dubai.',
    description:
      'Professional residential, office and commercial kitchen cleaning by trained, insured teams using eco-friendly products.',
    socialLinks: [
      { network: 'facebook', href: 'https://www.facebook.com/sparklecleandubai' },
      { network: 'instagram', href: 'https://www.instagram.com/sparklecleandubai' },
      { network: 'linkedin', href: 'https://www.linkedin.com/company/sparklecleandubai' },
    ],
    contact: {
      address: 'Business Bay, Dubai, United Arab Emirates',
      phone: storyContact.phone,
      email: storyContact.email,
      website: storyContact.website,
    },
    year: 2025,
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2025 SparkleClean Dubai. All rights reserved.')).toBeVisible();
    await expect(canvas.getByText('Spotless homes and workplaces across Dubai.')).toBeVisible();

    // Social links: named for screen readers, opening in a new tab safely.
    for (const name of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = canvas.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const quickLinks = canvas.getByRole('navigation', { name: 'Quick Links' });
    await expect(within(quickLinks).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');
    await expect(within(quickLinks).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');

    const contact = canvas.getByRole('region', { name: 'Contact Us' });
    await expect(within(contact).getByText('Business Bay, Dubai, United Arab Emirates')).toBeVisible();
    await expect(within(contact).getByRole('link', { name: `Phone: ${storyContact.phone}` })).toHaveAttribute(
      'href',
      storyContact.tel,
    );
    await expect(within(contact).getByRole('link', { name: `E-mail: ${storyContact.email}` })).toHaveAttribute(
      'href',
      `mailto:${storyContact.email}`,
    );
    const website = within(contact).getByRole('link', {
      name: new RegExp(`^Website: ${storyContact.website.replace('https://', '').replace(/\./g, '\\.')}`),
    });
    await expect(website).toHaveAttribute('href', storyContact.website);
    await expect(website).toHaveAttribute('target', '_blank');
  },
};

export const AnotherYear: Story = {
  args: { year: 2031 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2031 SparkleClean Dubai. All rights reserved.')).toBeVisible();
    await expect(canvas.queryByText(/2025/)).toBeNull();
  },
};

export const WithoutSocialLinks: Story = {
  args: { socialLinks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Follow us' })).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const Layout: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** Arabic, right to left; the phone number, e-mail and web address stay left to right. */
export const ArabicLayout: Story = {
  name: 'Arabic, right to left',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: {
    brandName: arBrandName,
    tagline: arFooter.tagline,
    description: arFooter.description,
    quickLinks: arFooter.quickLinks,
    labels: arFooter.labels,
    contact: {
      address: arFooter.address,
      phone: storyContact.phone,
      email: storyContact.email,
      website: storyContact.website,
    },
    copyright: arFooter.copyright(2025),
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(getComputedStyle(footer).direction).toBe('rtl');
    const phone = canvas.getByRole('link', { name: `الهاتف: ${storyContact.phone}` });
    const email = canvas.getByRole('link', { name: `البريد الإلكتروني: ${storyContact.email}` });
    for (const link of [phone, email]) {
      const isolated = link.querySelector('bdi');
      await expect(isolated).toHaveAttribute('dir', 'ltr');
      await expect(getComputedStyle(isolated as Element).unicodeBidi).toBe('isolate');
    }
    await expect(
      canvas.getByRole('link', {
        name: `الموقع الإلكتروني: ${storyContact.website.replace('https://', '')} (يفتح في علامة تبويب جديدة)`,
      }),
    ).toHaveAttribute('target', '_blank');
  },
};
