import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DatePicker } from './DatePicker';

/** A fixed "today" keeps every story and screenshot the same on any day. */
const today = '2026-11-22';

type HarnessProps = Omit<ComponentProps<typeof DatePicker>, 'anchor' | 'open'>;

/**
 * `DatePicker` is the calendar `DateField` loads when it first opens; these stories show it on its own, against
 * a plain button standing in for the field's. Choosing and keyboard use through the field: Forms/DateField.
 */
function Harness({ setOpen, ...props }: HarnessProps) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpenState] = useState(true);
  const changeOpen = (next: boolean) => {
    setOpenState(next);
    setOpen(next);
  };
  return (
    <div style={{ minBlockSize: 480, maxInlineSize: 360 }}>
      <Button tone="secondary" ref={setAnchor} onClick={() => changeOpen(!open)}>
        Date
      </Button>
      {anchor ? <DatePicker {...props} anchor={anchor} open={open} setOpen={changeOpen} /> : null}
    </div>
  );
}

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: {
    anchor: null,
    open: true,
    setOpen: fn(),
    onSelect: fn(),
    value: null,
    today,
    locale: 'en-GB',
    weekStartsOn: 1,
    portal: false,
    labels: { chooseDate: 'Choose date', previousMonth: 'Previous month', nextMonth: 'Next month' },
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const calendarOf = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('dialog', { name: 'Choose date' }));

/** Days outside `minDate`…`maxDate` cannot be chosen, and the keyboard never leaves the range. */
export const Range: Story = {
  args: { value: '2026-11-24', minDate: '2026-11-10', maxDate: '2026-11-27' },
  play: async ({ canvas, userEvent, args }) => {
    const calendar = await calendarOf(canvas);
    const chosen = calendar.getByRole('button', { name: 'Tuesday 24 November 2026' });
    // Opens on the chosen day, marked as selected.
    await waitFor(() => expect(chosen).toHaveFocus());
    await expect(calendar.getByRole('gridcell', { selected: true })).toContainElement(chosen);
    // No month before or after the range.
    await expect(calendar.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: 'Monday 9 November 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(calendar.getByRole('button', { name: 'Saturday 28 November 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // End would go to Sunday the 29th; the last day of the range is Friday the 27th.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(calendar.getByRole('button', { name: 'Friday 27 November 2026' })).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    await expect(calendar.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(calendar.getByRole('button', { name: 'Tuesday 10 November 2026' })).toHaveFocus());

    await userEvent.click(calendar.getByRole('button', { name: 'Saturday 28 November 2026' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('2026-11-10');
  },
};

/** Weeks may start on another day; Home and End follow. */
export const WeekStartsOnSunday: Story = {
  args: { weekStartsOn: 0 },
  play: async ({ canvas, userEvent }) => {
    const calendar = await calendarOf(canvas);
    const headers = calendar.getAllByRole('columnheader');
    await expect(headers[0]).toHaveAccessibleName('Sunday');
    await expect(headers[6]).toHaveAccessibleName('Saturday');
    await waitFor(() => expect(calendar.getByRole('button', { name: 'Sunday 22 November 2026' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(calendar.getByRole('button', { name: 'Saturday 28 November 2026' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(calendar.getByRole('button', { name: 'Sunday 22 November 2026' })).toHaveFocus());
  },
};

/** Month and weekday names follow `locale`; the controls' names come from `labels`. */
export const Translated: Story = {
  args: {
    locale: 'fr',
    labels: { chooseDate: 'Choisir une date', previousMonth: 'Mois précédent', nextMonth: 'Mois suivant' },
  },
  play: async ({ canvas, userEvent }) => {
    const calendar = within(await canvas.findByRole('dialog', { name: 'Choisir une date' }));
    await expect(calendar.getByRole('heading', { name: 'novembre 2026' })).toBeVisible();
    await expect(calendar.getAllByRole('columnheader')[0]).toHaveAccessibleName('lundi');
    await userEvent.click(calendar.getByRole('button', { name: 'Mois suivant' }));
    await expect(calendar.getByRole('heading', { name: 'décembre 2026' })).toBeVisible();
  },
};

/** Escape closes and tells the owner; focus goes back to the button the calendar belongs to. */
export const Escape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const calendar = await calendarOf(canvas);
    await waitFor(() => expect(calendar.getByRole('button', { name: 'Sunday 22 November 2026' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.setOpen).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Date' })).toHaveFocus());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Today (outlined), the chosen day (filled) and unavailable days (struck through), in and out of the range. */
export const Appearance: Story = {
  tags: ['screenshot'],
  args: { value: '2026-11-26', minDate: today, maxDate: '2026-11-28' },
  play: async ({ canvas }) => {
    const calendar = await calendarOf(canvas);
    await waitFor(() => expect(calendar.getByRole('button', { name: 'Thursday 26 November 2026' })).toHaveFocus());
    // Blur, so that the screenshot shows no focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Fixture: closed days the business set (e.g. public holidays), within the 60-day booking horizon. */
const closedDays = new Set(['2026-11-25', '2026-12-02', '2026-12-03']);

/**
 * Closed days (`isDateUnavailable`) are unavailable like the days out of range: struck through, aria-disabled,
 * deaf to clicks and Enter. The keyboard can pass over them to the next open day; `maxDate` still ends the range.
 */
export const ClosedDays: Story = {
  args: { minDate: today, maxDate: '2027-01-21', isDateUnavailable: (iso: string) => closedDays.has(iso) },
  play: async ({ canvas, userEvent, args }) => {
    const calendar = await calendarOf(canvas);
    const closed = calendar.getByRole('button', { name: 'Wednesday 25 November 2026' });
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: 'Tuesday 24 November 2026' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.click(closed);
    await expect(args.onSelect).not.toHaveBeenCalled();

    await waitFor(() => expect(calendar.getByRole('button', { name: 'Sunday 22 November 2026' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(closed).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('2026-11-26');
  },
};

/** The horizon: the last bookable day is the 21st of January; the 22nd is out of range. */
export const HorizonAndClosedDays: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    value: '2026-12-01',
    minDate: today,
    maxDate: '2027-01-21',
    isDateUnavailable: (iso: string) => closedDays.has(iso),
  },
  play: async ({ canvas, userEvent }) => {
    const calendar = await calendarOf(canvas);
    await expect(calendar.getByRole('button', { name: 'Wednesday 2 December 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(calendar.getByRole('button', { name: 'Next month' }));
    await expect(calendar.getByRole('heading', { name: 'January 2027' })).toBeVisible();
    await expect(calendar.getByRole('button', { name: 'Thursday 21 January 2027' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(calendar.getByRole('button', { name: 'Friday 22 January 2027' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(calendar.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(calendar.getByRole('button', { name: 'Previous month' }));
    await expect(calendar.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
