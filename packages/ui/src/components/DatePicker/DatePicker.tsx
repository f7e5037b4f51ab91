import * as Ariakit from '@ariakit/react';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';
import { type FieldLabelProps, FieldShell, useFieldIds } from '../private/FieldShell';
import { fieldControl } from '../private/field.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  day,
  dayCell,
  grid,
  header,
  monthHeading,
  navButton,
  navIcon,
  popover,
  trigger,
  triggerIcon,
  triggerPlaceholder,
  weekdayCell,
} from './DatePicker.css';
import {
  addDays,
  addMonths,
  clampDate,
  endOfWeek,
  formatLongDate,
  formatMonthYear,
  isIsoDate,
  monthGrid,
  startOfMonth,
  startOfWeek,
  todayIn,
  type Weekday,
  weekdayNames,
} from './dates';

export {
  formatDayMonthYear as formatIsoDate,
  formatLongDate as formatIsoDateLong,
  isIsoDate,
  todayIn,
  type Weekday,
} from './dates';

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

const defaultLabels: DatePickerLabels = {
  chooseDate: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

export interface DatePickerProps extends Partial<FieldLabelProps> {
  /** The chosen day as an ISO date ('2026-11-22'), or null for none. Controlled when given. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the ISO date a person chose. */
  onValueChange?: (value: string) => void;
  /** Today's date ('YYYY-MM-DD'). Defaults to today in Dubai; stories pass a fixed day. */
  today?: string;
  /** The first day that can be chosen; earlier days are disabled. @default today */
  minDate?: string;
  /** The last day that can be chosen, if any. */
  maxDate?: string;
  /** Name of the hidden input that carries the ISO date in a native form submission. */
  name?: string;
  id?: string;
  /** Shows the required marker. The app checks that a date was chosen ('Please select a date'). */
  required?: boolean;
  disabled?: boolean;
  /** Shown on the button until a day is chosen. @default 'Pick a date' */
  placeholder?: string;
  /** Language of month and weekday names. @default 'en-GB' */
  locale?: string;
  /** First column of the calendar (0 Sunday … 6 Saturday). @default 1 (Monday) */
  weekStartsOn?: Weekday;
  /** Whether the calendar is open (controlled), following Ariakit's `open` / `setOpen`. */
  open?: boolean;
  defaultOpen?: boolean;
  setOpen?: (open: boolean) => void;
  /** Render the calendar in a portal at the end of the body (default), or in place. */
  portal?: boolean;
  labels?: Partial<DatePickerLabels>;
  className?: string;
}

/**
 * A date field: a button showing the chosen day that opens a calendar in a modal popover, following the
 * WAI-ARIA date picker dialog pattern. In the calendar the arrow keys move by day and week, PageUp and
 * PageDown by month (with Shift by year), Home and End to the start and end of the week, Enter or Space
 * chooses, Escape closes; both give focus back to the button. Days before `minDate` are marked unavailable
 * (aria-disabled), ignore clicks, and keyboard focus never lands on them: it stops at `minDate`.
 */
export function DatePicker({
  label = 'Date',
  hint,
  error,
  value,
  defaultValue = null,
  onValueChange,
  today: todayProp,
  minDate: minDateProp,
  maxDate,
  name,
  id,
  required,
  disabled,
  placeholder = 'Pick a date',
  locale = 'en-GB',
  weekStartsOn = 1,
  open,
  defaultOpen,
  setOpen,
  portal = true,
  labels: labelsProp,
  className,
}: DatePickerProps) {
  const labels = { ...defaultLabels, ...labelsProp };
  const today = todayProp ?? todayIn();
  const minDate = minDateProp ?? today;
  const ids = useFieldIds({ id, hint, error });
  const valueId = `${ids.controlId}-value`;
  const [innerValue, setInnerValue] = useState<string | null>(defaultValue);
  const current = value !== undefined ? value : innerValue;
  const chosen = isIsoDate(current) ? current : null;

  const store = Ariakit.usePopoverStore({ open, defaultOpen, setOpen, placement: 'bottom-start' });
  const isOpen = Ariakit.useStoreState(store, 'open');
  const focusRef = useRef<HTMLButtonElement>(null);

  const choose = (iso: string) => {
    if (value === undefined) setInnerValue(iso);
    onValueChange?.(iso);
    store.hide();
  };

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelAs="span"
      className={className}
    >
      <Ariakit.PopoverDisclosure
        store={store}
        id={ids.controlId}
        disabled={disabled}
        aria-labelledby={`${ids.labelId} ${valueId}`}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        className={`${fieldControl} ${trigger}`}
      >
        <CalendarIcon aria-hidden="true" className={triggerIcon} />
        <span id={valueId} className={chosen ? undefined : triggerPlaceholder}>
          {chosen ? formatLongDate(chosen, locale) : placeholder}
        </span>
      </Ariakit.PopoverDisclosure>
      {name ? <input type="hidden" name={name} value={chosen ?? ''} /> : null}
      <Ariakit.Popover
        store={store}
        modal
        portal={portal}
        unmountOnHide
        gutter={8}
        fitViewport
        aria-label={labels.chooseDate}
        initialFocus={focusRef}
        className={popover}
        onKeyDown={(event) => {
          // Clicking the dialog's padding focuses the dialog itself; the calendar keys bring focus back.
          if (event.target === event.currentTarget && calendarKeys.has(event.key)) {
            event.preventDefault();
            focusRef.current?.focus();
          }
        }}
      >
        {isOpen ? (
          <Calendar
            value={chosen}
            today={today}
            minDate={minDate}
            maxDate={maxDate}
            locale={locale}
            weekStartsOn={weekStartsOn}
            labels={labels}
            focusRef={focusRef}
            onSelect={choose}
          />
        ) : null}
      </Ariakit.Popover>
    </FieldShell>
  );
}

