import { useEffect, useRef, useState } from 'react';
import type { DatePickerLabels } from '../DatePicker/DatePicker';
import { CalendarIcon } from '../Icon/icons';
import { useUiLocale } from '../Link/LinkProvider';
import { formatLongDate, isIsoDate, uaeWeekStartsOn, type Weekday } from '../private/dates';
import { type FieldLabelProps, FieldShell, useFieldIds } from '../private/FieldShell';
import { fieldControl } from '../private/field.css';
import { trigger, triggerIcon, triggerPlaceholder } from './DateField.css';

export {
  formatDayMonthYear as formatIsoDate,
  formatLongDate as formatIsoDateLong,
  isIsoDate,
  todayIn,
  uaeWeekStartsOn,
  type Weekday,
} from '../private/dates';

type DatePickerModule = typeof import('../DatePicker/DatePicker');

let loadedPicker: DatePickerModule | undefined;
let loadingPicker: Promise<DatePickerModule> | undefined;

/**
 * Loads the calendar popover's code, once. A failed load (offline, a new deployment) is forgotten, so the
 * next attempt tries again. `DateField` calls it on first open and, to be ready by then, when the pointer
 * enters its button or the button gets focus.
 */
export function loadDatePicker(): Promise<DatePickerModule> {
  loadingPicker ??= import('../DatePicker/DatePicker').then(
    (module) => {
      loadedPicker = module;
      return module;
    },
    (error: unknown) => {
      loadingPicker = undefined;
      throw error;
    },
  );
  return loadingPicker;
}

/** Texts of the calendar's controls, for a later translation. */
export interface DateFieldLabels extends DatePickerLabels {
  /** Shown under the field when the calendar's code could not be loaded. */
  loadError: string;
}

const defaultLabels: DateFieldLabels = {
  chooseDate: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  loadError: 'The calendar could not be loaded. Please try again.',
};

export interface DateFieldProps extends Partial<FieldLabelProps> {
  /** The chosen day as an ISO date ('2026-11-22'), or null for none. Controlled when given. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the ISO date a person chose. */
  onValueChange?: (value: string) => void;
  /** Today's date ('YYYY-MM-DD'). Defaults to today in Dubai; stories pass a fixed day. */
  today?: string;
  /** The first day that can be chosen; earlier days are disabled. @default today */
  minDate?: string;
  /** The last day that can be chosen, if any (the booking horizon). */
  maxDate?: string;
  /** Days between `minDate` and `maxDate` that cannot be chosen either, e.g. closed days. */
  isDateUnavailable?: (iso: string) => boolean;
  /** Name of the hidden input that carries the ISO date in a native form submission. */
  name?: string;
  id?: string;
  /** Shows the required marker. The app checks that a date was chosen ('Please select a date'). */
  required?: boolean;
  disabled?: boolean;
  /** Shown on the button until a day is chosen. @default 'Pick a date' */
  placeholder?: string;
  /**
   * Language of the month and weekday names and of the digits, on the button and in the calendar: 'en-AE' or
   * 'ar-AE' on the site. The calendar's grid and its arrow keys follow the page's direction. @default
   * `UiProvider`'s locale, else 'en-AE'
   */
  locale?: string;
  /**
   * First column of the calendar (0 Sunday … 6 Saturday). @default 1 (Monday), as in the UAE for both English
   * and Arabic (`uaeWeekStartsOn`: CLDR's week data for en-AE and ar-AE, and the Monday–Friday working week)
   */
  weekStartsOn?: Weekday;
  /** Whether the calendar is open (controlled), following Ariakit's `open` / `setOpen`. */
  open?: boolean;
  defaultOpen?: boolean;
  setOpen?: (open: boolean) => void;
  /** Render the calendar in a portal at the end of the body (default), or in place. */
  portal?: boolean;
  labels?: Partial<DateFieldLabels>;
  className?: string;
}

/**
 * A date field: a button showing the chosen day that opens a calendar in a modal popover (the WAI-ARIA date
 * picker dialog pattern; keyboard use is described on `DatePicker`). The button and its label are all a page
 * renders up front; the calendar's code (the popover and the month grid, `DatePicker`) loads when the
 * calendar is first opened, or a moment earlier when the pointer or focus reaches the button. The calendar
 * opens once its code is there, so it never shows half-built.
 */
