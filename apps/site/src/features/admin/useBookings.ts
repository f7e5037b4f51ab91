import { bookingServices } from '@sparkle/machines';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { notify } from '../toast/notify';
import { type BookingRow, type BookingStatus, loadBookings, subscribeToNewBookings } from './adminData';
import { bookingDay } from './format';
import { adminTexts } from './texts';
import { useRemoteData } from './useRemoteData';

export function serviceLabel(service: string): string {
  return bookingServices.find((option) => option.value === service)?.label ?? service;
}

const newestFirst = (a: BookingRow, b: BookingRow) => b.created_at.localeCompare(a.created_at);

/**
 * The bookings inbox's data: the stored bookings, newest first, plus the ones inserted while the dashboard is
 * open (realtime, each announced with a toast and marked new), with status changes applied locally once stored.
 * Lives at the dashboard's level so that arrivals are caught whichever tab is showing.
 */
export function useBookings() {
  const { state, reload } = useRemoteData(loadBookings, 'bookings');
  const [arrivals, setArrivals] = useState<BookingRow[]>([]);
  const [statuses, setStatuses] = useState<ReadonlyMap<string, BookingStatus>>(new Map());

  useEffect(
    () =>
      subscribeToNewBookings((booking) => {
        setArrivals((current) => (current.some((row) => row.id === booking.id) ? current : [booking, ...current]));
        notify({
          title: adminTexts.bookings.arrived(booking.name),
          description: adminTexts.bookings.arrivedDetails(
            serviceLabel(booking.service),
            bookingDay(booking.date),
            booking.time_slot,
          ),
          variant: 'default',
        });
      }),
    [],
  );

  const bookings = useMemo(() => {
    const loaded = state.data ?? [];
    const loadedIds = new Set(loaded.map((row) => row.id));
    return [...arrivals.filter((row) => !loadedIds.has(row.id)), ...loaded]
      .map((row) => {
        const status = statuses.get(row.id);
        return status && status !== row.status ? { ...row, status } : row;
      })
      .sort(newestFirst);
  }, [state.data, arrivals, statuses]);

  const freshIds = useMemo(() => new Set(arrivals.map((row) => row.id)), [arrivals]);

  const setStatus = useCallback((id: string, status: BookingStatus) => {
    setStatuses((current) => new Map(current).set(id, status));
  }, []);

  return { state, bookings, freshIds, setStatus, reload };
}
