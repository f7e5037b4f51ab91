import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import {
  storyBookings,
  storyServices,
  storySlots,
  storyTeamBookings,
  storyTeams,
  storyWeek,
} from '../private/adminStoryData';
import { ScheduleGrid, type ScheduleMove, type ScheduleView } from './ScheduleGrid';

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

/**
 * A week of a company without teams: seven days side by side (they fit at 1280 px), each listing its bookings by
 * time; the closed days hatched and labelled. Details (the service among them) on focus or hover.
 */
export const WeekView: Story = {
  tags: ['screenshot', 'responsive'],
  args: { view: 'week', days: storyWeek, caption: 'Week of 30 Nov 2026' },
  play: async ({ canvas, canvasElement }) => {
    const week = canvas.getByRole('region', { name: 'Week of 30 Nov 2026' });
    const days = within(week).getAllByRole('heading', { level: 3 });
    await expect(days).toHaveLength(7);
    await expect(within(week).getByRole('heading', { name: /Wed 2 Dec.*Closed: National Day/ })).toBeVisible();
    // Seven columns side by side, none outside the box, and the page does not scroll sideways.
    const box = week.getBoundingClientRect();
    const tops = new Set(days.map((day) => Math.round(day.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    for (const day of days) await expect(day.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Bookings by time: Monday reads 8:00 AM, 8:00 AM, 9:00 AM, …; the service is in each entry's details.
    const monday = within(days[0]?.closest('li') as HTMLElement);
    const entries = monday.getAllByRole('button');
    await expect(entries[0]).toHaveTextContent(/^8:00 AM/);
    await expect(entries[entries.length - 1]).toHaveTextContent(/^6:00 PM/);
    await expect(within(week).getByRole('button', { name: /Marina Dental Clinic/ })).toHaveAccessibleDescription(
      /Office Cleaning/,
    );
    await expect(within(week).getAllByText('No bookings').length).toBeGreaterThan(0);
  },
};

/**
 * The week with teams: each entry's edge in its team's colour (the legend names them; the details name the team),
 * unassigned ones dotted; a job under way reads 'In progress', a finished one shows its photo in its details.
 */
export const WeekWithTeams: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    view: 'week',
    days: storyWeek,
    teams: storyTeams,
    bookings: storyTeamBookings,
    caption: 'Week of 30 Nov 2026',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Teams' })).toHaveTextContent('Team Falcon');
    const priya = canvas.getByRole('button', { name: /Priya Nair/ });
    await expect(priya).toHaveTextContent('Completed · 1 photo');
    await expect(priya).toHaveAccessibleDescription(/Team: Team Gazelle.*Finished 11:52 AM/);
    await expect(canvas.queryByRole('img', { name: 'After photo 1 of Priya Nair’s job' })).toBeNull();
    // Focus (or hover) shows the details, the photo among them.
    priya.focus();
    await expect(canvas.getByRole('img', { name: 'After photo 1 of Priya Nair’s job' })).toBeVisible();
    priya.blur();
    await expect(canvas.getByRole('button', { name: /Fatima Al Mansoori/ })).toHaveTextContent('In progress');
    await expect(canvas.getByRole('button', { name: /Layla Hassan/ })).toHaveAccessibleDescription(/Unassigned/);
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
    await expect(canvas.getByRole('heading', { name: /Sun 6 Dec/ })).toBeVisible();
    await userEvent.click(day);
    await expect(canvas.queryByRole('heading', { name: /Sun 6 Dec/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    day.blur();
  },
};

/** One day with teams: a column per team, hatched for a team on leave, and a column of unassigned bookings. */
export const DayWithTeams: Story = {
  tags: ['screenshot', 'responsive'],
  args: { teams: storyTeams, bookings: storyTeamBookings },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Schedule for Mon 30 Nov 2026' });
    for (const name of ['Team Falcon', 'Team Oryx', 'Team Gazelle', /Team Dhow.*On leave: Training/, 'Unassigned']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(within(table).getByRole('cell', { name: 'On leave: Training' })).toBeVisible();
    // A block names its service when the columns are teams.
    await expect(within(table).getByRole('button', { name: /Emirates Trading LLC/ })).toHaveTextContent(
      'Office Cleaning',
    );
    await expect(within(table).queryByRole('button', { name: /^Move / })).toBeNull();
  },
};

const onMove = fn<(move: ScheduleMove) => Promise<void>>();

/** Bookings are dragged to another team and time; a move the rules refuse says why and changes nothing. */
export const DragToAnotherTeam: Story = {
  args: { teams: storyTeams, bookings: storyTeamBookings, onMove },
  play: async ({ canvas }) => {
    onMove.mockReset();
    onMove.mockResolvedValueOnce(undefined);
    const table = canvas.getByRole('table', { name: 'Schedule for Mon 30 Nov 2026' });
    const omar = within(table).getByRole('button', { name: /^Omar Haddad/ }).parentElement as HTMLElement;
    await expect(omar).toHaveAttribute('draggable', 'true');
    // Drop Omar (Team Oryx, 9:00 AM) on Team Gazelle at 12:00 PM.
    const target = within(table)
      .getAllByRole('cell')
      .find(
        (cell) => cell.getAttribute('headers')?.includes('-t-4 ') && cell.getAttribute('headers')?.endsWith('-g-t-t3'),
      ) as HTMLElement;
    const dataTransfer = new DataTransfer();
    fireEvent.dragStart(omar, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await expect(onMove).toHaveBeenCalledWith({ bookingId: 'b2', teamId: 't3', date: '2026-11-30', slot: '12:00 PM' });
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Moved Omar Haddad to Team Gazelle at 12:00 PM.'),
    );
    // Refused: the reason the rules give is shown.
    onMove.mockRejectedValueOnce(new Error('Team Dhow is on leave on Mon 30 Nov (Training).'));
    const dhow = within(table).getByRole('cell', { name: 'On leave: Training' });
    const unassigned = within(table)
      .getAllByRole('cell')
      .find(
        (cell) =>
          cell.getAttribute('headers')?.includes('-t-0 ') && cell.getAttribute('headers')?.endsWith('-g-unassigned'),
      ) as HTMLElement;
    await expect(dhow).toBeVisible();
    fireEvent.dragStart(omar, { dataTransfer });
    fireEvent.dragOver(unassigned, { dataTransfer });
    fireEvent.drop(unassigned, { dataTransfer });
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Omar Haddad was not moved: Team Dhow is on leave on Mon 30 Nov (Training).',
      ),
    );
  },
};

/** The same move with the keyboard alone: the move handle, the arrow keys (team, time), Enter; Escape cancels. */
export const KeyboardMove: Story = {
  args: { teams: storyTeams, bookings: storyTeamBookings, onMove },
  play: async ({ canvas, userEvent }) => {
    onMove.mockReset();
    onMove.mockResolvedValue(undefined);
    const handle = canvas.getByRole('button', { name: 'Move Omar Haddad' });
    await expect(handle).toHaveAccessibleDescription(/arrow keys/);
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Team Oryx, 9:00 AM');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Team Gazelle, 12:00 PM');
    await expect(canvas.getByRole('columnheader', { name: 'Team Gazelle' })).toHaveAttribute('data-target');
    await expect(canvas.getByRole('rowheader', { name: '12:00 PM' })).toHaveAttribute('data-target');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Move cancelled.');
    await expect(onMove).not.toHaveBeenCalled();
    // Again, to the unassigned column at the far end, and this time Enter moves it.
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Unassigned, 8:00 AM');
    await userEvent.keyboard('{Enter}');
    await expect(onMove).toHaveBeenCalledWith({ bookingId: 'b2', teamId: null, date: '2026-11-30', slot: '08:00 AM' });
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Moved Omar Haddad to Unassigned at 8:00 AM.'),
    );
    handle.blur();
  },
};
