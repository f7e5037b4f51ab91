import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CheckboxGroup, type CheckboxGroupOption } from '../CheckboxGroup/CheckboxGroup';
import { DateField } from '../DateField/DateField';
import { ResetIcon } from '../Icon/icons';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './FilterBar.css';

/** What a list is filtered by. Empty strings, an empty list and nulls mean 'any'. */
export interface FilterBarValue {
  search: string;
  statuses: readonly string[];
  service: string;
  /** ISO dates, inclusive. */
  from: string | null;
  to: string | null;
}

export const emptyFilters: FilterBarValue = { search: '', statuses: [], service: '', from: null, to: null };

export interface FilterBarTexts {
  /** The form's accessible name. */
  label: string;
  search: string;
  searchPlaceholder: string;
  status: string;
  service: string;
  anyService: string;
  from: string;
  to: string;
  reset: string;
  /** Under 'To' when it is before 'From'. */
  rangeError: string;
}

export const defaultFilterBarTexts: FilterBarTexts = {
  label: 'Filter bookings',
  search: 'Search',
  searchPlaceholder: 'Name, e-mail, phone or reference',
  status: 'Status',
  service: 'Service',
  anyService: 'All services',
  from: 'From',
  to: 'To',
  reset: 'Reset filters',
  rangeError: 'The end date is before the start date.',
};

export interface FilterBarProps {
  value: FilterBarValue;
  /** Called with the whole new value on every change (the app debounces the search if it wants). */
  onChange: (value: FilterBarValue) => void;
  /** Called by 'Reset filters'; usually `onChange(emptyFilters)`. */
  onReset: () => void;
  /** The status boxes; without them the group is left out (the messages list has no statuses). */
  statusOptions?: readonly CheckboxGroupOption[];
  /** The service choices; without them the select is left out. */
  serviceOptions?: readonly SelectOption[];
  /** With false, the date range is left out. @default true */
  dateRange?: boolean;
  /** Buttons after Reset, e.g. an 'Export CSV' ButtonLink to the current filter's file. */
  actions?: ReactNode;
  /** The earliest day the range can start. @default '2020-01-01' */
  minDate?: string;
  /** Today ('YYYY-MM-DD') for the calendars; stories pass a fixed day. */
  today?: string;
  texts?: Partial<FilterBarTexts>;
  className?: string;
}

function isEmpty(value: FilterBarValue): boolean {
  return !value.search && value.statuses.length === 0 && !value.service && !value.from && !value.to;
}

/**
 * The filters above a back-office list: a search field, the statuses as checkboxes, a service, a date range
 * (two DateFields) and Reset, with a slot for actions on the result such as 'Export CSV'. Every change is
 * reported at once; Enter in the search field submits nothing.
 */
export function FilterBar({
  value,
  onChange,
  onReset,
  statusOptions,
  serviceOptions,
  dateRange = true,
  actions,
  minDate = '2020-01-01',
  today,
  texts: textsProp,
  className,
}: FilterBarProps) {
  const t = { ...defaultFilterBarTexts, ...textsProp };
  const set = (patch: Partial<FilterBarValue>) => onChange({ ...value, ...patch });
  const rangeWrong = !!value.from && !!value.to && value.to < value.from;
  return (
    <form
      role="search"
      aria-label={t.label}
      className={[styles.bar, className].filter(Boolean).join(' ')}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <TextField
        type="search"
        className={styles.search}
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={value.search}
        onValueChange={(search) => set({ search })}
        autoComplete="off"
      />
      {serviceOptions ? (
        <Select
          className={styles.service}
          label={t.service}
          placeholder={t.anyService}
          options={serviceOptions}
          value={value.service}
          onValueChange={(service) => set({ service })}
        />
      ) : null}
      {dateRange ? (
        <div className={styles.range}>
          <DateField
            label={t.from}
            value={value.from}
            onValueChange={(from) => set({ from })}
            minDate={minDate}
            maxDate={value.to ?? undefined}
            today={today}
          />
          <DateField
            label={t.to}
            value={value.to}
            onValueChange={(to) => set({ to })}
            minDate={value.from ?? minDate}
            today={today}
            error={rangeWrong ? t.rangeError : undefined}
          />
        </div>
      ) : null}
      {statusOptions ? (
        <CheckboxGroup
          className={styles.statuses}
          legend={t.status}
          options={statusOptions}
          value={value.statuses as string[]}
          onValueChange={(statuses) => set({ statuses })}
        />
      ) : null}
      <div className={styles.actions}>
        <Button
          tone="ghost"
          icon={<ResetIcon aria-hidden="true" className={styles.icon} />}
          disabled={isEmpty(value)}
          accessibleWhenDisabled
          onClick={onReset}
        >
          {t.reset}
        </Button>
        {actions}
      </div>
    </form>
  );
}
