import { type BookingStatus, bookableServices, bookingStatuses } from '@sparkle/company/booking';
import { type BookingListQuery, type BookingSort, bookingFrequencies, bookingSorts } from '../adminData';

/**
 * The bookings list's state in the URL (/admin/bookings?q=0501234567&status=pending,confirmed&page=2): a reload,
 * the back button and a shared link show the same list. Anything unknown is dropped, not trusted.
 */
export interface BookingsSearch {
  q?: string;
  status?: string;
  service?: string;
  from?: string;
  to?: string;
  /** How often: 'once', 'weekly', 'biweekly' or 'fourweekly'. */
  frequency?: string;
  /** The id of one series: its visits only. */
  series?: string;
  sort?: BookingSort;
  asc?: true;
  page?: number;
  size?: number;
}

export const pageSizes = [10, 25, 50, 100] as const;
const defaultPageSize = 25;

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function bookingsSearch(raw: Record<string, unknown> | BookingsSearch): BookingsSearch {
  const search = raw as Record<string, unknown>;
  const statuses = text(search.status)
    .split(',')
    .filter((status): status is BookingStatus => (bookingStatuses as readonly string[]).includes(status));
  const page = Number(search.page);
  const size = Number(search.size);
  return {
    q: text(search.q).slice(0, 200) || undefined,
    status: statuses.length > 0 ? statuses.join(',') : undefined,
    service: bookableServices.some((s) => s.value === search.service) ? (search.service as string) : undefined,
    from: isDay(search.from) ? search.from : undefined,
    to: isDay(search.to) ? search.to : undefined,
    frequency: (bookingFrequencies as readonly unknown[]).includes(search.frequency)
      ? (search.frequency as string)
      : undefined,
    series: isUuid(search.series) ? search.series : undefined,
    sort: (bookingSorts as readonly unknown[]).includes(search.sort) ? (search.sort as BookingSort) : undefined,
    asc: search.asc === true || search.asc === 'true' || search.asc === 1 ? true : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    size: (pageSizes as readonly number[]).includes(size) && size !== defaultPageSize ? size : undefined,
  };
}

/** The database query a URL asks for (newest bookings first by default). */
export function bookingListQuery(search: BookingsSearch): BookingListQuery {
  return {
    search: search.q ?? '',
    statuses: (search.status?.split(',') ?? []) as BookingStatus[],
    service: search.service ?? '',
    from: search.from ?? null,
    to: search.to ?? null,
    frequency: search.frequency ?? '',
    seriesId: search.series ?? '',
    sort: search.sort ?? 'created_at',
    descending: !search.asc,
    page: search.page ?? 1,
    pageSize: search.size ?? defaultPageSize,
  };
}
