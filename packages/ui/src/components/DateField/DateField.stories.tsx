import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { arDateFieldLabels, arLocale } from '../private/arabicStoryTexts';
import { DateField } from './DateField';

/** A fixed "today" keeps every story and screenshot the same on any day. */
const today = '2026-11-22';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { today, name: 'date', onValueChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The calendar is portalled to the end of the body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Date Pick a date' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('input[type="hidden"][name="date"]')).toHaveValue('');
  },
};

export const WithValue: Story = {
  args: { defaultValue: '2026-11-24' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Date Tuesday 24 November 2026' })).toBeVisible();
    // The form receives the ISO date, whatever the display language.
    await expect(canvasElement.querySelector('input[type="hidden"][name="date"]')).toHaveValue('2026-11-24');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please select a date' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Date Pick a date' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Error: Please select a date');
  },
};

export const ChooseWithMouse: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Date Pick a date' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Choose date' });
    await expect(within(dialog).getByRole('heading', { name: 'November 2026' })).toBeVisible();
    // Today is marked as the current date and holds the focus.
    const todayButton = within(dialog).getByRole('button', { name: 'Sunday 22 November 2026' });
    await expect(todayButton).toHaveAttribute('aria-current', 'date');
    await waitFor(() => expect(todayButton).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await expect(within(dialog).getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wednesday 25 November 2026' }));

    // The owner hears of the day in the next task, once the calendar has closed.
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledOnce());
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-11-25');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAccessibleName('Date Wednesday 25 November 2026');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const PastDaysNotPickable: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Date Pick a date' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Choose date' });
    const calendar = within(dialog);
    const todayButton = calendar.getByRole('button', { name: 'Sunday 22 November 2026' });
    await waitFor(() => expect(todayButton).toHaveFocus());

    // Mouse: yesterday and the 1st are unavailable, and clicking them chooses nothing and keeps the focus.
    const yesterday = calendar.getByRole('button', { name: 'Saturday 21 November 2026' });
    await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: 'Sunday 1 November 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(yesterday);
    await userEvent.click(calendar.getByRole('button', { name: 'Sunday 1 November 2026' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await expect(todayButton).toHaveFocus();

    // Keyboard: every key that would go back in time stops at today.
    for (const key of ['{ArrowLeft}', '{ArrowUp}', '{Home}', '{PageUp}', '{Shift>}{PageUp}{/Shift}']) {
      await userEvent.keyboard(key);
      await expect(todayButton).toHaveFocus();
    }
    await expect(calendar.getByRole('heading', { name: 'November 2026' })).toBeVisible();

    // The month before today's cannot be shown either.
    const previous = calendar.getByRole('button', { name: 'Previous month' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(calendar.getByRole('heading', { name: 'November 2026' })).toBeVisible();

    // Enter chooses the focused day, which can only be today or later.
    todayButton.focus();
    await userEvent.keyboard('{Enter}');
    // The owner hears of the day in the next task, once the calendar has closed.
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledOnce());
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-11-22');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Date Pick a date' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Choose date' });
    const calendar = within(dialog);
    const expectFocusOn = async (name: string) =>
      waitFor(() => expect(calendar.getByRole('button', { name })).toHaveFocus());

    await expectFocusOn('Sunday 22 November 2026');
    await userEvent.keyboard('{ArrowRight}');
    await expectFocusOn('Monday 23 November 2026');
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusOn('Monday 30 November 2026');
    await userEvent.keyboard('{PageDown}');
    await expectFocusOn('Wednesday 30 December 2026');
    await expect(calendar.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expectFocusOn('Monday 28 December 2026');
    await userEvent.keyboard('{End}');
    await expectFocusOn('Sunday 3 January 2027');
    await expect(calendar.getByRole('heading', { name: 'January 2027' })).toBeVisible();
    await userEvent.keyboard('{PageUp}');
    await expectFocusOn('Thursday 3 December 2026');
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusOn('Thursday 26 November 2026');
    await userEvent.keyboard('{ArrowLeft}');
    await expectFocusOn('Wednesday 25 November 2026');

    // Only the focused day is in the tab order; Tab moves on to the month buttons and stays in the dialog.
    await expect(calendar.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(3);
    // The dialog is modal: Tab from the day goes round to the first month button, Shift+Tab comes back.
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.tab();
    await expect(calendar.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expectFocusOn('Wednesday 25 November 2026');

    // Space chooses; the calendar closes and focus returns to the date button.
    await userEvent.keyboard(' ');
    // The owner hears of the day in the next task, once the calendar has closed.
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledOnce());
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-11-25');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName('Date Wednesday 25 November 2026');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Reopening starts on the chosen day, marked as selected; Escape closes without changing it.
    await userEvent.keyboard('{Enter}');
    const reopened = within(await page(canvasElement).findByRole('dialog', { name: 'Choose date' }));
    const chosen = reopened.getByRole('button', { name: 'Wednesday 25 November 2026' });
    await waitFor(() => expect(chosen).toHaveFocus());
    await expect(reopened.getByRole('gridcell', { selected: true })).toContainElement(chosen);
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveAccessibleName('Date Wednesday 25 November 2026');
  },
};

export const CalendarOpen: Story = {
  tags: ['screenshot'],
  args: { defaultValue: '2026-11-24', defaultOpen: true, portal: false, required: true },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 470, maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Choose date' });
    const calendar = within(dialog);
    await expect(calendar.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(calendar.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
    await waitFor(() => expect(calendar.getByRole('button', { name: 'Tuesday 24 November 2026' })).toHaveFocus());
    // Blur, so that the screenshot shows no focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RightToLeft: Story = {
  args: { portal: false },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Date Pick a date' }));
    const calendar = within(await canvas.findByRole('dialog', { name: 'Choose date' }));
    await waitFor(() => expect(calendar.getByRole('button', { name: 'Sunday 22 November 2026' })).toHaveFocus());
    // In a right-to-left page the next day is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(calendar.getByRole('button', { name: 'Monday 23 November 2026' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(calendar.getByRole('button', { name: 'Sunday 22 November 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('2026-11-22'));
  },
};

/** The calendar closes from its button, from a click outside and from Escape, and nothing is chosen. */
export const Dismiss: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Date Pick a date' });
    const dialog = () => page(canvasElement).queryByRole('dialog', { name: 'Choose date' });

    await userEvent.click(trigger);
    await waitFor(() => expect(dialog()).not.toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    await waitFor(() => expect(dialog()).not.toBeNull());
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(dialog()).toBeNull());

    await userEvent.click(trigger);
    await waitFor(() => expect(dialog()).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

const arabicArgs = {
  label: 'التاريخ',
  placeholder: 'اختر تاريخًا',
  locale: arLocale,
  labels: arDateFieldLabels,
};

/**
 * Arabic (ar-AE), right to left: month and weekday names from Intl, the week starting on Monday as in the UAE,
 * the grid running from right to left, 'Next month' on the left with its chevron pointing left, and ArrowLeft
 * moving to the next day.
 */
export const Arabic: Story = {
  name: 'Arabic, right to left: names, week start and arrow keys',
  globals: { locale: 'ar' },
  args: { ...arabicArgs, portal: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'التاريخ اختر تاريخًا' }));
    const dialog = await canvas.findByRole('dialog', { name: 'اختر التاريخ' });
    const calendar = within(dialog);
    await expect(calendar.getByRole('grid', { name: 'نوفمبر 2026' })).toBeVisible();
    const headers = calendar.getAllByRole('columnheader');
    // Monday first, as in the UAE; the full names are read, the narrow ones shown (Arabic has no abbreviations).
    await expect(headers.map((th) => th.textContent)).toEqual([
      'نالاثنين',
      'ثالثلاثاء',
      'رالأربعاء',
      'خالخميس',
      'جالجمعة',
      'سالسبت',
      'حالأحد',
    ]);
    await expect(headers[0]).toHaveAccessibleName('الاثنين');
    // The week reads from right to left: Monday is the rightmost column.
    await expect(headers[0]?.getBoundingClientRect().left).toBeGreaterThan(
      headers[6]?.getBoundingClientRect().left ?? 0,
    );
    const next = calendar.getByRole('button', { name: 'الشهر التالي' });
    const previous = calendar.getByRole('button', { name: 'الشهر السابق' });
    await expect(next.getBoundingClientRect().right).toBeLessThan(previous.getBoundingClientRect().left);
    await expect(getComputedStyle(next.querySelector('svg') as SVGElement).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');

    await waitFor(() => expect(calendar.getByRole('button', { name: 'الأحد 22 نوفمبر 2026' })).toHaveFocus());
    // ArrowLeft is the next day in a right-to-left grid (Monday 23 opens the next row, at its right end), and
    // ArrowRight the day before.
    await userEvent.keyboard('{ArrowLeft}');
    const monday = calendar.getByRole('button', { name: 'الاثنين 23 نوفمبر 2026' });
    await waitFor(() => expect(monday).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    const tuesday = calendar.getByRole('button', { name: 'الثلاثاء 24 نوفمبر 2026' });
    await waitFor(() => expect(tuesday).toHaveFocus());
    await expect(tuesday.getBoundingClientRect().left).toBeLessThan(monday.getBoundingClientRect().left);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(monday).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-11-23');
    await expect(canvas.getByRole('button', { name: 'التاريخ الاثنين 23 نوفمبر 2026' })).toBeVisible();
  },
};

export const ArabicCalendarOpen: Story = {
  name: 'Arabic, right to left: calendar open',
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: { ...arabicArgs, defaultValue: '2026-11-24', defaultOpen: true, portal: false, required: true },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 470, maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'اختر التاريخ' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'الثلاثاء 24 نوفمبر 2026' })).toHaveFocus());
    // Blur, so that the screenshot shows no focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