export function DateField({
  label = 'Date',
  hint,
  error,
  value,
  defaultValue = null,
  onValueChange,
  today,
  minDate,
  maxDate,
  isDateUnavailable,
  name,
  id,
  required,
  disabled,
  placeholder = 'Pick a date',
  locale: localeProp,
  weekStartsOn = uaeWeekStartsOn,
  open,
  defaultOpen = false,
  setOpen,
  portal = true,
  labels: labelsProp,
  className,
}: DateFieldProps) {
  const uiLocale = useUiLocale();
  const locale = localeProp ?? uiLocale ?? 'en-AE';
  const labels = { ...defaultLabels, ...labelsProp };
  const [picker, setPicker] = useState<DatePickerModule | undefined>(loadedPicker);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const ids = useFieldIds({ id, hint, error: error ?? (loadFailed ? labels.loadError : undefined) });
  const valueId = `${ids.controlId}-value`;
  const [button, setButton] = useState<HTMLButtonElement | null>(null);

  const [innerValue, setInnerValue] = useState<string | null>(defaultValue);
  const { picked, tellLater } = useToldLater(onValueChange);
  const current = picked ?? (value !== undefined ? value : innerValue);
  const chosen = isIsoDate(current) ? current : null;

  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const changeOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    setOpen?.(next);
  };

  const load = () => {
    setLoading(true);
    return loadDatePicker().then(
      (module) => {
        setPicker(module);
        setLoadFailed(false);
        setLoading(false);
        return true;
      },
      () => {
        setLoadFailed(true);
        setLoading(false);
        return false;
      },
    );
  };

  // Opened from outside (defaultOpen, or a controlled `open`) before the code was there: fetch it now; the
  // popover appears as soon as it arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` only sets state
  useEffect(() => {
    if (isOpen && !picker) void load();
  }, [isOpen, picker]);

  const prefetch = () => {
    if (!picker) loadDatePicker().then(setPicker, () => {});
  };

  const choose = (iso: string) => {
    if (value === undefined) setInnerValue(iso);
    changeOpen(false);
    tellLater(iso, value !== undefined);
  };

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error ?? (loadFailed ? labels.loadError : undefined)}
      required={required}
      labelAs="span"
      className={className}
    >
      <button
        ref={setButton}
        type="button"
        id={ids.controlId}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={Boolean(isOpen && picker)}
        aria-busy={loading || undefined}
        aria-labelledby={`${ids.labelId} ${valueId}`}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        className={`${fieldControl} ${trigger}`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          if (isOpen) changeOpen(false);
          else if (picker) changeOpen(true);
          else
            void load().then((ok) => {
              if (ok) changeOpen(true);
            });
        }}
      >
        <CalendarIcon aria-hidden="true" className={triggerIcon} />
        <span id={valueId} className={chosen ? undefined : triggerPlaceholder}>
          {chosen ? formatLongDate(chosen, locale) : placeholder}
        </span>
      </button>
      {name ? <input type="hidden" name={name} value={chosen ?? ''} /> : null}
      {picker ? (
        <picker.DatePicker
          anchor={button}
          open={isOpen}
          setOpen={changeOpen}
          value={chosen}
          today={today}
          minDate={minDate}
          maxDate={maxDate}
          isDateUnavailable={isDateUnavailable}
          locale={locale}
          weekStartsOn={weekStartsOn}
          portal={portal}
          labels={labels}
          onSelect={choose}
        />
      ) : null}
    </FieldShell>
  );
}

/**
 * The owner hears of a picked day in a task of its own, once the calendar has closed and the field shows the day:
 * on a phone, a booking form re-rendering around the new day (its times, their availability) in the same task as
 * the calendar's closing held the tap for some 200 ms before anything was painted. Until the owner gives the day
 * back as `value`, a controlled field shows `picked`.
 */
function useToldLater(onValueChange: ((iso: string) => void) | undefined) {
  const [picked, setPicked] = useState<string | null>(null);
  const telling = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(telling.current), []);
  const tellLater = (iso: string, controlled: boolean) => {
    if (controlled) setPicked(iso);
    clearTimeout(telling.current);
    telling.current = setTimeout(() => {
      setPicked(null);
      onValueChange?.(iso);
    }, 0);
  };
  return { picked, tellLater };
}
