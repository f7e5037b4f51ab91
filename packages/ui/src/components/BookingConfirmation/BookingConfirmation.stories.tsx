import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BookingConfirmation } from './BookingConfirmation';

/** Fixture: a 3-bedroom villa deep clean with the oven (AED 710 + 5% VAT), as the booking rules price it. */
const villaDeep = { subtotalFils: 71_000, vatFils: 3_550, totalFils: 74_550 };

/** A tiny .ics, as the site builds one (Asia/Dubai), so the download link has something to fetch. */
const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTSTART;TZID=Asia/Dubai:20261124T100000',
  'DTEND;TZID=Asia/Dubai:20261124T120000',
  'SUMMARY:Deep Cleaning (SparkleClean)',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

const meta = {
  title: 'Composites/BookingConfirmation',
  component: BookingConfirmation,
  args: {
    reference: 'SC-7K4Q2M',
    service: 'Deep Cleaning',
    date: 'Tuesday 24 November 2026',
    time: '10:00 AM – 12:00 PM',
    estimate: villaDeep,
    calendarHref: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
    calendarFileName: 'sparkleclean-SC-7K4Q2M.ics',
    manageHref: '/booking/q3Jx9v2LrT8mWk4nZp7sYa',
    onDismiss: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BookingConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent, args }) => {
    const heading = canvas.getByRole('heading', { name: 'Booking request received' });
    // The form the visitor was in has gone: focus lands on the heading, which is read first.
    await waitFor(() => expect(heading).toHaveFocus());
    const panel = within(canvas.getByRole('region', { name: 'Booking request received' }));
    await expect(panel.getAllByRole('term').map((term) => term.textContent)).toEqual(
      expect.arrayContaining(['Reference', 'Service', 'Date', 'Time', 'Subtotal', 'VAT (5%)']),
    );
    await expect(panel.getByText('SC-7K4Q2M')).toBeVisible();
    await expect(panel.getByText('Tuesday 24 November 2026')).toBeVisible();
    await expect(panel.getByText('10:00 AM – 12:00 PM')).toBeVisible();
    await expect(panel.getByText('AED 745.50')).toBeVisible();

    const calendar = panel.getByRole('link', { name: 'Add to calendar' });
    await expect(calendar).toHaveAttribute('download', 'sparkleclean-SC-7K4Q2M.ics');
    await expect(calendar.getAttribute('href')).toMatch(/^data:text\/calendar/);
    await expect(panel.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
      'href',
      '/booking/q3Jx9v2LrT8mWk4nZp7sYa',
    );
    await expect(
      panel.getByText('Keep this link to reschedule or cancel up to 24 hours before your appointment.'),
    ).toBeVisible();

    await userEvent.click(panel.getByRole('button', { name: 'Book another cleaning' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The caller moves focus itself (e.g. after a scroll): the panel leaves focus alone. */
export const CallerManagesFocus: Story = {
  args: { focusOnMount: false },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Booking request received' });
    await expect(heading).not.toHaveFocus();
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};

/** A regular cleaning: the confirmation names the series (how often, the day and time) and its first visits. */
export const RegularCleaning: Story = {
  tags: ['screenshot'],
  args: {
    series: {
      summary: 'Weekly on Tuesday, 10:00 AM – 12:00 PM',
      firstVisits: 'Tuesday 24 November 2026, Tuesday 1 December 2026, Tuesday 8 December 2026',
    },
  },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('region', { name: 'Booking request received' }));
    await expect(panel.getAllByRole('term').map((term) => term.textContent)).toEqual(
      expect.arrayContaining(['Regular cleaning', 'First visits']),
    );
    await expect(panel.getByText('Weekly on Tuesday, 10:00 AM – 12:00 PM')).toBeVisible();
    await expect(panel.getByText(/Tuesday 1 December 2026, Tuesday 8 December 2026/)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RegularCleaningArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    date: 'الثلاثاء 24 نوفمبر 2026',
    time: '10:00 ص – 12:00 م',
    texts: { heading: 'تم استلام طلب الحجز', series: 'تنظيف منتظم', firstVisits: 'الزيارات الأولى' },
    series: {
      summary: 'أسبوعياً يوم الثلاثاء، 10:00 ص – 12:00 م',
      firstVisits: 'الثلاثاء 24 نوفمبر 2026، الثلاثاء 1 ديسمبر 2026، الثلاثاء 8 ديسمبر 2026',
    },
  },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('region', { name: 'تم استلام طلب الحجز' }));
    await expect(panel.getByText('أسبوعياً يوم الثلاثاء، 10:00 ص – 12:00 م')).toBeVisible();
    await expect(panel.getAllByRole('term').map((term) => term.textContent)).toEqual(
      expect.arrayContaining(['تنظيف منتظم', 'الزيارات الأولى']),
    );
  },
};
