import { formatFils } from '@sparkle/company/booking';
import { errorMessage, messages } from '@sparkle/machines';
import { Badge, type BadgeTone, Button, InboxItem, InboxList, Link, Select } from '@sparkle/ui';
import { useState } from 'react';
import { notify } from '../toast/notify';
import { type BookingRow, type BookingStatus, bookingStatuses, setBookingStatus } from './adminData';
import { BookingHistory } from './BookingHistory';
import { bookingDay, timestamp } from './format';
import { PanelToolbar, RemoteState } from './RemoteState';
import { adminTexts } from './texts';
import type { useBookings } from './useBookings';
import { serviceLabel } from './useBookings';

const t = adminTexts.bookings;

const statusTones: Record<BookingStatus, BadgeTone> = {
  pending: 'accent',
  confirmed: 'brand',
  completed: 'positive',
  cancelled: 'critical',
};

type Filter = BookingStatus | 'all';

const filterOptions = [
  { value: 'all' as Filter, label: t.allStatuses },
  ...bookingStatuses.map((status) => ({ value: status as Filter, label: adminTexts.statuses[status] })),
];

/** DECISIONS §3.1: the bookings inbox, newest first, filtered by status, each booking moved along its statuses. */
export function BookingsPanel({ bookings: data }: { bookings: ReturnType<typeof useBookings> }) {
  const { state, bookings, freshIds, setStatus, reload } = data;
  const [filter, setFilter] = useState<Filter>('all');
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const shown = filter === 'all' ? bookings : bookings.filter((booking) => booking.status === filter);

  const change = async (booking: BookingRow, status: BookingStatus) => {
    setSaving((current) => new Set(current).add(booking.id));
    try {
      await setBookingStatus(booking.id, status);
      setStatus(booking.id, status);
      notify({
        title: t.updated,
        description: t.updatedDetails(booking.name, adminTexts.statuses[status]),
        variant: 'default',
      });
    } catch (error) {
      console.error('Error updating booking:', error);
      notify({ title: messages.errorTitle, description: t.updateFailed(errorMessage(error)), variant: 'destructive' });
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(booking.id);
        return next;
      });
    }
  };

  return (
    <>
      <PanelToolbar onReload={reload}>
        <Select<Filter>
          label={t.filterLabel}
          options={filterOptions}
          value={filter}
          onValueChange={(value) => setFilter(value === '' ? 'all' : value)}
        />
      </PanelToolbar>
      <RemoteState state={state} what="bookings" loadingText={t.loading} onRetry={reload}>
        <InboxList aria-label={adminTexts.tabs.bookings} emptyText={bookings.length === 0 ? t.empty : t.emptyFiltered}>
          {shown.map((booking) => {
            const busy = saving.has(booking.id);
            const steps = adminTexts.nextSteps[booking.status];
            return (
              <InboxItem
                key={booking.id}
                title={booking.name}
                highlighted={freshIds.has(booking.id)}
                badge={
                  <>
                    <Badge tone={statusTones[booking.status]}>{adminTexts.statuses[booking.status]}</Badge>
                    {freshIds.has(booking.id) ? <Badge tone="strong">{t.newBadge}</Badge> : null}
                  </>
                }
                time={timestamp(booking.created_at)}
                details={[
                  { label: t.details.reference, value: booking.reference },
                  { label: t.details.service, value: serviceLabel(booking.service) },
                  { label: t.details.when, value: t.when(bookingDay(booking.date), booking.time_slot) },
                  {
                    label: t.details.phone,
                    value: <Link href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</Link>,
                  },
                  { label: t.details.email, value: <Link href={`mailto:${booking.email}`}>{booking.email}</Link> },
                  ...(booking.community
                    ? [
                        {
                          label: t.details.area,
                          value: [booking.apartment, booking.building, booking.community].filter(Boolean).join(', '),
                        },
                      ]
                    : []),
                  { label: t.details.address, value: booking.address },
                  ...(booking.total_aed !== null
                    ? [
                        {
                          label: t.details.estimate,
                          value: t.estimateWithVat(formatFils(Math.round(Number(booking.total_aed) * 100))),
                        },
                      ]
                    : []),
                ]}
                actions={
                  steps.length > 0
                    ? steps.map((step) => (
                        <Button
                          key={step.to}
                          size="small"
                          tone={step.to === 'cancelled' ? 'secondary' : 'primary'}
                          pending={busy}
                          pendingLabel={t.saving}
                          onClick={() => void change(booking, step.to)}
                        >
                          {step.label}
                        </Button>
                      ))
                    : undefined
                }
                more={<BookingHistory bookingId={booking.id} />}
              />
            );
          })}
        </InboxList>
      </RemoteState>
    </>
  );
}
