/*
 * The calendar of a `DateField`: a modal popover holding a month grid. This module is what `DateField` loads
 * on first open, so a page with a date field does not pay for it up front. It is deliberately not exported
 * from the package: a static import would put it back into the page's initial load.
 */

import * as Ariakit from '@ariakit/react';
import { type KeyboardEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';
import {
  addDays,
  addMonths,
  clampDate,
  endOfWeek,
  formatDayNumber,
  formatLongDate,
  formatMonthYear,
  monthGrid,
  startOfMonth,
  startOfWeek,
  todayIn,
  type Weekday,
  weekdayNames,
} from '../private/dates';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { day, dayCell, grid, header, monthHeading, navButton, navIcon, popover, weekdayCell } from './DatePicker.css';

/** Texts of the calendar's controls, for a later translation. */
export interface DatePickerLabels {
  /** Accessible name of the calendar dialog. @default 'Choose date' */
  chooseDate: string;
  /** @default 'Previous month' */
  previousMonth: string;
  /** @default 'Next month' */
  nextMonth: string;
}

const calendarKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

export interface DatePickerProps {
  /** The field's button: the popover is placed against it and gives focus back to it when it closes. */
  anchor: HTMLElement | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The chosen day ('2026-11-22'), or null. */
  value: string | null;
  /** Today's date ('YYYY-MM-DD'). Defaults to today in Dubai. */
  today?: string | undefined;
  /** The first day that can be chosen. @default today */
  minDate?: string | undefined;
  maxDate?: string | undefined;
  /**
   * Days inside `minDate`…`maxDate` that still cannot be chosen (closed days, e.g. public holidays). They are
   * marked unavailable like the days out of range and ignore clicks and Enter; the keyboard may pass over them.
   */
  isDateUnavailable?: ((iso: string) => boolean) | undefined;
  /** Language of the month, weekday and day names and digits, e.g. 'en-AE' or 'ar-AE'. */
  locale: string;
  /** First column of the grid (0 Sunday … 6 Saturday); Monday in the UAE (`uaeWeekStartsOn`). */
  weekStartsOn: Weekday;
  /** Render in a portal at the end of the body, or in place. */
  portal: boolean;
  labels: DatePickerLabels;
  /** Called with the day a person chose; the field closes the popover. */
  onSelect: (iso: string) => void;
}

/**
 * The calendar popover, following the WAI-ARIA date picker dialog pattern: in the grid the arrow keys move by
 * day and week, PageUp and PageDown by month (with Shift by year), Home and End to the start and end of the
 * week, Enter or Space chooses, Escape closes; focus then goes back to the field's button. Days before
 * `minDate` or after `maxDate` are marked unavailable (aria-disabled), ignore clicks, and keyboard focus never
 * lands on them; days `isDateUnavailable` names are marked and ignored the same way.
 */
export function DatePicker({
  anchor,
  open,
  setOpen,
  value,
  today: todayProp,
  minDate: minDateProp,
  maxDate,
  isDateUnavailable,
  locale,
  weekStartsOn,
  portal,
  labels,
  onSelect,
}: DatePickerProps) {
  const store = Ariakit.usePopoverStore({ open, setOpen, placement: 'bottom-start' });
  // A PopoverDisclosure would register itself with the store; the field's button lives outside this lazily
  // loaded module, so it is registered here: the popover is placed against it, ignores clicks on it as
  // "outside" interactions, and returns focus to it.
  useLayoutEffect(() => {
    store.setDisclosureElement(anchor);
    store.setAnchorElement(anchor);
  }, [store, anchor]);
  const focusRef = useRef<HTMLButtonElement>(null);
  // The month's grid is drawn at the first opening, not when the code arrives: the field fetches this module when a
  // finger comes near its button, and drawing the grid then, hidden, landed in the tap's own task (150–220 ms to
  // open the calendar on the manage page, against 40 ms without).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const today = todayProp ?? todayIn();
  const minDate = minDateProp ?? today;

  return (
    // Modal to assistive technology (aria-modal) and to the keyboard (Tab cycles inside), but not by making the
    // rest of the page inert: on a phone, switching `inert` on and off across the page restyled all of it when the
    // calendar opened and again when a day was picked, some 110 ms of a 230 ms tap on the Arabic booking form.
    <Ariakit.Popover
      store={store}
      modal={false}
      aria-modal
      portal={portal}
      gutter={8}
      fitViewport
      aria-label={labels.chooseDate}
      initialFocus={focusRef}
      className={popover}
      onKeyDown={(event) => {
        if (event.key === 'Tab') {
          keepTabInside(event);
          return;
        }
        // Clicking the dialog's padding focuses the dialog itself; the calendar keys bring focus back.
        if (event.target === event.currentTarget && calendarKeys.has(event.key)) {
          event.preventDefault();
          focusRef.current?.focus();
        }
      }}
    >
      {/* Kept mounted once opened, so that picking a day does not also tear the month's grid down. */}
      {opened ? (
        <Calendar
          open={open}
          value={value}
          today={today}
          minDate={minDate}
          maxDate={maxDate}
          isDateUnavailable={isDateUnavailable}
          locale={locale}
          weekStartsOn={weekStartsOn}
          labels={labels}
          focusRef={focusRef}
          onSelect={onSelect}
        />
      ) : null}
    </Ariakit.Popover>
  );
}

/** Tab and Shift+Tab go round the dialog's controls (the month buttons and the day in the tab order). */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([tabindex="-1"]):not([disabled])')];
  const first = stops[0];
  const last = stops.at(-1);
  const active = event.currentTarget.ownerDocument.activeElement;
  if (!first || !last) return;
  if (event.shiftKey ? active === first || active === event.currentTarget : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** The day a calendar key moves the focus to from `focused`, or undefined for another key. */
function dayForKey(key: string, shift: boolean, focused: string, step: 1 | -1, weekStartsOn: Weekday) {
  switch (key) {
    case 'ArrowLeft':
      return addDays(focused, -step);
    case 'ArrowRight':
      return addDays(focused, step);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'PageUp':
      return addMonths(focused, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(focused, shift ? 12 : 1);
    case 'Home':
      return startOfWeek(focused, weekStartsOn);
    case 'End':
      return endOfWeek(focused, weekStartsOn);
    default:
      return undefined;
  }
}

interface CalendarProps {
  /** Whether the popover is open: each opening starts on the chosen day, or today. */
  open: boolean;
  value: string | null;
  today: string;
  minDate: string | undefined;
  maxDate: string | undefined;
  isDateUnavailable: ((iso: string) => boolean) | undefined;
  locale: string;
  weekStartsOn: Weekday;
  labels: DatePickerLabels;
  /** Points at the day that holds the roving focus; the popover focuses it when it opens. */
  focusRef: RefObject<HTMLButtonElement | null>;
  onSelect: (iso: string) => void;
}

/** The month grid. Each time the popover opens it starts again on the chosen day, or today. */
function Calendar({
  open,
  value,
  today,
  minDate,
  maxDate,
  isDateUnavailable,
  locale,
  weekStartsOn,
  labels,
  focusRef,
  onSelect,
}: CalendarProps) {
  const start = () => clampDate(value ?? today, minDate, maxDate);
  const [focused, setFocused] = useState(start);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFocused(start());
  }
  const gridRef = useRef<HTMLTableElement>(null);
  // Set when the keyboard moved the active day, so that focus follows it once the new month has rendered;
  // the month buttons change the month without taking focus away from themselves.
  const followFocus = useRef(false);
  const headingId = `calendar${useId()}-month`;

  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const moveTo = (iso: string, moveFocus: boolean) => {
    followFocus.current = moveFocus;
    setFocused(clampDate(iso, minDate, maxDate));
  };

  const isOutOfRange = (iso: string) => Boolean((minDate && iso < minDate) || (maxDate && iso > maxDate));
  const isUnavailable = (iso: string) => isOutOfRange(iso) || Boolean(isDateUnavailable?.(iso));
  const monthStart = startOfMonth(focused);
  const previousDisabled = Boolean(minDate && addDays(monthStart, -1) < minDate);
  const nextDisabled = Boolean(maxDate && addMonths(monthStart, 1) > maxDate);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Left and right follow the reading direction: in a right-to-left page, ArrowLeft is the next day.
    const step = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const next = dayForKey(event.key, event.shiftKey, focused, step, weekStartsOn);
    if (!next) return;
    event.preventDefault();
    moveTo(next, true);
  };

  return (
    <div>
      <div className={header}>
        <Ariakit.Button
          className={navButton}
          aria-label={labels.previousMonth}
          disabled={previousDisabled}
          accessibleWhenDisabled
          onClick={() => moveTo(addMonths(focused, -1), false)}
        >
          <ChevronLeftIcon aria-hidden="true" className={navIcon} />
        </Ariakit.Button>
        <h2 id={headingId} className={monthHeading} aria-live="polite">
          {formatMonthYear(focused, locale)}
        </h2>
        <Ariakit.Button
          className={navButton}
          aria-label={labels.nextMonth}
          disabled={nextDisabled}
          accessibleWhenDisabled
          onClick={() => moveTo(addMonths(focused, 1), false)}
        >
          <ChevronRightIcon aria-hidden="true" className={navIcon} />
        </Ariakit.Button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={headingId} className={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames(weekStartsOn, locale).map((name) => (
              <th key={name.long} scope="col" className={weekdayCell}>
                <span aria-hidden="true">{name.short}</span>
                <VisuallyHidden>{name.long}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused, weekStartsOn).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((iso, index) =>
                iso ? (
                  <td key={iso} role="gridcell" className={dayCell} aria-selected={iso === value ? true : undefined}>
                    <button
                      type="button"
                      ref={iso === focused ? focusRef : undefined}
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-disabled={isUnavailable(iso) || undefined}
                      aria-label={formatLongDate(iso, locale)}
                      aria-current={iso === today ? 'date' : undefined}
                      className={day}
                      // An unavailable day keeps the focus where it was instead of taking it.
                      onMouseDown={isUnavailable(iso) ? (event) => event.preventDefault() : undefined}
                      onClick={() => {
                        if (!isUnavailable(iso)) onSelect(iso);
                      }}
                    >
                      {formatDayNumber(iso, locale)}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells of other months have no identity
                  <td key={`blank-${index}`} role="gridcell" className={dayCell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
