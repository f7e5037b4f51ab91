import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { InboxItem, InboxList } from './InboxItem';

const meta = {
  title: 'Sections/InboxItem',
  component: InboxItem,
  args: { title: 'Fatima Al Mansoori' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InboxItem>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirm = fn();
const cancel = fn();

/** A booking request as the dashboard lists it: status badge, details and the next status changes. */
export const Booking: Story = {
  tags: ['screenshot', 'responsive'],
  render: () => (
    <InboxList aria-label="Bookings" emptyText="No bookings yet.">
      <InboxItem
        title="Fatima Al Mansoori"
        badge={<Badge tone="accent">Pending</Badge>}
        time={{ dateTime: '2026-03-02T09:14:00+04:00', label: '2 Mar 2026, 09:14' }}
        details={[
          { label: 'Service', value: 'Deep Cleaning' },
          { label: 'When', value: 'Fri 6 Mar 2026, 10:00 AM' },
          { label: 'Phone', value: '+971 50 123 4567' },
          { label: 'Email', value: 'fatima.mansoori@example.com' },
          { label: 'Address', value: 'Villa 12, Street 4, Al Barsha 2, Dubai' },
        ]}
        actions={
          <>
            <Button size="small" onClick={confirm}>
              Confirm
            </Button>
            <Button size="small" tone="secondary" onClick={cancel}>
              Cancel booking
            </Button>
          </>
        }
      />
      <InboxItem
        title="Omar Haddad"
        badge={<Badge tone="positive">Confirmed</Badge>}
        time={{ dateTime: '2026-03-01T17:40:00+04:00', label: '1 Mar 2026, 17:40' }}
        details={[
          { label: 'Service', value: 'Office Cleaning' },
          { label: 'When', value: 'Mon 9 Mar 2026, 08:00 AM' },
        ]}
      />
    </InboxList>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Bookings' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // Each entry is an article named by its title, with its facts as a description list.
    const first = canvas.getByRole('article', { name: 'Fatima Al Mansoori' });
    await expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Fatima Al Mansoori');
    await expect(within(first).getByText('Deep Cleaning')).toBeVisible();
    await expect(within(first).getByText('2 Mar 2026, 09:14')).toHaveAttribute('datetime', '2026-03-02T09:14:00+04:00');
    await userEvent.click(within(first).getByRole('button', { name: 'Confirm' }));
    await expect(confirm).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A contact message: the text keeps its line breaks. A new arrival is highlighted. */
export const Message: Story = {
  tags: ['screenshot', 'responsive'],
  render: () => (
    <InboxList aria-label="Messages" emptyText="No messages yet.">
      <InboxItem
        title="Lina Kareem"
        highlighted
        badge={<Badge tone="brand">New</Badge>}
        time={{ dateTime: '2026-03-02T11:02:00+04:00', label: '2 Mar 2026, 11:02' }}
        details={[{ label: 'Email', value: 'lina@example.com' }]}
      >
        {'Hello,\nDo you clean restaurant kitchens at night? We close at 1 AM.\nThanks!'}
      </InboxItem>
    </InboxList>
  ),
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Lina Kareem' });
    await expect(message).toHaveTextContent('We close at 1 AM.');
    await expect(within(message).getByText('New')).toBeVisible();
  },
};

function PhotoPlaceholder({ label, hue }: { label: string; hue: number }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 400 300" width="100%" height="100%">
      <rect width="400" height="300" fill={`hsl(${hue} 45% 85%)`} />
      <circle cx="300" cy="90" r="40" fill={`hsl(${hue} 45% 65%)`} />
      <path d="M0 300 L140 140 L240 240 L300 190 L400 300 Z" fill={`hsl(${hue} 45% 45%)`} />
    </svg>
  );
}

/** Visitors' photos in a grid: the picture on top, the file's facts below. */
export const Photos: Story = {
  tags: ['screenshot', 'responsive'],
  render: () => (
    <InboxList aria-label="Photos" emptyText="No photos yet." layout="grid">
      {[
        { name: 'kitchen-before.jpg', hue: 180, size: '1.2 MB' },
        { name: 'living-room.png', hue: 30, size: '860 KB' },
        { name: 'oven.webp', hue: 210, size: '420 KB' },
      ].map((photo) => (
        <InboxItem
          key={photo.name}
          title={photo.name}
          media={<PhotoPlaceholder label={photo.name} hue={photo.hue} />}
          time={{ dateTime: '2026-03-02T08:00:00+04:00', label: '2 Mar 2026, 08:00' }}
          details={[{ label: 'Size', value: photo.size }]}
        />
      ))}
    </InboxList>
  ),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Photos' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'oven.webp' })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['screenshot'],
  render: () => <InboxList aria-label="Bookings" emptyText="No bookings yet." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bookings yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
