import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withStoryLinks } from '../private/storyLinks';
import { AdminNav, type AdminNavLinkProps, adminNavItems } from './AdminNav';

const meta = {
  title: 'Admin/AdminNav',
  component: AdminNav,
  decorators: [withStoryLinks],
  args: { items: adminNavItems(), current: 'bookings' },
} satisfies Meta<typeof AdminNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bookings open: a bar at phone width (it scrolls sideways), a sidebar at desktop width. */
export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  render: (args) => (
    <div style={{ minBlockSize: 420 }}>
      <AdminNav {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Back office' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Today',
      'Bookings',
      'Messages',
      'Spam',
      'Photos',
      'Users',
      'Settings',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/admin');
    await expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    // Only the section shown is marked as the current page.
    await expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    // Tab walks the sections in order, with a visible focus ring.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Today' })).toHaveFocus();
    await userEvent.tab();
    const bookings = within(nav).getByRole('link', { name: 'Bookings' });
    await expect(bookings).toHaveFocus();
    await expect(getComputedStyle(bookings).outlineStyle).toBe('solid');
    bookings.blur();
  },
};

/** A count after a label (new messages), read as part of the link's name. */
export const WithCount: Story = {
  tags: ['screenshot'],
  args: {
    current: 'today',
    items: adminNavItems().map((item) => (item.id === 'messages' ? { ...item, count: 3 } : item)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages 3' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  },
};

const navigate = fn();

/** The site passes its router's Link through `renderLink`; here a stand-in that records the navigation. */
export const WithRouterLink: Story = {
  args: {
    current: 'users',
    renderLink: ({ href, children, ...props }: AdminNavLinkProps) => (
      <a
        {...props}
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const settings = canvas.getByRole('link', { name: 'Settings' });
    await expect(settings).toHaveAttribute('data-router-link');
    settings.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/admin/settings');
  },
};
