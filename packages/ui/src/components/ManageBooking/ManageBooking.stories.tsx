import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyTimeSlots } from '../private/bookingStoryData';
import { storyContact } from '../private/companyStoryData';
import type { TimeSlot } from '../TimeSlotSelect/TimeSlotSelect';
import { ManageBooking, type ManageBookingProps, type ManageBookingState } from './ManageBooking';

/** A fixed "today" keeps every story and screenshot the same on any day. */
const today = '2026-11-22';

/** Fixture: a 3-bedroom villa deep clean with the oven, priced by the booking rules (AED 710 + 5% VAT). */
const booking = {
  reference: 'SC-7K4Q2M',
  status: 'Awaiting confirmation',
  statusTone: 'accent' as const,
  service: 'Deep Cleaning',
  date: 'Thursday 26 November 2026',
  time: '10:00 AM – 12:00 PM',
  address: 'Villa 12, Street 4, behind Mercato Mall\nJumeirah, Dubai',
  estimate: { subtotalFils: 71_000, vatFils: 3_550, totalFils: 74_550 },
};

const closedDays = new Set(['2026-12-02', '2026-12-03']);

/** Fixture: Friday 27 November, with the morning blocks taken and the evening outside opening hours. */
const unavailable: Partial<Record<TimeSlot, string>> = {
  '08:00 AM': 'Fully booked',
  '09:00 AM': 'Fully booked',
  '07:00 PM': 'Outside opening hours',
};

const reschedule = {
  date: '2026-11-27',
  timeSlot: '' as const,
  slots: storyTimeSlots,
  onDateChange: fn(),
  onTimeSlotChange: fn(),
  today,
  maxDate: '2027-01-21',
  isDateUnavailable: (iso: string) => closedDays.has(iso),
  unavailable,
};

const meta = {
  title: 'Composites/ManageBooking',
  component: ManageBooking,
  args: {
    state: 'details',
    booking,
    canChange: true,
    phone: storyContact.phone,
    onReschedule: fn(),
    onCancel: fn(),
    onBack: fn(),
    onSaveReschedule: fn(),
    onConfirmCancel: fn(),
  },
} satisfies Meta<typeof ManageBooking>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading', booking: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your booking...');
  },
};

/** The booking could not be fetched (offline, a server error): nothing is shown of it, and one can retry. */
export const LoadFailed: Story = {
  args: { state: 'failed', booking: undefined, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Your booking could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check your connection and try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  tags: ['screenshot', 'responsive'],
  args: { state: 'notFound', booking: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'We could not find this booking' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyContact.phone })).toHaveAttribute('href', storyContact.tel);
    await expect(canvas.getByRole('link', { name: 'Book a cleaning' })).toHaveAttribute('href', '/book-now');
    // Nothing of any booking is shown.
    await expect(canvas.queryByText('SC-7K4Q2M')).toBeNull();
  },
};

export const Expired: Story = {
  tags: ['screenshot', 'responsive'],
  args: { state: 'expired', booking: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await expect(canvas.getByText(/stop working 30 days after the appointment/)).toHaveTextContent(
      new RegExp(`please call us at ${storyContact.phone.replace('+', '\\+')}\\.$`),
    );
  },
};

