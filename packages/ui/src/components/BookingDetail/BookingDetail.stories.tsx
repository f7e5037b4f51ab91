import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BookingDetail, type BookingDetailData } from './BookingDetail';

const booking: BookingDetailData = {
  reference: 'SPK-4821',
  status: 'pending',
  service: 'Deep Cleaning',
  property: '2 bedrooms · Inside the oven, Balcony',
  when: { dateTime: '2026-12-04T10:00:00+04:00', label: 'Fri 4 Dec 2026, 10:00 AM – 12:00 PM' },
  customer: { name: 'Fatima Al Mansoori', phone: '+971 50 123 4567', email: 'fatima.mansoori@example.com' },
  addressLines: ['Apartment 1204', 'Marina Heights Tower', 'Dubai Marina'],
  estimate: { subtotalFils: 51_000, vatFils: 2_550, totalFils: 53_550 },
  notes: 'Please bring a ladder for the high windows.\nThe concierge has the key.',
};

const history = [
  { id: 'h1', time: { dateTime: '2026-11-28T09:14:00+04:00', label: '28 Nov, 09:14' }, text: 'Booked on the website' },
  {
    id: 'h2',
    time: { dateTime: '2026-11-29T18:02:00+04:00', label: '29 Nov, 18:02' },
    text: 'Rescheduled by the customer from Thu 3 Dec, 9:00 AM',
  },
];

const onStatusChange = fn();

const meta = {
  title: 'Admin/BookingDetail',
  component: BookingDetail,
  args: {
    booking,
    history,
    nextSteps: [
      { status: 'confirmed', label: 'Confirm', tone: 'primary' },
      { status: 'cancelled', label: 'Cancel booking', tone: 'critical' },
    ],
    onStatusChange,
  },
} satisfies Meta<typeof BookingDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending booking: call, WhatsApp and e-mail in one tap, the estimate, Confirm or Cancel, its history. */
export const Pending: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent }) => {
    onStatusChange.mockClear();
    const page = canvas.getByRole('article', { name: 'Fatima Al Mansoori' });
    await expect(within(page).getByText('Pending')).toBeVisible();
    await expect(within(page).getByText('SPK-4821')).toBeVisible();
    const contact = within(page).getByRole('list', { name: 'Contact' });
    await expect(within(contact).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+971501234567');
    await expect(within(contact).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/971501234567',
    );
    await expect(within(contact).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:fatima.mansoori@example.com',
    );
    await expect(within(page).getByRole('region', { name: 'Estimated price' })).toHaveTextContent('AED 535.50');
    const historySection = within(page).getByRole('region', { name: 'History' });
    const items = within(historySection).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('29 Nov, 18:02Rescheduled by the customer');
    // The next status, with the keyboard.
    within(page).getByRole('button', { name: 'Confirm' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onStatusChange).toHaveBeenCalledWith('confirmed');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Saving 'Confirm': its button says so and the others wait. */
export const Saving: Story = {
  args: { pendingStatus: 'confirmed' },
  play: async ({ canvas, userEvent }) => {
    onStatusChange.mockClear();
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    const cancel = canvas.getByRole('button', { name: 'Cancel booking' });
    await userEvent.click(cancel);
    await expect(onStatusChange).not.toHaveBeenCalled();
  },
};

/** The change was refused (another admin cancelled it meanwhile): the message is announced. */
export const Failed: Story = {
  tags: ['screenshot'],
  args: { error: 'The status could not be changed. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The status could not be changed.');
  },
};

/** A completed booking: no next step, nothing in the history yet, no estimate. */
export const Completed: Story = {
  tags: ['screenshot'],
  args: {
    booking: { ...booking, status: 'completed', estimate: null, notes: undefined, property: undefined },
    nextSteps: [],
    history: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Change status' })).toBeNull();
    await expect(canvas.getByText('Nothing has happened yet.')).toBeVisible();
  },
};
