import { defaultPriceList } from '@sparkle/company/booking';
import { errorMessage, messages } from '@sparkle/machines';
import { BookingDetail, type BookingHistoryItem, type BookingStatus, Text } from '@sparkle/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { RouterLink } from '../../../lib/RouterLink';
import { notify } from '../../toast/notify';
import { section } from '../AdminShell.css';
import { type BookingEvent, type BookingRow, loadBooking, loadBookingHistory, setBookingStatus } from '../adminData';
import { bookingDay, timestamp } from '../format';
import { eventText } from '../historyText';
import { adminKeys } from '../queryClient';
import { adminTexts, serviceLabel } from '../texts';
import { isMovable, MoveBookingForm, slotSpan } from './MoveBooking';
import { QueryState } from './SectionParts';
import { SeriesSection } from './SeriesSection';

const t = adminTexts.bookingPage;
const route = getRouteApi('/_site/admin/bookings/$bookingId');
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The property and extras in words: '2 bedrooms, Inside the oven' (labels of the price list's codes). */
function propertyText(booking: BookingRow): string | undefined {
  const option = defaultPriceList.options.find((o) => o.service === booking.service && o.code === booking.property);
  const size = option
    ? booking.property === 'item'
      ? `${booking.quantity ?? 1} × ${option.label}`
      : option.label
    : booking.property;
  const extras = (booking.extras ?? []).map(
    (code) => defaultPriceList.extras.find((e) => e.code === code)?.label ?? code,
  );
  const text = [size, ...extras].filter(Boolean).join(', ');
  return text || undefined;
}

const fils = (aed: number | null) => Math.round(Number(aed) * 100);

function historyItems(events: readonly BookingEvent[]): BookingHistoryItem[] {
  return events.map((event) => ({ id: String(event.id), time: timestamp(event.at), text: eventText(event) }));
}

/**
 * /admin/bookings/<id>: one booking — its details, estimate, one-tap call, WhatsApp and e-mail, its
 * history (who made, moved, cancelled or moved it along), and the next statuses. A status change is stored, then
 * the booking, its history, the lists and the schedule are fetched again.
 */
export function BookingPage() {
  const { bookingId } = route.useParams();
  const queryClient = useQueryClient();
  const valid = isUuid(bookingId);
  const booking = useQuery({
    queryKey: adminKeys.booking(bookingId),
    queryFn: () => loadBooking(bookingId),
    enabled: valid,
  });
  const history = useQuery({
    queryKey: adminKeys.history(bookingId),
    queryFn: () => loadBookingHistory(bookingId),
    enabled: valid,
  });
  const change = useMutation({
    mutationFn: (status: BookingStatus) => setBookingStatus(bookingId, status),
    onSuccess: (_, status) => {
      const name = booking.data?.name ?? '';
      notify({
        title: adminTexts.bookings.updated,
        description: adminTexts.bookings.updatedDetails(name, adminTexts.statuses[status]),
        variant: 'default',
      });
    },
    onError: (error) => {
      console.error('Error updating booking:', error);
      notify({
        title: messages.errorTitle,
        description: adminTexts.bookings.updateFailed(errorMessage(error)),
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all(
        [adminKeys.booking(bookingId), adminKeys.bookings, adminKeys.schedule, adminKeys.stats].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  const row = booking.data;
  return (
    <div className={section}>
      <RouterLink href="/admin/bookings">← {t.back}</RouterLink>
      {!valid || (booking.isSuccess && row === null) ? (
        <>
          <h1>{t.title}</h1>
          <Text role="alert">{t.notFound}</Text>
        </>
      ) : (
        <QueryState query={booking} what="booking" loadingText={t.loading}>
          {row ? (
            <BookingDetail
              booking={{
                reference: row.reference,
                status: row.status,
                service: serviceLabel(row.service),
                property: propertyText(row),
                when: { dateTime: row.date, label: `${bookingDay(row.date)}, ${slotSpan(row.time_slot)}` },
                customer: { name: row.name, phone: row.phone, email: row.email },
                addressLines: [
                  [row.apartment, row.building].filter(Boolean).join(', '),
                  row.community ?? '',
                  row.address,
                ].filter(Boolean),
                estimate:
                  row.total_aed === null
                    ? null
                    : {
                        subtotalFils: fils(row.subtotal_aed),
                        vatFils: fils(row.vat_aed),
                        totalFils: fils(row.total_aed),
                      },
              }}
              nextSteps={adminTexts.nextSteps[row.status].map((step) => ({
                status: step.to,
                label: step.label,
                tone: step.to === 'cancelled' ? 'secondary' : 'primary',
              }))}
              onStatusChange={(status) => change.mutate(status)}
              pendingStatus={change.isPending ? change.variables : undefined}
              error={change.isError ? adminTexts.bookings.updateFailed(errorMessage(change.error)) : undefined}
              history={historyItems(history.data ?? [])}
              texts={{
                noHistory: history.isPending ? adminTexts.bookings.history.loading : adminTexts.bookings.history.empty,
              }}
            />
          ) : null}
          {/* A cancelled or completed booking is not moved (the database refuses it): no form. */}
          {row && isMovable(row.status) ? <MoveBookingForm booking={row} /> : null}
          {row?.series_id ? <SeriesSection seriesId={row.series_id} bookingId={bookingId} /> : null}
        </QueryState>
      )}
    </div>
  );
}