export const Details: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(canvas.getByText('Awaiting confirmation')).toBeVisible();
    const summary = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(summary).toEqual(
      expect.arrayContaining(['SC-7K4Q2M', 'Deep Cleaning', 'Thursday 26 November 2026', '10:00 AM – 12:00 PM']),
    );
    await expect(canvas.getByText('AED 745.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await expect(args.onReschedule).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The booking's .ics as a download, the same file the confirmation panel and the confirmation e-mail carry. */
export const WithCalendarFile: Story = {
  args: {
    state: 'details',
    canChange: true,
    calendar: { href: 'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR', fileName: 'SC-7K4Q2M.ics' },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Add to calendar' });
    await expect(link).toHaveAttribute('download', 'SC-7K4Q2M.ics');
    await expect(link).toHaveAttribute('href', 'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR');
  },
};

/** Less than 24 hours before the appointment: no buttons, the phone number instead. */
export const TooLateToChange: Story = {
  tags: ['screenshot', 'responsive'],
  args: { canChange: false, booking: { ...booking, status: 'Confirmed', statusTone: 'positive' as const } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    await expect(
      canvas.getByText(/Changes are possible until 24 hours before the appointment\. Please call us at/),
    ).toHaveTextContent(new RegExp(`call us at ${storyContact.phone.replace('+', '\\+')}\\.$`));
    await expect(canvas.getByRole('link', { name: storyContact.phone })).toHaveAttribute('href', storyContact.tel);
  },
};

export const Rescheduling: Story = {
  tags: ['screenshot', 'responsive'],
  args: { state: 'rescheduling', reschedule },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Choose a new date and time' }));
    await expect(panel.getByRole('button', { name: 'New date Friday 27 November 2026' })).toBeVisible();
    const time = panel.getByRole('combobox', { name: 'New time' });
    await expect(panel.getByRole('option', { name: '09:00 AM (Fully booked)' })).toBeDisabled();
    await userEvent.selectOptions(time, '09:00 AM');
    await expect(reschedule.onTimeSlotChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(time, '02:00 PM');
    await expect(reschedule.onTimeSlotChange).toHaveBeenCalledWith('02:00 PM');
    await userEvent.click(panel.getByRole('button', { name: 'Save new time' }));
    await expect(args.onSaveReschedule).toHaveBeenCalledOnce();
    await userEvent.click(panel.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    // The actions of the details are replaced by the panel.
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Saving: Story = {
  args: { state: 'rescheduling', pending: true, reschedule: { ...reschedule, timeSlot: '02:00 PM' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('combobox', { name: 'New time' }), '{Enter}');
    await expect(args.onSaveReschedule).not.toHaveBeenCalled();
  },
};

/** The slot went while the visitor chose it: the reason is announced, the choice stays to be changed. */
export const RescheduleRefused: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    state: 'rescheduling',
    error: 'Sorry, 02:00 PM was just booked. Please choose another time.',
    reschedule: { ...reschedule, timeSlot: '02:00 PM', unavailable: { ...unavailable, '02:00 PM': 'Fully booked' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Sorry, 02:00 PM was just booked. Please choose another time.',
    );
    await expect(canvas.getByRole('combobox', { name: 'New time' })).toHaveDisplayValue('02:00 PM (Fully booked)');
    await expect(canvas.getByRole('button', { name: 'Save new time' })).toBeEnabled();
  },
};

export const ConfirmingCancel: Story = {
  tags: ['screenshot', 'responsive'],
  args: { state: 'confirmingCancel' },
  play: async ({ canvas, userEvent, args }) => {
    const question = canvas.getByRole('region', { name: 'Cancel this booking?' });
    await expect(question).toHaveAccessibleDescription(/released to other customers/);
    await userEvent.click(within(question).getByRole('button', { name: 'Keep booking' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, cancel booking' }));
    await expect(args.onConfirmCancel).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Cancelling: Story = {
  args: { state: 'confirmingCancel', pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Keep booking' })).toBeDisabled();
  },
};

/** The database refused a late cancellation (the 24 hours passed while the page was open). */
export const CancelRefused: Story = {
  args: {
    state: 'confirmingCancel',
    error: 'It is now less than 24 hours before your appointment. Please call us to cancel.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('less than 24 hours before your appointment');
    await expect(canvas.getByRole('button', { name: 'Yes, cancel booking' })).toBeEnabled();
  },
};

export const Cancelled: Story = {
  tags: ['screenshot', 'responsive'],
  args: { state: 'cancelled', canChange: false, booking: { ...booking, status: 'Cancelled', statusTone: 'critical' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This booking has been cancelled.')).toBeVisible();
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    await expect(canvas.queryByText(/Please call us at/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Book another cleaning' })).toHaveAttribute('href', '/book-now');
  },
};

export const Rescheduled: Story = {
  args: {
    notice: 'Your booking was moved to Friday 27 November 2026, 02:00 PM – 04:00 PM.',
    booking: { ...booking, date: 'Friday 27 November 2026', time: '02:00 PM – 04:00 PM' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your booking was moved to Friday 27 November 2026');
  },
};

/** The whole flow by keyboard, with state kept here as the site's statechart keeps it; focus follows. */
function FlowHarness(args: ManageBookingProps) {
  const [state, setState] = useState<ManageBookingState>('details');
  const [date, setDate] = useState('2026-11-27');
  const [timeSlot, setTimeSlot] = useState<TimeSlot | ''>('');
  return (
    <ManageBooking
      {...args}
      state={state}
      reschedule={{ ...reschedule, date, timeSlot, onDateChange: setDate, onTimeSlotChange: setTimeSlot }}
      onReschedule={() => setState('rescheduling')}
      onCancel={() => setState('confirmingCancel')}
      onBack={() => setState('details')}
      onConfirmCancel={() => setState('cancelled')}
    />
  );
}

export const KeyboardFlow: Story = {
  render: (args) => <FlowHarness {...args} />,
  play: async ({ canvas, userEvent }) => {
    const rescheduleButton = canvas.getByRole('button', { name: 'Reschedule' });
    rescheduleButton.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Choose a new date and time' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'New date Friday 27 November 2026' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reschedule' })).toHaveFocus());

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel booking' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Cancel this booking?' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Yes, cancel booking' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('This booking has been cancelled.').parentElement).toHaveFocus());
  },
};

/** Fixture: a weekly series on Thursdays, the next visit flagged because its slot filled up, one skipped. */
const series = {
  summary: 'Every week on Thursday, 10:00 AM – 12:00 PM',
  visits: [
    {
      key: '2026-11-26',
      date: 'Thursday 26 November 2026',
      time: '10:00 AM – 12:00 PM',
      state: 'Awaiting confirmation',
      tone: 'accent' as const,
      current: true,
    },
    {
      key: '2026-12-03',
      date: 'Thursday 3 December 2026',
      time: '10:00 AM – 12:00 PM',
      state: 'Needs a new time',
      tone: 'critical' as const,
      note: 'The slot is fully booked. We will call you with the nearest free time.',
      canMove: true,
    },
    { key: '2026-12-10', date: 'Thursday 10 December 2026', time: '10:00 AM – 12:00 PM', state: 'Skipped' },
  ],
  canSkip: true,
  canCancel: true,
  canChangeTime: true,
  step: 'idle' as const,
  onSkip: fn(),
  onCancel: fn(),
  onConfirmCancel: fn(),
  onKeep: fn(),
  onMove: fn(),
  onChangeTime: fn(),
  onPause: fn(),
  onSavePause: fn(),
  onKeepGoing: fn(),
  onResume: fn(),
};

/** The pause question's field, empty. */
const pause = { until: '', onUntilChange: fn(), today: '2026-11-23', maxDate: '2027-11-23' };

/** A visit of a regular cleaning: how often, the next visits with their states, skip this one or cancel them all. */
export const SeriesVisit: Story = {
  tags: ['screenshot', 'responsive'],
  args: { series },
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Your regular cleaning' });
    await expect(region).toHaveTextContent('Every week on Thursday, 10:00 AM – 12:00 PM');
    const visits = within(region).getAllByRole('listitem');
    await expect(visits).toHaveLength(3);
    await expect(visits[0]).toHaveAttribute('aria-current', 'true');
    await expect(visits[1]).toHaveTextContent('fully booked');
    await userEvent.click(within(region).getByRole('button', { name: 'Skip this visit' }));
    await expect(args.series?.onSkip).toHaveBeenCalledOnce();
    await userEvent.click(within(region).getByRole('button', { name: 'Cancel the whole series' }));
    await expect(args.series?.onCancel).toHaveBeenCalledOnce();
    // Only the flagged visit may be moved from the list (this page's visit moves with Reschedule).
    await expect(within(region).getAllByRole('button', { name: /^Move/ })).toHaveLength(1);
    await userEvent.click(within(region).getByRole('button', { name: 'Move: Thursday 3 December 2026' }));
    await expect(args.series?.onMove).toHaveBeenCalledWith('2026-12-03');
    await userEvent.click(within(region).getByRole('button', { name: 'Change day and time' }));
    await expect(args.series?.onChangeTime).toHaveBeenCalledOnce();
    await userEvent.click(within(region).getByRole('button', { name: 'Pause visits' }));
    await expect(args.series?.onPause).toHaveBeenCalledOnce();
    await expect(within(region).queryByRole('button', { name: 'Resume visits now' })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Moving another visit of the series: the date-and-time panel names it and where it is now; the list waits. */
export const MovingVisit: Story = {
  tags: ['screenshot'],
  args: {
    state: 'rescheduling',
    reschedule: { ...reschedule, purpose: 'visit', current: 'Thursday 3 December 2026, 10:00 AM – 12:00 PM' },
    series: { ...series, step: 'changing' },
  },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Move this visit to another date and time' }));
    await expect(panel.getByText('Now: Thursday 3 December 2026, 10:00 AM – 12:00 PM')).toBeVisible();
    await expect(panel.getByRole('option', { name: '09:00 AM (Fully booked)' })).toBeDisabled();
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'New time' }), '02:00 PM');
    await userEvent.click(panel.getByRole('button', { name: 'Move visit' }));
    await expect(args.onSaveReschedule).toHaveBeenCalledOnce();
    const region = within(canvas.getByRole('region', { name: 'Your regular cleaning' }));
    await expect(region.queryByRole('button')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The database refused the new slot of the visit: the reason is on the time field, the choice stays. */
export const MoveRefused: Story = {
  args: {
    state: 'rescheduling',
    reschedule: {
      ...reschedule,
      purpose: 'visit',
      current: 'Thursday 3 December 2026, 10:00 AM – 12:00 PM',
      timeSlot: '02:00 PM',
      unavailable: { ...unavailable, '02:00 PM': 'Fully booked' },
      errors: { timeSlot: 'Sorry, 02:00 PM on Fri 27 Nov was just booked. Free that day: 03:00 PM, 04:00 PM.' },
    },
    series: { ...series, step: 'changing' },
  },
  play: async ({ canvas }) => {
    const time = canvas.getByRole('combobox', { name: 'New time' });
    await expect(time).toHaveAccessibleDescription(/was just booked/);
    await expect(time).toHaveDisplayValue('02:00 PM (Fully booked)');
  },
};

/** Changing the series' day and time: from the chosen date on, its weekday at the chosen time. */
export const ChangingSeriesTime: Story = {
  args: {
    state: 'rescheduling',
    reschedule: { ...reschedule, purpose: 'series' },
    series: { ...series, step: 'changing' },
  },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Change the day and time of your visits' }));
    await expect(panel.getByText(/The visits before it stay as they are/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'From Friday 27 November 2026' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Save new day and time' }));
    await expect(args.onSaveReschedule).toHaveBeenCalledOnce();
    await userEvent.click(panel.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** After a change of the day and time: the page says which visits moved, politely. */
export const SeriesChanged: Story = {
  args: {
    series: {
      ...series,
      summary: 'Every week on Friday, 02:00 PM – 04:00 PM',
      notice: 'Your visits from Friday 4 December 2026 on have moved: Weekly on Friday, 02:00 PM – 04:00 PM.',
    },
  },
  play: async ({ canvas }) => {
    const region = within(canvas.getByRole('region', { name: 'Your regular cleaning' }));
    await expect(region.getByRole('status')).toHaveTextContent('from Friday 4 December 2026 on have moved');
  },
};

/** Pausing is asked in place: until which day; focus goes to the question. */
export const Pausing: Story = {
  tags: ['screenshot'],
  args: { series: { ...series, step: 'pausing', pause } },
  play: async ({ canvas, userEvent, args }) => {
    const question = within(canvas.getByRole('region', { name: 'Pause your visits' }));
    await expect(canvas.getByRole('region', { name: 'Pause your visits' })).toHaveAccessibleDescription(
      /start again on their own/,
    );
    await expect(question.getByRole('button', { name: /^Visits start again on/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel the whole series' })).toBeNull();
    await userEvent.click(question.getByRole('button', { name: 'Pause visits' }));
    await expect(args.series?.onSavePause).toHaveBeenCalledOnce();
    await userEvent.click(question.getByRole('button', { name: 'Back' }));
    await expect(args.series?.onKeepGoing).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The database refused the day: the reason is on the field. */
export const PauseRefused: Story = {
  args: {
    series: {
      ...series,
      step: 'pausing',
      pause: { ...pause, until: '2026-12-17', error: 'A pause ends on a day from tomorrow to a year from now.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A pause ends on a day from tomorrow to a year from now.')).toBeVisible();
  },
};

export const SavingPause: Story = {
  args: { series: { ...series, step: 'savingPause', pause: { ...pause, until: '2026-12-17' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pausing...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/** A paused series: its visits say so, and the pause may end now (Resume instead of Pause). */
export const SeriesPaused: Story = {
  args: {
    series: {
      ...series,
      status: 'Paused until Thursday 17 December 2026',
      statusTone: 'accent',
      canSkip: false,
      canResume: true,
      visits: series.visits.map((visit) => ({
        ...visit,
        state: 'Paused',
        tone: 'neutral' as const,
        note: undefined,
        canMove: false,
      })),
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const region = within(canvas.getByRole('region', { name: 'Your regular cleaning' }));
    await expect(region.getAllByText('Paused')).toHaveLength(3);
    await expect(region.queryByRole('button', { name: 'Pause visits' })).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Resume visits now' }));
    await expect(args.series?.onResume).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Resuming: Story = {
  args: { series: { ...series, canResume: true, step: 'resuming' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resuming...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change day and time' })).toBeDisabled();
  },
};

/** Cancelling the series is asked first, in place; focus goes to the question. */
export const ConfirmingSeriesCancel: Story = {
  args: { series: { ...series, step: 'confirmingCancel' } },
  play: async ({ canvas, userEvent, args }) => {
    const question = canvas.getByRole('region', { name: 'Cancel the whole series?' });
    await expect(question).toHaveAccessibleDescription(/more than 24 hours away will be cancelled/);
    await expect(canvas.queryByRole('button', { name: 'Skip this visit' })).toBeNull();
    await userEvent.click(within(question).getByRole('button', { name: 'Keep the series' }));
    await expect(args.series?.onKeep).toHaveBeenCalledOnce();
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, cancel the series' }));
    await expect(args.series?.onConfirmCancel).toHaveBeenCalledOnce();
  },
};

/** The database refused: the reason is shown in place and announced. */
export const SeriesChangeRefused: Story = {
  args: {
    series: {
      ...series,
      error: 'Your appointment is less than 24 hours away, so it can no longer be changed online. Please call us.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('less than 24 hours away');
  },
};

/** The series cancelled: its state, no more actions. */
export const SeriesCancelled: Story = {
  args: {
    state: 'cancelled',
    canChange: false,
    booking: { ...booking, status: 'Cancelled', statusTone: 'critical' },
    series: {
      ...series,
      status: 'Cancelled',
      statusTone: 'critical',
      canSkip: false,
      canCancel: false,
      canChangeTime: false,
      visits: series.visits.map((visit) => ({
        ...visit,
        state: 'Cancelled',
        tone: 'critical' as const,
        note: undefined,
        canMove: false,
      })),
    },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your regular cleaning' });
    await expect(within(region).queryByRole('button')).toBeNull();
    await expect(within(region).getAllByText('Cancelled')).toHaveLength(4);
  },
};

export const SeriesArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    texts: {
      title: 'حجزك',
      seriesTitle: 'تنظيفك المنتظم',
      seriesVisits: 'الزيارات',
      thisVisit: 'هذه الزيارة',
      skipVisit: 'تخطَّ هذه الزيارة',
      cancelSeries: 'إلغاء السلسلة كاملة',
      moveVisit: 'نقل',
      changeSeriesTime: 'غيّر اليوم والوقت',
      pauseSeries: 'أوقف الزيارات مؤقتًا',
    },
    series: {
      ...series,
      summary: 'كل أسبوع يوم الخميس، 10:00 ص – 12:00 م',
      visits: [
        {
          key: '2026-11-26',
          date: 'الخميس 26 نوفمبر 2026',
          time: '10:00 ص – 12:00 م',
          state: 'بانتظار التأكيد',
          current: true,
        },
        {
          key: '2026-12-03',
          date: 'الخميس 3 ديسمبر 2026',
          time: '10:00 ص – 12:00 م',
          state: 'بحاجة إلى موعد جديد',
          tone: 'critical' as const,
          note: 'الموعد محجوز بالكامل. سنتصل بك بأقرب موعد متاح.',
          canMove: true,
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'تنظيفك المنتظم' });
    await expect(within(region).getByRole('button', { name: 'تخطَّ هذه الزيارة' })).toBeEnabled();
    await expect(within(region).getByRole('button', { name: 'إلغاء السلسلة كاملة' })).toBeEnabled();
    await expect(within(region).getByRole('button', { name: 'غيّر اليوم والوقت' })).toBeEnabled();
    await expect(within(region).getByRole('button', { name: 'أوقف الزيارات مؤقتًا' })).toBeEnabled();
    await expect(within(region).getByRole('button', { name: 'نقل: الخميس 3 ديسمبر 2026' })).toBeEnabled();
  },
};

/** Arabic texts of the series' changes (the site passes them from its catalogue). */
const arabicSeriesTexts = {
  title: 'حجزك',
  seriesTitle: 'تنظيفك المنتظم',
  seriesVisits: 'الزيارات',
  thisVisit: 'هذه الزيارة',
  newTime: 'الوقت الجديد',
  newDate: 'التاريخ الجديد',
  datePlaceholder: 'اختر تاريخًا',
  timePlaceholder: 'اختر وقتًا',
  back: 'رجوع',
  moveTitle: 'انقل هذه الزيارة إلى تاريخ ووقت آخرين',
  moveNow: 'الآن',
  saveMove: 'انقل الزيارة',
  pauseTitle: 'أوقف زياراتك مؤقتًا',
  pauseText: 'لا زيارات حتى اليوم الذي تختاره: تُستأنف تلقائيًا حينها. تبقى الزيارة التي تحل خلال 24 ساعة محجوزة.',
  pauseUntil: 'تُستأنف الزيارات في',
  savePause: 'أوقف الزيارات مؤقتًا',
};

const arabicSeries = {
  ...series,
  summary: 'كل أسبوع يوم الخميس، 10:00 ص – 12:00 م',
  visits: [
    {
      key: '2026-11-26',
      date: 'الخميس 26 نوفمبر 2026',
      time: '10:00 ص – 12:00 م',
      state: 'بانتظار التأكيد',
      current: true,
    },
    { key: '2026-12-03', date: 'الخميس 3 ديسمبر 2026', time: '10:00 ص – 12:00 م', state: 'مؤكد', canMove: true },
  ],
};

export const MovingVisitArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    state: 'rescheduling',
    texts: arabicSeriesTexts,
    reschedule: { ...reschedule, purpose: 'visit', current: 'الخميس 3 ديسمبر 2026، 10:00 ص – 12:00 م' },
    series: { ...arabicSeries, step: 'changing' },
  },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('region', { name: 'انقل هذه الزيارة إلى تاريخ ووقت آخرين' }));
    await expect(panel.getByText('الآن: الخميس 3 ديسمبر 2026، 10:00 ص – 12:00 م')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'انقل الزيارة' })).toBeEnabled();
  },
};

export const PausingArabic: Story = {
  globals: { locale: 'ar' },
  args: { texts: arabicSeriesTexts, series: { ...arabicSeries, step: 'pausing', pause } },
  play: async ({ canvas }) => {
    const question = within(canvas.getByRole('region', { name: 'أوقف زياراتك مؤقتًا' }));
    await expect(question.getByRole('button', { name: 'أوقف الزيارات مؤقتًا' })).toBeEnabled();
    await expect(question.getByRole('button', { name: 'رجوع' })).toBeEnabled();
  },
};