interface CalendarProps {
  value: string | null;
  today: string;
  minDate: string | undefined;
  maxDate: string | undefined;
  locale: string;
  weekStartsOn: Weekday;
  labels: DatePickerLabels;
  /** Points at the day that holds the roving focus; the popover focuses it when it opens. */
  focusRef: RefObject<HTMLButtonElement | null>;
  onSelect: (iso: string) => void;
}

/** The month grid. Mounted each time the popover opens, so it starts on the chosen day or today. */
function Calendar({ value, today, minDate, maxDate, locale, weekStartsOn, labels, focusRef, onSelect }: CalendarProps) {
  const [focused, setFocused] = useState(() => clampDate(value ?? today, minDate, maxDate));
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
  const monthStart = startOfMonth(focused);
  const previousDisabled = Boolean(minDate && addDays(monthStart, -1) < minDate);
  const nextDisabled = Boolean(maxDate && addMonths(monthStart, 1) > maxDate);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Left and right follow the reading direction: in a right-to-left page, ArrowLeft is the next day.
    const step = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    let next: string;
    switch (event.key) {
      case 'ArrowLeft':
        next = addDays(focused, -step);
        break;
      case 'ArrowRight':
        next = addDays(focused, step);
        break;
      case 'ArrowUp':
        next = addDays(focused, -7);
        break;
      case 'ArrowDown':
        next = addDays(focused, 7);
        break;
      case 'PageUp':
        next = addMonths(focused, event.shiftKey ? -12 : -1);
        break;
      case 'PageDown':
        next = addMonths(focused, event.shiftKey ? 12 : 1);
        break;
      case 'Home':
        next = startOfWeek(focused, weekStartsOn);
        break;
      case 'End':
        next = endOfWeek(focused, weekStartsOn);
        break;
      default:
        return;
    }
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
                      aria-disabled={isOutOfRange(iso) || undefined}
                      aria-label={formatLongDate(iso, locale)}
                      aria-current={iso === today ? 'date' : undefined}
                      className={day}
                      // An unavailable day keeps the focus where it was instead of taking it.
                      onMouseDown={isOutOfRange(iso) ? (event) => event.preventDefault() : undefined}
                      onClick={() => {
                        if (!isOutOfRange(iso)) onSelect(iso);
                      }}
                    >
                      {Number(iso.slice(8))}
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
