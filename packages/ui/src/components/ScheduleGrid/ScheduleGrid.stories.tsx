import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyBookings, storyServices, storySlots, storyWeek } from '../private/adminStoryData';
import { ScheduleGrid, type ScheduleView } from './ScheduleGrid';

const onOpen = fn();

const meta = {
  title: 'Admin/ScheduleGrid',
  component: ScheduleGrid,
  args: {
    view: 'day',
    days: storyWeek.slice(0, 1),
    slots: storySlots,
    services: storyServices,
    bookings: storyBookings,
    onOpen,
    caption: 'Schedule for Mon 30 Nov 2026',
  },
} satisfies Meta<typeof ScheduleGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One day: a column per crew of each service; a cancelled booking takes an extra lane beside its replacement. */
export const DayView: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent }) => {
    onOpen.mockClear();
    const table = canvas.getByRole('table', { name: 'Schedule for Mon 30 Nov 2026' });
    await expect(within(table).getByRole('columnheader', { name: 'Residential Cleaning' })).toBeVisible();
    await expect(within(table).getAllByRole('columnheader', { name: 'Crew 1' })).toHaveLength(5);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(12);
    // Every block says who, when and its status in words, not only in colour.
    const fatima = within(table).getByRole('button', { name: /Fatima Al Mansoori/ });
    await expect(fatima).toHaveTextContent('8:00 AM – 10:00 AM');
    await expect(fatima).toHaveTextContent('Confirmed');
    await expect(within(table).getByRole('button', { name: /James Whitaker/ })).toHaveTextContent('Cancelled');
    // A block spans its two hourly rows.
    await expect(fatima.closest('td')).toHaveAttribute('rowspan', '2');
    // The region scrolls with the keyboard; Tab then reaches the first block and Enter opens it.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Schedule for Mon 30 Nov 2026' })).toHaveFocus();
    await userEvent.tab();
    await expect(fatima).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onOpen).toHaveBeenCalledWith('b1');
    await userEvent.click(within(table).getByRole('button', { name: /Chen Wei/ }));
    await expect(onOpen).toHaveBeenLastCalledWith('b7');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A week: a column per day (more when bookings overlap), the closed days hatched and labelled. */
export const WeekView: Story = {
  tags: ['screenshot', 'responsive'],
  args: { view: 'week', days: storyWeek, caption: 'Week of 30 Nov 2026' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Week of 30 Nov 2026' });
    await expect(within(table).getByRole('columnheader', { name: /Wed 2 Dec.*Closed: National Day/ })).toBeVisible();
    await expect(within(table).getAllByRole('cell', { name: 'Closed: National Day' })).toHaveLength(2);
    // In the week view a block also names its service.
    await expect(within(table).getByRole('button', { name: /Marina Dental Clinic/ })).toHaveTextContent(
      'Office Cleaning',
    );
  },
};

/** A closed day with nothing booked: one cell says so across the whole grid. */
export const ClosedDay: Story = {
  tags: ['screenshot'],
  args: { days: [storyWeek[2] as (typeof storyWeek)[number]], caption: 'Schedule for Wed 2 Dec 2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Closed: National Day' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** With the switch and the day buttons, as the Today section uses it. */
export const WithToolbar: Story = {
  tags: ['screenshot'],
  render: function Render(args) {
    const [view, setView] = useState<ScheduleView>('day');
    return (
      <ScheduleGrid
        {...args}
        view={view}
        days={view === 'day' ? storyWeek.slice(0, 1) : storyWeek}
        onViewChange={setView}
        onPrevious={fn()}
        onNext={fn()}
        onToday={fn()}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const day = canvas.getByRole('button', { name: 'Day' });
    const week = canvas.getByRole('button', { name: 'Week' });
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(week);
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('columnheader', { name: /Sun 6 Dec/ })).toBeVisible();
    await userEvent.click(day);
    await expect(canvas.queryByRole('columnheader', { name: /Sun 6 Dec/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    day.blur();
  },
};
